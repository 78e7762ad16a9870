import { memo, type ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { errorOf } from './errors';
import { FieldShell } from './FieldShell';
import { useFormMethods } from './form-methods';
import styles from './form.module.css';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface SelectFieldProps {
  readonly name: string;
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly required?: boolean;
  readonly placeholder: string;
  readonly options: readonly SelectOption[];
  /** See FieldShell. */
  readonly reserveBelow?: boolean;
}

/** A native select: long lists (60 networks) stay searchable by typing and work with every assistive tool. */
export const SelectField = memo(function SelectField({ name, label, hint, required, placeholder, options, reserveBelow }: SelectFieldProps) {
  const { control: formControl, register } = useFormMethods();
  const { errors } = useFormState({ control: formControl, name });
  return (
    <FieldShell name={name} label={label} hint={hint} required={required} reserveBelow={reserveBelow} error={errorOf(errors, name)}>
      {(control) => (
        <select {...control} {...register(name)} className={styles.select}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
});
