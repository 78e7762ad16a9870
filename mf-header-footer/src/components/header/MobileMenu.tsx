import { useId, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { useFocusTrap } from '../../hooks/use-focus-trap';
import { usePopoverPanel } from '../../hooks/use-popover-panel';
import { useShell } from '@tp/shared/react';
import { headerNav, type EntryGroup } from '../../links/site-links';
import { EntryLink } from '../EntryLink';
import { ChevronDownIcon } from '../icons';
import styles from './header.module.css';

export interface MobileMenuProps {
  readonly id: string;
  readonly open: boolean;
  /** The browser opened or closed the panel itself: its button, Escape, a press outside (usePopoverPanel). */
  readonly onOpenChange: (open: boolean) => void;
  /** The button that opens and closes the menu: focus may go back to it. */
  readonly toggleRef: RefObject<HTMLButtonElement | null>;
  readonly currentPath: string;
  readonly onClose: () => void;
}

function MobileGroup({ group, currentPath, onFollow }: { group: EntryGroup; currentPath: string; onFollow: () => void }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const listId = `${useId()}-list`;
  return (
    <li>
      <button
        type="button"
        className={styles.mobileGroupButton}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded(!expanded)}
      >
        {t(group.titleKey)}
        <ChevronDownIcon className={styles.chevron} />
      </button>
      <ul id={listId} className={styles.mobileGroupList} hidden={!expanded}>
        {group.entries.map((entry) => (
          <li key={entry.key}>
            <EntryLink entry={entry} t={t} className={styles.mobileLink} withDescription currentPath={currentPath} onFollow={onFollow} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The collapsible menu of small screens (docs/product.md §2.5): the same navigation as an
 * accordion. A `popover` its button opens, so a tap opens it while the page
 * is still loading, before the header is hydrated. While it is open, focus
 * stays inside it (its toggle included) and the page behind does not scroll
 * (header.module.css).
 */
export function MobileMenu({ id, open, onOpenChange, toggleRef, currentPath, onClose }: MobileMenuProps) {
  const { t } = useTranslation();
  const { site } = useShell();
  const panelRef = useRef<HTMLElement>(null);
  const trapped = useMemo(() => [toggleRef, panelRef], [toggleRef]);
  useFocusTrap(open, trapped);
  usePopoverPanel(panelRef, open, onOpenChange);

  return (
    <nav ref={panelRef} id={id} popover="auto" hidden={!open} className={styles.mobilePanel} aria-label={t('nav.label')}>
      <ul className={styles.mobileList}>
        {headerNav(site).map((item) =>
          item.kind === 'menu' ? (
            <MobileGroup key={item.group.id} group={item.group} currentPath={currentPath} onFollow={onClose} />
          ) : (
            <li key={item.entry.key}>
              <EntryLink entry={item.entry} t={t} className={styles.mobileTopLink} currentPath={currentPath} onFollow={onClose} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
