import type { ReactNode } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { useErrorsShown } from './errors';
import { fieldId } from './field-id';
import styles from './form.module.css';

/** What the control inside a field needs to be labelled, described and marked invalid. */
export interface ControlProps {
  readonly id: string;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
  readonly 'aria-required': true | undefined;
}

export interface FieldShellProps {
  readonly name: string;
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly error?: string;
  readonly required?: boolean;
  /** Shown under the control on the right, e.g. a character counter. */
  readonly aside?: ReactNode;
  /** Keeps the row under the control (error, counter) when it is empty: a field that takes the place of one with a counter keeps its height. */
  readonly reserveBelow?: boolean;
  readonly children: (control: ControlProps) => ReactNode;
}

/** Label, hint, control and the field's own error message beside it (docs/product.md §5: inline, translated). */
export function FieldShell({ name, label, hint, error: fieldError, required, aside, reserveBelow, children }: FieldShellProps) {
  const { t } = useTranslation();
  const error = useErrorsShown(fieldError !== undefined) ? fieldError : undefined;
  const id = fieldId(name);
  const describedBy = [hint && `${id}-hint`, aside && `${id}-aside`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={styles.field} data-invalid={error ? true : undefined}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required && <RequiredMark />}
        {!required && <span className={styles.optional}> ({t('form.optional')})</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required ? true : undefined,
      })}
      {!error && !aside && reserveBelow && (
        <div className={styles.below} aria-hidden="true">
          {'\u00a0'}
        </div>
      )}
      {(error || aside) && (
        <div className={styles.below}>
          {error ? (
            <p id={`${id}-error`} className={styles.error}>
              {error}
            </p>
          ) : (
            <span />
          )}
          {aside && <span id={`${id}-aside`}>{aside}</span>}
        </div>
      )}
    </div>
  );
}

export interface FieldsetShellProps {
  readonly name: string;
  readonly legend: ReactNode;
  readonly hint?: ReactNode;
  /** The group's own error, as a whole: errors of single controls inside it are theirs to show. */
  readonly error?: string;
  readonly required?: boolean;
  readonly children: ReactNode;
}

/**
 * A group of controls (choices, a list of values) in a fieldset, so the legend names the group for screen
 * readers; it takes the focus when the error summary leads to it.
 */
export function FieldsetShell({ name, legend, hint, error: groupError, required, children }: FieldsetShellProps) {
  const error = useErrorsShown(groupError !== undefined) ? groupError : undefined;
  const id = fieldId(name);
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <fieldset
      id={id}
      className={styles.fieldset}
      data-invalid={error ? true : undefined}
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
      tabIndex={-1}
    >
      <legend className={styles.label}>
        {legend}
        {required && <RequiredMark />}
      </legend>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A visual mark only: controls say they are required with aria-required. */
export function RequiredMark() {
  return (
    <span className={styles.required} aria-hidden="true">
      {' '}
      *
    </span>
  );
}
