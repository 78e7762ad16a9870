import { useId, useState } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { ModalDialog } from '@tp/shared/react/modal-dialog';
import { turnRiskPromptsOff } from '../state/risk-consent';
import styles from './RiskDialog.module.css';

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
  const [noFurtherPrompts, setNoFurtherPrompts] = useState(false);

  const accept = () => {
    if (noFurtherPrompts) turnRiskPromptsOff();
    // Closed after the click has been followed: a link taken out of the page opens nothing.
    setTimeout(onClose, 0);
  };

  return (
    <ModalDialog onClose={onClose} labelledBy={titleId} describedBy={bodyId} className={styles.body} dialogClassName={styles.dialog}>
      <h2 id={titleId} className={styles.title}>
        {t('risk.title')}
      </h2>
      <div id={bodyId} className={styles.statement}>
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
    </ModalDialog>
  );
}
