import { memo, type HTMLInputTypeAttribute, type ReactNode } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { useFormState, useWatch } from 'react-hook-form';
import { errorOf } from './errors';
import { FieldShell } from './FieldShell';
import { useFormMethods } from './form-methods';
import styles from './form.module.css';

export interface TextFieldProps {
  readonly name: string;
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly required?: boolean;
  /** Shows a character counter against this limit (the schema enforces it). */
  readonly max?: number;
  readonly multiline?: boolean;
  readonly rows?: number;
  readonly type?: HTMLInputTypeAttribute;
  readonly inputMode?: 'text' | 'email' | 'url' | 'numeric' | 'decimal';
  readonly autoComplete?: string;
  readonly placeholder?: string;
  /** Addresses and codes: no spell check, no capitalisation. */
  readonly code?: boolean;
}

export function CharacterCount({ name, max }: { name: string; max: number }) {
  const { t } = useTranslation();
  const { control } = useFormMethods();
  const value: unknown = useWatch({ control, name });
  const length = typeof value === 'string' ? value.length : 0;
  return (
    <span className={styles.counter} data-over={length > max ? true : undefined}>
      {t('form.counter', { count: length, max })}
    </span>
  );
}

/** A text input or textarea bound to the form, with its inline error and optional counter. */
export const TextField = memo(function TextField({ name, label, hint, required, max, multiline, rows = 4, type = 'text', inputMode, autoComplete, placeholder, code }: TextFieldProps) {
  const { control: formControl, register } = useFormMethods();
  const { errors } = useFormState({ control: formControl, name });
  const codeProps = code ? { spellCheck: false, autoCapitalize: 'off', autoCorrect: 'off' } : {};
  return (
    <FieldShell
      name={name}
      label={label}
      hint={hint}
      required={required}
      error={errorOf(errors, name)}
      aside={max ? <CharacterCount name={name} max={max} /> : undefined}
    >
      {(control) =>
        multiline ? (
          <textarea {...control} {...register(name)} {...codeProps} className={styles.input} rows={rows} placeholder={placeholder} />
        ) : (
          <input
            {...control}
            {...register(name)}
            {...codeProps}
            className={styles.input}
            type={type}
            inputMode={inputMode}
            autoComplete={autoComplete ?? 'off'}
            placeholder={placeholder}
          />
        )
      }
    </FieldShell>
  );
});
