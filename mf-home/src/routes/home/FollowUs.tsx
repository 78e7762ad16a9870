import { useTranslation } from '@tp/shared/facades/react-i18next';
import { useLang, useShell } from '@tp/shared/react';
import { useChannelLabel } from '../../components/FollowModal';
import { Icon } from '../../components/Icon';
import { Section } from '../../components/Section';
import { socialChannels, type SocialChannel } from '../../content/links';
import styles from './home.module.css';

/** The official channels; each opens the follow dialog, which asks for a confirmation before leaving. */
export function FollowUs({ onFollow }: { onFollow: (channel: SocialChannel) => void }) {
  const { t } = useTranslation();
  const label = useChannelLabel();
  const channels = socialChannels(useLang(), useShell().site);
  return (
    <Section id="follow-us" eyebrow={t('follow.eyebrow')} title={t('follow.title')} lead={t('follow.lead')}>
      <p className={styles.followWarning} role="note">
        <Icon name="alert" size={22} className={styles.followWarningIcon} />
        <span>{t('follow.warning')}</span>
      </p>
      <ul className={styles.channels}>
        {channels.map((channel) => (
          <li key={channel.id}>
            <button
              type="button"
              className={styles.channel}
              onClick={() => onFollow(channel)}
              aria-haspopup="dialog"
              aria-label={t('follow.open', { name: label(channel) })}
            >
              <Icon name={channel.id} size={26} />
              <span aria-hidden="true">{label(channel)}</span>
            </button>
          </li>
        ))}
      </ul>
    </Section>
  );
}
