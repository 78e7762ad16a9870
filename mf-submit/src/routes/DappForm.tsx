import { memo, useEffect, useMemo } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { useFieldArray, useWatch } from 'react-hook-form';
import type { Locale } from '@tp/shared';
import { useLang } from '@tp/shared/react';
import { DAPP_LANGUAGES, REFERRAL_MODES, TP_CONNECT_OPTIONS, type DappLanguage } from '@tp/shared/validation/choices';
import { LIMITS } from '@tp/shared/validation/limits';
import type { DappSubmissionInput } from '@tp/shared/validation/schemas';
import { ChoiceField } from '../form/ChoiceField';
import { useFormMethods } from '../form/form-methods';
import { FormPage, FormSection } from '../form/FormPage';
import { LogoField } from '../form/LogoField';
import { SelectField } from '../form/SelectField';
import { StringListField } from '../form/StringListField';
import { TextField } from '../form/TextField';
import { YesNoField } from '../form/YesNoField';
import { useCategories } from '../hooks/use-categories';
import { useNetworkOptions } from '../hooks/use-networks';
import { useSubmissionForm } from '../hooks/use-submission-form';
import type { LogoState } from '../hooks/use-logo';
import type { FileNotes } from '../drafts/drafts';
import { AuditReportsField } from './dapp/AuditReportsField';
import { CategoryField } from './dapp/CategoryField';
import { TokenRows } from './dapp/TokenRows';
import styles from '../form/form.module.css';

/** Every field of the DApp form, empty. */
export type DappFormValues = {
  platform: string;
  title: string;
  address: string;
  url: string;
  desc: string;
  email: string;
  others: string;
  category: number[];
  tp_connect: string;
  language: DappLanguage;
  translations: { language: DappLanguage; title: string; desc: string }[];
  hasReferral: boolean;
  rakeBackAccount: string;
  referralMode: string;
  inviterMustTransact: boolean;
  referralContract: string;
  hasAudit: boolean;
  audit_url: string[];
  /** The report files chosen; files are never kept with the draft. */
  audit_reports: File[];
  hasTokens: boolean;
  tokens: { network: string; symbol: string; contract: string }[];
};

/** The listing language that matches the site's language. */
function listingLanguage(lang: Locale): DappLanguage {
  return lang === 'zh' ? 'zh' : lang === 'zh-tw' ? 'zhTW' : 'en';
}

export function dappDefaults(lang: Locale): DappFormValues {
  return {
    platform: '', title: '', address: '', url: '', desc: '', email: '', others: '', category: [], tp_connect: '',
    language: listingLanguage(lang), translations: [],
    hasReferral: false, rakeBackAccount: '', referralMode: '', inviterMustTransact: false, referralContract: '',
    hasAudit: false, audit_url: [], audit_reports: [], hasTokens: false, tokens: [],
  };
}

export const LANGUAGE_NAMES: Record<DappLanguage, string> = { en: 'English', zh: '简体中文', zhTW: '繁體中文' };

/** The same listing in the other two languages (docs/product.md §3.1: one submission per language). */
function Translations() {
  const { t } = useTranslation();
  const { control } = useFormMethods<DappFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'translations' });
  const main = useWatch({ control, name: 'language' });

  // A translation into the main language would be a duplicate: drop it when the main language changes.
  useEffect(() => {
    const index = fields.findIndex((field) => field.language === main);
    if (index >= 0) remove(index);
  }, [main, fields, remove]);

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>{t('dapp.otherLanguages')}</legend>
      <p className={styles.hint}>{t('dapp.otherLanguagesHint')}</p>
      <div className={styles.chips}>
        {DAPP_LANGUAGES.filter((language) => language !== main).map((language) => {
          const index = fields.findIndex((field) => field.language === language);
          return (
            <label key={language} className={styles.choice} data-checked={index >= 0 ? true : undefined}>
              <input
                type="checkbox"
                checked={index >= 0}
                onChange={(event) => (event.target.checked ? append({ language, title: '', desc: '' }) : remove(index))}
              />
              <span lang={language === 'en' ? 'en' : language === 'zh' ? 'zh-Hans' : 'zh-Hant'}>{LANGUAGE_NAMES[language]}</span>
            </label>
          );
        })}
      </div>
      {fields.map((field, index) => (
        <div key={field.id} className={styles.subgroup}>
          <TextField
            name={`translations.${index}.title`}
            label={t('dapp.translatedTitle', { language: LANGUAGE_NAMES[field.language] })}
            required
            max={LIMITS.dappTitle}
          />
          <TextField
            name={`translations.${index}.desc`}
            label={t('dapp.translatedDesc', { language: LANGUAGE_NAMES[field.language] })}
            required
            multiline
            rows={2}
            max={LIMITS.dappDesc}
          />
        </div>
      ))}
    </fieldset>
  );
}

/**
 * The token list starts with one empty row when the DApp has tokens, so there
 * is something to fill in. (The audit section does not: a link or a file will
 * do, and an empty link row would stand in the way of a file alone.)
 */
function useFirstTokenRow() {
  const { control, getValues, setValue } = useFormMethods<DappFormValues>();
  const on = useWatch({ control, name: 'hasTokens' });
  useEffect(() => {
    if (on && getValues('tokens').length === 0) setValue('tokens', [{ network: '', symbol: '', contract: '' }]);
  }, [on, getValues, setValue]);
  return on;
}

