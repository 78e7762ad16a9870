import { useState } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { useShell } from '@tp/shared/react';
import { socialLinks, type SocialLink } from '../../links/social';
import { SocialIcon } from '../icons';
import { TelegramDialog } from './TelegramDialog';
import styles from './footer.module.css';

/** The social links (docs/product.md §2.6); Telegram opens a modal with the language's group. */
export function SocialLinks() {
  const { t } = useTranslation();
  const { site } = useShell();
  const [telegramOpen, setTelegramOpen] = useState(false);
  const nameOf = (link: SocialLink) => ('brand' in link.name ? link.name.brand : t(link.name.key));

  return (
    <>
      <ul className={styles.social} aria-label={t('social.label')}>
        {socialLinks(site).map((link) => (
          <li key={link.id}>
            {!('href' in link) ? (
              <button
                type="button"
                className={styles.socialLink}
                aria-haspopup="dialog"
                aria-label={nameOf(link)}
                title={nameOf(link)}
                onClick={() => setTelegramOpen(true)}
              >
                <SocialIcon id={link.id} />
              </button>
            ) : (
              <a
                className={styles.socialLink}
                href={link.href}
                title={nameOf(link)}
                {...(link.id === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
              >
                <SocialIcon id={link.id} />
                <span className="tp-visually-hidden">
                  {nameOf(link)}
                  {link.id !== 'email' && ` ${t('opensInNewTab')}`}
                </span>
              </a>
            )}
          </li>
        ))}
      </ul>
      {telegramOpen && <TelegramDialog onClose={() => setTelegramOpen(false)} />}
    </>
  );
}
