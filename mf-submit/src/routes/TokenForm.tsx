import { memo } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { useWatch } from 'react-hook-form';
import { LIMITS } from '@tp/shared/validation/limits';
import type { TokenSubmissionInput } from '@tp/shared/validation/schemas';
import { useFormMethods } from '../form/form-methods';
import { FormPage, FormSection } from '../form/FormPage';
import { LogoField } from '../form/LogoField';
import { SelectField } from '../form/SelectField';
import { StringListField } from '../form/StringListField';
import { TextField } from '../form/TextField';
import type { LogoState } from '../hooks/use-logo';
import { useNetworkOptions, useProtocolOptions } from '../hooks/use-networks';
import { useSubmissionForm } from '../hooks/use-submission-form';
import styles from '../form/form.module.css';

export type TokenFormValues = {
  network: string;
  tokenStandard: string;
  address: string;
  owner_address: string;
  symbol: string;
  bl_symbol: string;
  name: string;
  total_supply: string;
  decimal: string;
  precision: string;
  gas: string;
  website: string;
  description: string;
  companyName: string;
  email: string;
  contact: string[];
};

export const TOKEN_DEFAULTS: TokenFormValues = {
  network: '', tokenStandard: '', address: '', owner_address: '', symbol: '', bl_symbol: '', name: '',
  total_supply: '', decimal: '', precision: '', gas: '', website: '', description: '', companyName: '',
  email: '', contact: [''],
};

/**
 * The standard of the token: a choice when the protocol map knows the network, typed otherwise. Both carry the
 * same hint and the row of the text's counter, so the field keeps its height when it changes (a draft restored
 * after hydration does not move the form).
 */
function TokenStandardField() {
  const { t } = useTranslation();
  const { control } = useFormMethods<TokenFormValues>();
  const network = useWatch({ control, name: 'network' });
  const protocols = useProtocolOptions(network, 'token');
  return protocols.length ? (
    <SelectField
      name="tokenStandard"
      label={t('token.tokenStandard')}
      hint={t('token.tokenStandardHint')}
      placeholder={t('token.tokenStandardPlaceholder')}
      options={protocols}
      reserveBelow
    />
  ) : (
    <TextField name="tokenStandard" label={t('token.tokenStandard')} hint={t('token.tokenStandardHint')} max={LIMITS.tokenStandard} code />
  );
}

const TokenFields = memo(function TokenFields({ logo }: { logo: LogoState }) {
  const { t } = useTranslation();
  const networks = useNetworkOptions();
  return (
    <>
      <FormSection title={t('token.sectionToken')}>
        <div className={styles.grid2}>
          <SelectField
            name="network"
            label={t('token.network')}
            required
            placeholder={networks.length ? t('network.placeholder') : t('network.loading')}
            options={networks}
          />
          <TokenStandardField />
        </div>
        <TextField name="address" label={t('token.address')} required max={LIMITS.address} code />
        <TextField name="owner_address" label={t('token.ownerAddress')} hint={t('token.ownerAddressHint')} required max={LIMITS.address} code />
        <div className={styles.grid2}>
          <TextField name="name" label={t('token.name')} required max={LIMITS.tokenName} />
          <TextField name="symbol" label={t('token.symbol')} required max={LIMITS.tokenSymbol} code />
          <TextField name="bl_symbol" label={t('token.blSymbol')} hint={t('token.blSymbolHint')} required max={LIMITS.blSymbol} code />
          <TextField name="total_supply" label={t('token.totalSupply')} required inputMode="decimal" max={LIMITS.totalSupply} code />
          <TextField name="decimal" label={t('token.decimal')} hint={t('token.decimalHint')} required inputMode="numeric" code />
          <TextField name="precision" label={t('token.precision')} hint={t('token.precisionHint')} required inputMode="numeric" code />
          <TextField name="gas" label={t('token.gas')} hint={t('token.gasHint')} required inputMode="decimal" max={LIMITS.gas} code />
        </div>
        <LogoField logo={logo} label={t('token.logo')} />
      </FormSection>
      <FormSection title={t('token.sectionProject')}>
        <TextField name="website" label={t('token.website')} required type="url" inputMode="url" placeholder="https://" max={LIMITS.website} code />
        <TextField name="description" label={t('token.description')} hint={t('token.descriptionHint')} required multiline rows={6} max={LIMITS.introduction} />
        <TextField name="companyName" label={t('token.companyName')} required max={LIMITS.companyName} />
      </FormSection>
      <FormSection title={t('token.sectionContact')}>
        <TextField name="email" label={t('token.email')} required type="email" inputMode="email" autoComplete="email" max={LIMITS.email} />
        <StringListField
          name="contact"
          legend={t('token.contact')}
          hint={t('token.contactHint')}
          required
          itemLabel={(n) => t('token.contactItem', { n })}
          addLabel={t('token.addContact')}
          removeLabel={(n) => t('token.removeContact', { n })}
          maxItems={LIMITS.contactsPerForm}
          maxLength={LIMITS.contact}
        />
      </FormSection>
    </>
  );
});

export default function TokenForm() {
  const { t } = useTranslation();
  const submission = useSubmissionForm<TokenFormValues>({
    kind: 'token',
    defaults: TOKEN_DEFAULTS,
    logoRequiredKey: 'logoRequired',
    send: (api, values, logo, guard) => api.submitToken(values as TokenSubmissionInput, logo, guard),
  });
  return (
    <FormPage
      requirements={[t('token.requirements.honeypot'), t('token.requirements.duplicate'), t('token.requirements.mainnet'), t('token.requirements.logo')]}
      note={t('token.reviewTime')}
      submission={submission}
    >
      <TokenFields logo={submission.logo} />
    </FormPage>
  );
}
