import { forwardRef, useMemo, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { fieldId } from './field-id';
import type { FieldMessage } from './errors';
import styles from './form.module.css';

export interface ErrorSummaryProps {
  readonly errors: readonly FieldMessage[];
  /** Problems that belong to no field (network, server). */
  readonly general?: ReactNode;
}

/** Orders messages as the fields appear on the page; fields not on the page go last. */
function inPageOrder(errors: readonly FieldMessage[]): FieldMessage[] {
  const position = (name: string) => {
    const element = document.getElementById(fieldId(name));
    return element ? Array.from(document.querySelectorAll('[id^="field-"]')).indexOf(element) : Number.MAX_SAFE_INTEGER;
  };
  return [...errors].sort((a, b) => position(a.name) - position(b.name));
}

function focusField(event: MouseEvent<HTMLAnchorElement>, name: string) {
  const target = document.getElementById(fieldId(name));
  if (!target) return;
  event.preventDefault();
  const control = target.matches('input, select, textarea') ? target : (target.querySelector<HTMLElement>('input, select, textarea') ?? target);
  target.scrollIntoView?.({ block: 'center' });
  control.focus({ preventScroll: true });
}

/**
 * The list of problems after a submit: it takes the focus, so a screen reader
 * reads it, and each item leads to its field.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary({ errors, general }, ref) {
  const { t } = useTranslation();
  const ordered = useMemo(() => inPageOrder(errors), [errors]);
  if (ordered.length === 0 && !general) return null;
  return (
    <div ref={ref} className={styles.summary} tabIndex={-1} role="alert" aria-labelledby="submit-error-summary-title">
      <h2 id="submit-error-summary-title" className={styles.summaryTitle}>
        {ordered.length > 0 ? t('form.summaryTitle') : t('form.summaryGeneral')}
      </h2>
      {general && <p className={styles.summaryGeneral}>{general}</p>}
      {ordered.length > 0 && (
        <ul className={styles.summaryList}>
          {ordered.map((error) => (
            <li key={`${error.name}:${error.message}`}>
              <a href={`#${fieldId(error.name)}`} onClick={(event) => focusField(event, error.name)}>
                {error.message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
