import type { ReactNode } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { ChoiceField } from './ChoiceField';

/** A yes/no question stored as a boolean (hasReferral, hasAudit, hasTokens…). */
export function YesNoField({ name, legend, hint }: { name: string; legend: ReactNode; hint?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ChoiceField<boolean>
      name={name}
      legend={legend}
      hint={hint}
      inline
      choices={[
        { value: true, label: t('form.yes') },
        { value: false, label: t('form.no') },
      ]}
    />
  );
}
