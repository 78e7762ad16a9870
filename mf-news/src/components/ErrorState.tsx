import { useTranslation } from '@tp/shared/facades/react-i18next';
import { COMMON_NAMESPACE } from '@tp/shared/react';
import { StatePanel } from './StatePanel';

/** A failed load: what failed, and a retry. */
export function ErrorState({ title, body, onRetry }: { title: string; body: string; onRetry(): void }) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  return (
    <StatePanel role="alert" title={title} body={body}>
      <button type="button" className="tp-button" onClick={onRetry}>
        {t('retry')}
      </button>
    </StatePanel>
  );
}
