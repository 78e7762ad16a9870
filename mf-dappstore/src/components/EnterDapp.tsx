import { useState } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { useRiskPromptsOff } from '../state/risk-consent';
import { RiskDialog } from './RiskDialog';

/** The enter button: the risk statement first, unless the visitor chose 'no further prompts'; then the DApp in a new tab. */
export function EnterDapp({ title, url, className }: { title: string; url: string; className?: string }) {
  const { t } = useTranslation();
  const promptsOff = useRiskPromptsOff();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <a
        className={className}
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        onClick={(event) => {
          if (promptsOff) return;
          event.preventDefault();
          setAsking(true);
        }}
      >
        {t('detail.enter')}
      </a>
      {asking && <RiskDialog title={title} url={url} onClose={() => setAsking(false)} />}
    </>
  );
}
