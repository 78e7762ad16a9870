import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { errorOf } from './errors';
import { FieldsetShell } from './FieldShell';
import { useFormMethods } from './form-methods';
import styles from './form.module.css';

export interface Choice<T> {
  readonly value: T;
  readonly label: ReactNode;
}

interface ChoiceFieldBase<T> {
  readonly name: string;
  readonly legend: ReactNode;
  readonly hint?: ReactNode;
  readonly required?: boolean;
  readonly choices: readonly Choice<T>[];
  /** Lay the choices out as a wrapping row of chips rather than a column. */
  readonly inline?: boolean;
}

export interface SingleChoiceProps<T> extends ChoiceFieldBase<T> {
  readonly multiple?: false;
}

export interface MultipleChoiceProps<T> extends ChoiceFieldBase<T> {
  readonly multiple: true;
  /** Choices beyond this many are disabled (the schema's limit). */
  readonly max?: number;
}

/**
 * A group of radios (one value) or checkboxes (a list of values) in a
 * fieldset, so the legend names the group for screen readers.
 */
export function ChoiceField<T extends string | number | boolean>(props: SingleChoiceProps<T> | MultipleChoiceProps<T>) {
  const { name, legend, hint, required, choices, inline } = props;
  const { control } = useFormMethods();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, formState }) => {
        const error = errorOf(formState.errors, name);
        const selected: readonly T[] = props.multiple ? (Array.isArray(field.value) ? field.value : []) : [field.value];
        const full = props.multiple && props.max !== undefined && selected.length >= props.max;
        const toggle = (value: T, checked: boolean) => {
          if (!props.multiple) return field.onChange(value);
          field.onChange(checked ? [...selected, value] : selected.filter((item) => item !== value));
        };
        return (
          <FieldsetShell name={name} legend={legend} hint={hint} error={error} required={required}>
            <div className={inline ? styles.chips : styles.choices}>
              {choices.map((choice, index) => {
                const checked = selected.includes(choice.value);
                return (
                  <label key={String(choice.value)} className={styles.choice} data-checked={checked ? true : undefined}>
                    <input
                      type={props.multiple ? 'checkbox' : 'radio'}
                      name={name}
                      ref={index === 0 ? field.ref : undefined}
                      value={String(choice.value)}
                      checked={checked}
                      disabled={!checked && full}
                      onChange={(event) => toggle(choice.value, event.target.checked)}
                      onBlur={field.onBlur}
                    />
                    <span>{choice.label}</span>
                  </label>
                );
              })}
            </div>
          </FieldsetShell>
        );
      }}
    />
  );
}
