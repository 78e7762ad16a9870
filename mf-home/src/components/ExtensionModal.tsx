import { useTranslation } from '@tp/shared/facades/react-i18next';
import { useCopy, useDevice, useShell } from '@tp/shared/react';
import { Icon } from './Icon';
import { Modal } from './Modal';
import styles from './modals.module.css';

export interface ExtensionModalProps {
  readonly onClose: () => void;
}

/**
 * Launches the browser extension: on a computer the visitor installs it at
 * once ('Use It Now'); a phone cannot run it, so the link is copied to open
 * on a computer later ('Copy Link').
 */
export function ExtensionModal({ onClose }: ExtensionModalProps) {
  const { t } = useTranslation();
  const copy = useCopy();
  const { site } = useShell();
  const mobile = useDevice() === 'mobile';
  const url = site.links.extension;

  // The toast shows beneath a modal dialog: once the link is copied the dialog closes, so it is seen.
  const copyLink = async () => {
    if (await copy(url)) onClose();
  };

  return (
    <Modal
      title={t('extension.modal.title')}
      onClose={onClose}
      art={
        <span className={styles.badge}>
          <Icon name="extension" size={32} />
        </span>
      }
    >
      <p className={styles.text}>{t('extension.modal.description')}</p>
      <ul className={styles.points}>
        {(['chains', 'dapps', 'sync'] as const).map((point) => (
          <li key={point}>
            <Icon name="check" size={18} className={styles.pointIcon} />
            <span>{t(`extension.modal.points.${point}`)}</span>
          </li>
        ))}
      </ul>
      {mobile ? (
        <>
          <p className={styles.hint}>{t('extension.modal.mobileHint')}</p>
          <input
            className={styles.linkField}
            readOnly
            value={url}
            aria-label={t('extension.modal.linkLabel')}
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className={`tp-button ${styles.action}`} onClick={() => void copyLink()}>
            <Icon name="link" size={18} />
            {t('extension.modal.copy')}
          </button>
        </>
      ) : (
        <a className={`tp-button ${styles.action}`} href={url} target="_blank" rel="noopener noreferrer">
          {t('extension.modal.use')}
          <Icon name="arrow" size={18} />
        </a>
      )}
    </Modal>
  );
}
