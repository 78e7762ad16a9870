import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { parsePath, SITE_NAME } from '@tp/shared';
import { SiteLink, useDevice, useLang, useShell, useSiteLocation } from '@tp/shared/react';
import { useMenuButton } from '../hooks/use-menu-button';
import { supportsPopover } from '../hooks/use-popover-panel';
import { useOverflowing } from '../hooks/use-overflowing';
import { useScrolled } from '../hooks/use-scrolled';
import { headerNav } from '../links/site-links';
import { EntryLink } from '../components/EntryLink';
import { LogoMark } from '../components/icons';
import { LanguageSwitcher } from '../components/header/LanguageSwitcher';
import { MenuToggle } from '../components/header/MenuToggle';
import type { MenuControl, OpenMenu } from '../components/header/menu-state';
import { MobileMenu } from '../components/header/MobileMenu';
import { NavMenu } from '../components/header/NavMenu';
import { RegionBanner } from '../components/header/RegionBanner';
import { ThemeToggle } from '../components/header/ThemeToggle';
import styles from '../components/header/header.module.css';

const isDappStore = (rest: string) => rest === 'dappstore' || rest.startsWith('dappstore/');

/**
 * The site's header (docs/product.md §2.5): navigation groups, dark-mode toggle, language
 * switcher, the mobile menu, and the zh home banner. The bar is exactly
 * `--header-height` tall, the height the shell reserves before it mounts.
 */
export function Header() {
  const { t } = useTranslation();
  const lang = useLang();
  const device = useDevice();
  const { site } = useShell();
  const location = useSiteLocation();
  const scrolled = useScrolled();
  const { lang: pathLang, rest } = parsePath(location.pathname);
  const navRef = useRef<HTMLElement>(null);
  const navListRef = useRef<HTMLUListElement>(null);
  // Long labels (ru, es, pt…) may not fit a narrow desktop: the menu button takes over then.
  const navOverflows = useOverflowing(navRef, navListRef);

  // A menu belongs to the page it was opened on: any navigation closes it.
  const here = location.pathname + location.search;
  const [opened, setOpened] = useState<{ readonly menu: OpenMenu; readonly at: string }>({ menu: null, at: here });
  const current = opened.at === here ? opened.menu : null;
  // The mobile menu has no place on a screen wide enough for the whole navigation.
  const open = current?.kind === 'mobile' && device === 'web' && !navOverflows ? null : current;

  const control: MenuControl = useMemo(
    () => ({ open, setOpen: (menu) => setOpened({ menu, at: here }), close: () => setOpened({ menu: null, at: here }) }),
    [open, here],
  );
  const mobileOpen = open?.kind === 'mobile';
  // The browser closing the mobile menu closes nothing else: another menu may be opening with the same press.
  const setMobileOpen = useCallback(
    (next: boolean) => setOpened((was) => (next ? { menu: { kind: 'mobile' }, at: here } : was.menu?.kind === 'mobile' ? { menu: null, at: here } : was)),
    [here],
  );

  // Resizing a phone (turning it, its keyboard) leaves the mobile menu open.
  const { rootRef, buttonRef: toggleRef, buttonProps, panelId: mobileMenuId } = useMenuButton<HTMLDivElement>('mobile-menu', mobileOpen, control.close, { closeOnResize: false });

  const fixed = !isDappStore(rest);
  const showRegionBanner = lang === 'zh' && pathLang === 'zh' && rest === '';

  return (
    <div ref={rootRef} className={styles.root}>
      <div
        className={styles.bar}
        data-fixed={fixed}
        data-scrolled={fixed && (scrolled || mobileOpen)}
        data-compact={navOverflows}
      >
        <div className={styles.inner}>
          <SiteLink to="/" className={styles.logo} aria-label={t('logoLabel', { name: SITE_NAME })}>
            <LogoMark />
            <span>{SITE_NAME}</span>
          </SiteLink>
          <nav ref={navRef} className={styles.nav} aria-label={t('nav.label')}>
            <ul ref={navListRef} className={styles.navList}>
              {headerNav(site).map((item) =>
                item.kind === 'menu' ? (
                  <NavMenu key={item.group.id} group={item.group} control={control} currentPath={rest} />
                ) : (
                  <li key={item.entry.key} className={styles.navItem}>
                    <EntryLink entry={item.entry} t={t} className={styles.navButton} currentPath={rest} />
                  </li>
                ),
              )}
            </ul>
          </nav>
          <div className={styles.actions}>
            <ThemeToggle />
            <LanguageSwitcher control={control} location={location} />
            <MenuToggle
              buttonProps={buttonProps}
              menuId={mobileMenuId}
              open={mobileOpen}
              label={t('menu.label')}
              // Where the browser has popovers, it opens and closes the menu itself (usePopoverPanel).
              onToggle={supportsPopover() ? undefined : () => setMobileOpen(!mobileOpen)}
            />
          </div>
        </div>
      </div>
      <MobileMenu id={mobileMenuId} open={mobileOpen} onOpenChange={setMobileOpen} toggleRef={toggleRef} currentPath={rest} onClose={control.close} />
      {showRegionBanner && <RegionBanner />}
    </div>
  );
}
