import { useId, useMemo, useRef } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { useLang, useShell } from '@tp/shared/react';
import { useDismiss } from '../../hooks/use-dismiss';
import { useFocusTrap } from '../../hooks/use-focus-trap';
import { telegramGroup } from '../../links/social';
import { CloseIcon, SocialIcon } from '../icons';
import styles from './footer.module.css';

/** The modal of the Telegram link (docs/product.md §2.6): the community group of the visitor's language. */
export function TelegramDialog({ onClose }: { readonly onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const group = telegramGroup(lang, useShell().site);
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const trapped = useMemo(() => [dialogRef], []);
  useFocusTrap(true, trapped);
  useDismiss(true, dialogRef, (reason) => reason !== 'resize' && onClose());

  return (
    <div className={styles.backdrop}>
      <div ref={dialogRef} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <button type="button" className={styles.dialogClose} aria-label={t('telegram.close')} onClick={onClose}>
          <CloseIcon />
        </button>
        <SocialIcon id="telegram" size={40} />
        <h2 id={titleId} className={styles.dialogTitle}>
          {t('telegram.title')}
        </h2>
        <p className={styles.dialogText}>{t('telegram.description')}</p>
        <p className={styles.dialogText}>{t('telegram.warning')}</p>
        <a className="tp-button" href={group.href} target="_blank" rel="noopener noreferrer" onClick={onClose}>
          {t(`telegram.group.${group.id}`)}
        </a>
      </div>
    </div>
  );
}
