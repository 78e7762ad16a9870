import { useRef, type ReactNode } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { Controller, get, useFormState } from 'react-hook-form';
import { errorOf, useErrorsShown } from './errors';
import { FieldsetShell } from './FieldShell';
import { fieldId } from './field-id';
import { useFormMethods } from './form-methods';
import styles from './form.module.css';

export interface StringListFieldProps {
  readonly name: string;
  readonly legend: ReactNode;
  readonly hint?: ReactNode;
  readonly required?: boolean;
  /** The label of item `n` (1-based), e.g. "Audit report link 2". */
  itemLabel(n: number): string;
  readonly addLabel: string;
  removeLabel(n: number): string;
  readonly maxItems: number;
  /** Character limit of one item, shown as a counter. */
  readonly maxLength: number;
  readonly type?: 'text' | 'url';
  readonly placeholder?: string;
}

/** Several values of one kind (audit links, contacts): add and remove rows, each with its own error. */
export function StringListField({ name, legend, hint, required, itemLabel, addLabel, removeLabel, maxItems, maxLength, type = 'text', placeholder }: StringListFieldProps) {
  const { t } = useTranslation();
  const { control } = useFormMethods();
  const { errors } = useFormState({ control, name });
  const errorsShown = useErrorsShown(get(errors, name) !== undefined);
  const listRef = useRef<HTMLDivElement>(null);
  const focusItem = (index: number) =>
    requestAnimationFrame(() => listRef.current?.querySelectorAll<HTMLInputElement>('input')[index]?.focus());

  return (
    <Controller
      name={name}
      control={control}
      render={({ field, formState }) => {
        const items: string[] = Array.isArray(field.value) ? field.value : [];
        const listError = errorOf(formState.errors, name);
        const update = (index: number, value: string) => field.onChange(items.map((item, i) => (i === index ? value : item)));
        return (
          <FieldsetShell name={name} legend={legend} hint={hint} error={listError} required={required}>
            <div ref={listRef} className={styles.list}>
              {items.map((item, index) => {
                const itemName = `${name}.${index}`;
                const itemId = fieldId(itemName);
                const error = errorsShown ? errorOf(formState.errors, itemName) : undefined;
                return (
                  <div key={index} className={styles.listItem} data-invalid={error ? true : undefined}>
                    <label className={styles.itemLabel} htmlFor={itemId}>
                      {itemLabel(index + 1)}
                    </label>
                    <div className={styles.row}>
                      <input
                        id={itemId}
                        ref={index === 0 ? field.ref : undefined}
                        className={styles.input}
                        type={type}
                        inputMode={type === 'url' ? 'url' : undefined}
                        autoComplete="off"
                        placeholder={placeholder}
                        value={item}
                        onChange={(event) => update(index, event.target.value)}
                        onBlur={field.onBlur}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={`${itemId}-count${error ? ` ${itemId}-error` : ''}`}
                      />
                      <button
                        type="button"
                        className={styles.iconButton}
                        aria-label={removeLabel(index + 1)}
                        title={removeLabel(index + 1)}
                        onClick={() => {
                          field.onChange(items.filter((_, i) => i !== index));
                          focusItem(Math.max(0, index - 1));
                        }}
                      >
                        <span aria-hidden="true">×</span>
                      </button>
                    </div>
                    <div className={styles.below}>
                      {error ? (
                        <p id={`${itemId}-error`} className={styles.error}>
                          {error}
                        </p>
                      ) : (
                        <span />
                      )}
                      <span id={`${itemId}-count`} className={styles.counter} data-over={item.length > maxLength ? true : undefined}>
                        {t('form.counter', { count: item.length, max: maxLength })}
                      </span>
                    </div>
                  </div>
                );
              })}
            </div>
            {items.length < maxItems && (
              <button
                type="button"
                className={styles.addButton}
                onClick={() => {
                  field.onChange([...items, '']);
                  focusItem(items.length);
                }}
              >
                + {addLabel}
              </button>
            )}
          </FieldsetShell>
        );
      }}
    />
  );
}
