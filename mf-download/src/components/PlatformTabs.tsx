import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { PLATFORMS, type PlatformId } from '../platforms/platforms';
import { PlatformIcon } from './PlatformIcon';
import styles from './PlatformTabs.module.css';

export const tabId = (platform: PlatformId) => `download-tab-${platform}`;
export const panelId = (platform: PlatformId) => `download-panel-${platform}`;

interface PlatformTabsProps {
  readonly selected: PlatformId;
  onSelect(platform: PlatformId): void;
}

/** The platform tabs (WAI-ARIA tabs: arrow keys, Home and End move and select). */
export function PlatformTabs({ selected, onSelect }: PlatformTabsProps) {
  const { t } = useTranslation();
  const tabs = useRef<Partial<Record<PlatformId, HTMLButtonElement | null>>>({});

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = PLATFORMS.indexOf(selected);
    const targets: Record<string, number> = {
      ArrowRight: (index + 1) % PLATFORMS.length,
      ArrowLeft: (index - 1 + PLATFORMS.length) % PLATFORMS.length,
      Home: 0,
      End: PLATFORMS.length - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = PLATFORMS[target];
    onSelect(next);
    tabs.current[next]?.focus();
  };

  return (
    <div role="tablist" aria-label={t('platforms.label')} className={styles.tabs} onKeyDown={move}>
      {PLATFORMS.map((platform) => {
        const active = platform === selected;
        return (
          <button
            key={platform}
            ref={(element) => {
              tabs.current[platform] = element;
            }}
            type="button"
            role="tab"
            id={tabId(platform)}
            aria-selected={active}
            aria-controls={panelId(platform)}
            tabIndex={active ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(platform)}
          >
            <PlatformIcon platform={platform} />
            <span>{t(`platforms.${platform}`)}</span>
          </button>
        );
      })}
    </div>
  );
}
