import { useTranslation } from '@tp/shared/facades/react-i18next';
import { LIMITS } from '@tp/shared/validation/limits';
import { ChoiceField } from '../../form/ChoiceField';
import { RequiredMark } from '../../form/FieldShell';
import { fieldId } from '../../form/field-id';
import type { CategoriesState } from '../../hooks/use-categories';
import styles from '../../form/form.module.css';
import own from './dapp.module.css';

/** The store categories, several at a time (docs/product.md §3.1), with loading and failure states of the same size. */
export function CategoryField({ state }: { state: CategoriesState }) {
  const { t } = useTranslation();
  if (state.status === 'ready') {
    return (
      <ChoiceField<number>
        name="category"
        legend={t('dapp.category')}
        hint={t('dapp.categoryHint', { count: LIMITS.categories })}
        required
        multiple
        max={LIMITS.categories}
        inline
        choices={state.data.map((category) => ({ value: category.hid, label: category.name }))}
      />
    );
  }
  return (
    <div className={styles.fieldset} id={fieldId('category')} tabIndex={-1}>
      <span className={styles.label}>
        {t('dapp.category')}
        <RequiredMark />
      </span>
      {state.status === 'loading' ? (
        <div className={own.chipSkeletons} role="status" aria-label={t('dapp.categoriesLoading')}>
          {Array.from({ length: 8 }, (_, i) => (
            <span key={i} className={`tp-skeleton ${own.chipSkeleton}`} />
          ))}
        </div>
      ) : (
        <p className={own.failed} role="alert">
          {t('dapp.categoriesFailed')}{' '}
          <button type="button" className={styles.linkButton} onClick={state.retry}>
            {t('retry')}
          </button>
        </p>
      )}
    </div>
  );
}
