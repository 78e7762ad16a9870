import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { turnRiskPromptsOff } from '../state/risk-consent';
import styles from './RiskDialog.module.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled])';

export interface RiskDialogProps {
  readonly title: string;
  /** The DApp's http(s) address. */
  readonly url: string;
  readonly onClose: () => void;
}

/**
 * The risk statement a visitor accepts before a DApp opens. Accepting is the
 * link itself, so the DApp opens in a new tab as any link would, with
 * noopener and noreferrer.
 */
export function RiskDialog({ title, url, onClose }: RiskDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const [noFurtherPrompts, setNoFurtherPrompts] = useState(false);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    dialog.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    // Focus stays inside the dialog while it is open.
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog.current)) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const accept = () => {
    if (noFurtherPrompts) turnRiskPromptsOff();
    // Closed after the click has been followed: a link taken out of the page opens nothing.
    setTimeout(onClose, 0);
  };

  return createPortal(
    <div className={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        className={styles.dialog}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className={styles.title}>
          {t('risk.title')}
        </h2>
        <div id={bodyId} className={styles.body}>
          <p>{t('risk.intro', { title })}</p>
          <ul>
            <li>{t('risk.pointThirdParty')}</li>
            <li>{t('risk.pointKeys')}</li>
            <li>{t('risk.pointLoss')}</li>
          </ul>
        </div>
        <label className={styles.check}>
          <input type="checkbox" checked={noFurtherPrompts} onChange={(event) => setNoFurtherPrompts(event.target.checked)} />
          {t('risk.noFurtherPrompts')}
        </label>
        <div className={styles.actions}>
          <button type="button" className="tp-button-secondary" onClick={onClose}>
            {t('risk.cancel')}
          </button>
          <a className="tp-button" href={url} target="_blank" rel="noopener noreferrer" onClick={accept}>
            {t('risk.accept')}
          </a>
        </div>
      </div>
    </div>,
    document.body,
  );
}
