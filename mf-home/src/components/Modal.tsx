import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { COMMON_NAMESPACE } from '@tp/shared/react';
import { Icon } from './Icon';
import styles from './Modal.module.css';

export interface ModalProps {
  readonly title: string;
  /** Called when the visitor closes the dialog: close icon, Escape or a click on the backdrop. */
  readonly onClose: () => void;
  readonly children: ReactNode;
  /** An illustration above the title. */
  readonly art?: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>`: the browser traps focus, closes on
 * Escape and gives focus back to the opener. Render it only while open.
 */
export function Modal({ title, onClose, children, art }: ModalProps) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // A layout effect: its clean-up runs before React removes the dialog, while focus can still go back.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Environments without showModal (jsdom) still get an open dialog.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    const closed = () => onCloseRef.current();
    dialog.addEventListener('close', closed);
    return () => {
      dialog.removeEventListener('close', closed);
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    // The browser closes the dialog itself; this covers environments without it and keeps one path.
    event.preventDefault();
    onCloseRef.current();
  };

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onClick={(event) => event.target === event.currentTarget && onCloseRef.current()}
    >
      <div className={styles.body}>
        <button type="button" className={styles.close} onClick={() => onCloseRef.current()} aria-label={t('close')}>
          <Icon name="close" size={22} />
        </button>
        {art && <div className={styles.art}>{art}</div>}
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}
