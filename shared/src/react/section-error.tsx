import { useTranslation } from '../facades/react-i18next';
import { COMMON_NAMESPACE } from './common-namespace';

export interface SectionErrorProps {
  /** Tries again: reloads the data or the section. */
  onRetry(): void;
  /** `unavailable` when the section's code could not load, `error` when it failed while running. */
  kind?: 'unavailable' | 'error';
}

/** The translated panel a section shows in its own slot when it cannot work. */
export function SectionError({ onRetry, kind = 'error' }: SectionErrorProps) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  return (
    <section role="alert" className="tp-section-error">
      <h2>{t(kind === 'unavailable' ? 'sectionUnavailable.title' : 'sectionError.title')}</h2>
      <p>{t(kind === 'unavailable' ? 'sectionUnavailable.body' : 'sectionError.body')}</p>
      <button type="button" className="tp-button" onClick={onRetry}>
        {t('retry')}
      </button>
    </section>
  );
}