const DappFields = memo(function DappFields({ logo, filesBeforeReload }: { logo: LogoState; filesBeforeReload: FileNotes }) {
  const { t } = useTranslation();
  const { control } = useFormMethods<DappFormValues>();
  const networks = useNetworkOptions();
  const categories = useCategories();
  const hasReferral = useWatch({ control, name: 'hasReferral' });
  const hasAudit = useWatch({ control, name: 'hasAudit' });
  const hasTokens = useFirstTokenRow();
  const networkPlaceholder = networks.length ? t('network.placeholder') : t('network.loading');

  return (
    <>
      <FormSection title={t('dapp.sectionBasics')}>
        <ChoiceField<DappLanguage>
          name="language"
          legend={t('dapp.language')}
          hint={t('dapp.languageHint')}
          required
          inline
          choices={DAPP_LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
        />
        <SelectField name="platform" label={t('dapp.platform')} required placeholder={networkPlaceholder} options={networks} />
        <TextField name="title" label={t('dapp.title')} required max={LIMITS.dappTitle} />
        <TextField name="address" label={t('dapp.address')} hint={t('dapp.addressHint')} required multiline rows={2} max={LIMITS.addressList} code />
        <TextField name="url" label={t('dapp.url')} required type="url" inputMode="url" placeholder="https://" max={LIMITS.url} code />
        <TextField name="desc" label={t('dapp.desc')} hint={t('dapp.descHint')} required multiline rows={2} max={LIMITS.dappDesc} />
        <LogoField logo={logo} label={t('dapp.logo')} />
        <CategoryField state={categories} />
        <ChoiceField<string>
          name="tp_connect"
          legend={t('dapp.tpConnect')}
          hint={t('dapp.tpConnectHint')}
          required
          choices={TP_CONNECT_OPTIONS.map((option) => ({ value: option, label: t(`dapp.tpConnectOptions.${option}`) }))}
        />
        <Translations />
      </FormSection>

      <FormSection title={t('dapp.sectionReferral')}>
        <YesNoField name="hasReferral" legend={t('dapp.hasReferral')} />
        {hasReferral && (
          <div className={styles.subgroup}>
            <TextField name="rakeBackAccount" label={t('dapp.rakeBackAccount')} hint={t('dapp.rakeBackAccountHint')} required max={LIMITS.account} code />
            <ChoiceField<string>
              name="referralMode"
              legend={t('dapp.referralMode')}
              required
              choices={REFERRAL_MODES.map((mode) => ({ value: mode, label: t(`dapp.referralModes.${mode}`) }))}
            />
            <YesNoField name="inviterMustTransact" legend={t('dapp.inviterMustTransact')} hint={t('dapp.inviterMustTransactHint')} />
            <TextField name="referralContract" label={t('dapp.referralContract')} hint={t('dapp.referralContractHint')} max={LIMITS.account} code />
          </div>
        )}
      </FormSection>

      <FormSection title={t('dapp.sectionAudit')}>
        <YesNoField name="hasAudit" legend={t('dapp.hasAudit')} />
        {hasAudit && (
          <div className={styles.subgroup}>
            <StringListField
              name="audit_url"
              legend={t('dapp.auditUrls')}
              hint={t('dapp.auditUrlsHint')}
              type="url"
              placeholder="https://"
              itemLabel={(n) => t('dapp.auditUrl', { n })}
              addLabel={t('dapp.addAudit')}
              removeLabel={(n) => t('dapp.removeAudit', { n })}
              maxItems={LIMITS.auditUrls}
              maxLength={LIMITS.auditUrl}
            />
            <AuditReportsField before={filesBeforeReload.audit_reports ?? []} />
          </div>
        )}
      </FormSection>

      <FormSection title={t('dapp.sectionTokens')}>
        <YesNoField name="hasTokens" legend={t('dapp.hasTokens')} />
        {hasTokens && <TokenRows networks={networks} networkPlaceholder={networkPlaceholder} />}
      </FormSection>

      <FormSection title={t('dapp.sectionContact')}>
        <TextField name="email" label={t('dapp.email')} required type="email" inputMode="email" autoComplete="email" max={LIMITS.email} />
        <TextField name="others" label={t('dapp.others')} hint={t('dapp.othersHint')} required max={LIMITS.contact} />
      </FormSection>
    </>
  );
});

export default function DappForm() {
  const { t } = useTranslation();
  const lang = useLang();
  const defaults = useMemo(() => dappDefaults(lang), [lang]);
  const submission = useSubmissionForm<DappFormValues>({
    kind: 'dapp',
    defaults,
    logoRequiredKey: 'dappLogoRequired',
    // The report files go only with an audit: the section's answer is what counts, as for its links.
    send: (api, values, logo, guard) => api.submitDapp(values as unknown as DappSubmissionInput, logo, guard, values.hasAudit ? values.audit_reports : []),
  });
  return (
    <FormPage
      requirements={[t('dapp.requirements.mainnet'), t('dapp.requirements.contact'), t('dapp.requirements.logo'), t('dapp.requirements.language')]}
      submission={submission}
    >
      <DappFields logo={submission.logo} filesBeforeReload={submission.filesBeforeReload} />
    </FormPage>
  );
}
