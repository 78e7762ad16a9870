import { useEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { useMenuButton } from '../../hooks/use-menu-button';
import type { EntryGroup } from '../../links/site-links';
import { EntryLink } from '../EntryLink';
import { ChevronDownIcon } from '../icons';
import type { MenuControl } from './menu-state';
import styles from './header.module.css';

export interface NavMenuProps {
  readonly group: EntryGroup;
  readonly control: MenuControl;
  readonly currentPath: string;
}

function panelLinks(panel: HTMLElement | null): HTMLAnchorElement[] {
  return panel ? [...panel.querySelectorAll('a')] : [];
}

/**
 * A desktop submenu (docs/product.md §2.5): opens on hover or click, closes on
 * mouse leave, an outside click, Escape or a resize. Arrow keys move through
 * its links; Tab out of it closes it.
 */
export function NavMenu({ group, control, currentPath }: NavMenuProps) {
  const { t } = useTranslation();
  const panelRef = useRef<HTMLDivElement>(null);
  const focusFirstOnOpen = useRef(false);
  const { open } = control;
  const isOpen = open?.kind === 'group' && open.id === group.id;
  const { rootRef: itemRef, buttonProps, panelId } = useMenuButton<HTMLLIElement>('menu', isOpen, control.close);

  useEffect(() => {
    if (isOpen && focusFirstOnOpen.current) panelLinks(panelRef.current)[0]?.focus();
    focusFirstOnOpen.current = false;
  }, [isOpen]);

  const toggle = () => {
    if (isOpen && open.via === 'click') control.close();
    else control.setOpen({ kind: 'group', id: group.id, via: 'click' });
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    if (isOpen) panelLinks(panelRef.current)[0]?.focus();
    else {
      focusFirstOnOpen.current = true;
      control.setOpen({ kind: 'group', id: group.id, via: 'click' });
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp' && event.key !== 'Home' && event.key !== 'End') return;
    const links = panelLinks(panelRef.current);
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    const last = links.length - 1;
    const next = { ArrowDown: index >= last ? 0 : index + 1, ArrowUp: index <= 0 ? last : index - 1, Home: 0, End: last }[event.key];
    event.preventDefault();
    links[next]?.focus();
  };

  const onBlur = (event: FocusEvent) => {
    if (isOpen && !itemRef.current?.contains(event.relatedTarget as Node | null)) control.close();
  };

  return (
    <li
      ref={itemRef}
      className={styles.navItem}
      onMouseEnter={() => !isOpen && control.setOpen({ kind: 'group', id: group.id, via: 'hover' })}
      onMouseLeave={() => isOpen && control.close()}
      onBlur={onBlur}
    >
      <button
        {...buttonProps}
        className={styles.navButton}
        onClick={toggle}
        onKeyDown={onButtonKeyDown}
      >
        {t(group.titleKey)}
        <ChevronDownIcon className={styles.chevron} />
      </button>
      <div ref={panelRef} id={panelId} className={styles.panel} hidden={!isOpen} onKeyDown={onPanelKeyDown}>
        <ul className={styles.panelList} data-columns={group.entries.length > 6 ? 2 : 1}>
          {group.entries.map((entry) => (
            <li key={entry.key}>
              <EntryLink entry={entry} t={t} className={styles.panelLink} withDescription currentPath={currentPath} onFollow={control.close} />
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
