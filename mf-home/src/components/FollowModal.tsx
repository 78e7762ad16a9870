import { useState } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import type { SocialChannel } from '../content/links';
import { Icon } from './Icon';
import { Modal } from './Modal';
import styles from './modals.module.css';

/** The channel's brand name, or its translated label when it has none. */
export function useChannelLabel(): (channel: SocialChannel) => string {
  const { t } = useTranslation();
  return (channel) => channel.brand ?? t(`follow.channels.${channel.id}`);
}

export interface FollowModalProps {
  readonly channel: SocialChannel;
  readonly onClose: () => void;
}

/**
 * Before leaving for a social channel, the visitor reads that staff never
 * write first and confirms it; only then does the link to the channel appear.
 */
export function FollowModal({ channel, onClose }: FollowModalProps) {
  const { t } = useTranslation();
  const name = useChannelLabel()(channel);
  const [confirmed, setConfirmed] = useState(false);
  const action = t('follow.modal.continue', { name });
  return (
    <Modal
      title={t('follow.modal.title', { name })}
      onClose={onClose}
      art={
        <span className={styles.badge}>
          <Icon name={channel.id} size={32} />
        </span>
      }
    >
      <p className={styles.text}>{t('follow.modal.description', { name })}</p>
      <p className={styles.warning}>
        <Icon name="alert" size={20} className={styles.warningIcon} />
        <span>{t('follow.modal.warning')}</span>
      </p>
      <label className={styles.confirm}>
        <input type="checkbox" checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} />
        <span>{t('follow.modal.confirm')}</span>
      </label>
      {confirmed ? (
        <a
          className={`tp-button ${styles.action}`}
          href={channel.url}
          target="_blank"
          rel="noopener noreferrer"
          // A link removed during its own click does not navigate: close once the new tab is on its way.
          onClick={() => setTimeout(onClose, 0)}
        >
          {action}
          <Icon name="arrow" size={18} />
        </a>
      ) : (
        <button type="button" className={`tp-button ${styles.action}`} disabled>
          {action}
        </button>
      )}
    </Modal>
  );
}
