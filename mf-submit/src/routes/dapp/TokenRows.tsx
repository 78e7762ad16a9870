import { useTranslation } from '@tp/shared/facades/react-i18next';
import { useFieldArray, useFormState } from 'react-hook-form';
import { LIMITS } from '@tp/shared/validation/limits';
import { errorOf } from '../../form/errors';
import { fieldId } from '../../form/field-id';
import { useFormMethods } from '../../form/form-methods';
import { SelectField, type SelectOption } from '../../form/SelectField';
import { TextField } from '../../form/TextField';
import type { DappFormValues } from '../DappForm';
import styles from '../../form/form.module.css';

/** The DApp's own tokens: network, symbol and contract of each (docs/product.md §3.1). */
export function TokenRows({ networks, networkPlaceholder }: { networks: readonly SelectOption[]; networkPlaceholder: string }) {
  const { t } = useTranslation();
  const { control } = useFormMethods<DappFormValues>();
  const { errors } = useFormState({ control, name: 'tokens' });
  const { fields, append, remove } = useFieldArray({ control, name: 'tokens' });
  const listError = errorOf(errors, 'tokens');
  return (
    <div className={styles.subgroup} id={fieldId('tokens')} tabIndex={-1}>
      {fields.map((field, index) => (
        <fieldset key={field.id} className={styles.tokenRow}>
          <legend className="tp-visually-hidden">{t('dapp.tokenRow', { n: index + 1 })}</legend>
          <SelectField name={`tokens.${index}.network`} label={t('dapp.tokenNetwork')} required placeholder={networkPlaceholder} options={networks} />
          <TextField name={`tokens.${index}.symbol`} label={t('dapp.tokenSymbol')} required code />
          <TextField name={`tokens.${index}.contract`} label={t('dapp.tokenContract')} required code />
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('dapp.removeToken', { n: index + 1 })}
            title={t('dapp.removeToken', { n: index + 1 })}
            onClick={() => remove(index)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </fieldset>
      ))}
      {fields.length < LIMITS.tokensPerDapp && (
        <button type="button" className={styles.addButton} onClick={() => append({ network: '', symbol: '', contract: '' })}>
          + {t('dapp.addToken')}
        </button>
      )}
      {listError && (
        <p id={`${fieldId('tokens')}-error`} className={styles.error}>
          {listError}
        </p>
      )}
    </div>
  );
}
