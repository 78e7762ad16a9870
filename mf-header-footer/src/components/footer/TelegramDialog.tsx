import { useId } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { useLang, useShell } from '@tp/shared/react';
import { ModalDialog } from '@tp/shared/react/modal-dialog';
import { telegramGroup } from '../../links/social';
import { SocialIcon } from '../icons';
import styles from './footer.module.css';

/** The modal of the Telegram link (docs/product.md §2.6): the community group of the visitor's language. */
export function TelegramDialog({ onClose }: { readonly onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const group = telegramGroup(lang, useShell().site);
  const titleId = useId();

  return (
    <ModalDialog onClose={onClose} closeLabel={t('telegram.close')} labelledBy={titleId} className={styles.dialog}>
      <SocialIcon id="telegram" size={40} />
      <h2 id={titleId} className={styles.dialogTitle}>
        {t('telegram.title')}
      </h2>
      <p className={styles.dialogText}>{t('telegram.description')}</p>
      <p className={styles.dialogText}>{t('telegram.warning')}</p>
      <a className="tp-button" href={group.href} target="_blank" rel="noopener noreferrer" onClick={onClose}>
        {t(`telegram.group.${group.id}`)}
      </a>
    </ModalDialog>
  );
}
