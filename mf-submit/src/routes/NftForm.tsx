import { memo } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { useWatch } from 'react-hook-form';
import { NFT_PROTOCOLS } from '@tp/shared/validation/choices';
import { LIMITS } from '@tp/shared/validation/limits';
import type { NftSubmissionInput } from '@tp/shared/validation/schemas';
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

export type NftFormValues = {
  network: string;
  protocol: string;
  address: string;
  name: string;
  symbol: string;
  website: string;
  description: string;
  email: string;
  contact: string[];
};

export const NFT_DEFAULTS: NftFormValues = {
  network: '', protocol: '', address: '', name: '', symbol: '', website: '', description: '', email: '', contact: [''],
};

/** The NFT protocol type (docs/product.md §3.3): the network's NFT protocols from the map, else the common standards. */
function ProtocolField() {
  const { t } = useTranslation();
  const { control } = useFormMethods<NftFormValues>();
  const network = useWatch({ control, name: 'network' });
  const known = useProtocolOptions(network, 'nft');
  const options = known.length ? known : NFT_PROTOCOLS.map((protocol) => ({ value: protocol, label: protocol }));
  return <SelectField name="protocol" label={t('nft.protocol')} required placeholder={t('nft.protocolPlaceholder')} options={options} />;
}

const NftFields = memo(function NftFields({ logo }: { logo: LogoState }) {
  const { t } = useTranslation();
  const networks = useNetworkOptions();
  return (
    <>
      <FormSection title={t('nft.sectionCollection')}>
        <div className={styles.grid2}>
          <SelectField
            name="network"
            label={t('nft.network')}
            required
            placeholder={networks.length ? t('network.placeholder') : t('network.loading')}
            options={networks}
          />
          <ProtocolField />
        </div>
        <TextField name="address" label={t('nft.address')} required max={LIMITS.address} code />
        <div className={styles.grid2}>
          <TextField name="name" label={t('nft.name')} required max={LIMITS.tokenName} />
          <TextField name="symbol" label={t('nft.symbol')} required max={LIMITS.tokenSymbol} code />
        </div>
        <LogoField logo={logo} label={t('nft.logo')} />
        <TextField name="website" label={t('nft.website')} required type="url" inputMode="url" placeholder="https://" max={LIMITS.website} code />
        <TextField name="description" label={t('nft.description')} hint={t('nft.descriptionHint')} required multiline rows={5} max={LIMITS.introduction} />
      </FormSection>
      <FormSection title={t('nft.sectionContact')}>
        <TextField name="email" label={t('nft.email')} required type="email" inputMode="email" autoComplete="email" max={LIMITS.email} />
        <StringListField
          name="contact"
          legend={t('nft.contact')}
          hint={t('nft.contactHint')}
          required
          itemLabel={(n) => t('nft.contactItem', { n })}
          addLabel={t('nft.addContact')}
          removeLabel={(n) => t('nft.removeContact', { n })}
          maxItems={LIMITS.contactsPerForm}
          maxLength={LIMITS.contact}
        />
      </FormSection>
    </>
  );
});

export default function NftForm() {
  const { t } = useTranslation();
  const submission = useSubmissionForm<NftFormValues>({
    kind: 'nft',
    defaults: NFT_DEFAULTS,
    logoRequiredKey: 'logoRequired',
    send: (api, values, logo, guard) => api.submitNft(values as NftSubmissionInput, logo, guard),
  });
  return (
    <FormPage
      requirements={[t('nft.requirements.mainnet'), t('nft.requirements.original'), t('nft.requirements.logo')]}
      submission={submission}
    >
      <NftFields logo={submission.logo} />
    </FormPage>
  );
}
