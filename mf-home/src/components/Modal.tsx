import { useId, type ReactNode } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { COMMON_NAMESPACE } from '@tp/shared/react';
import { ModalDialog } from '@tp/shared/react/modal-dialog';
import styles from './Modal.module.css';

export interface ModalProps {
  readonly title: string;
  /** Called when the visitor closes the dialog: close icon, Escape or a click on the backdrop. */
  readonly onClose: () => void;
  readonly children: ReactNode;
  /** An illustration above the title. */
  readonly art?: ReactNode;
}

/** The home pages' dialog: the site's modal dialog with an illustration and a centred title. Render it only while open. */
export function Modal({ title, onClose, children, art }: ModalProps) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const titleId = useId();
  return (
    <ModalDialog onClose={onClose} closeLabel={t('close')} labelledBy={titleId} className={styles.body} dialogClassName={styles.dialog}>
      {art && <div className={styles.art}>{art}</div>}
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children}
    </ModalDialog>
  );
}
