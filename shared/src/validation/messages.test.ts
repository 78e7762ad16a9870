import { LOCALES } from '../i18n/locales';
import { VALIDATION_MESSAGES } from './all-messages';
import { translateMessage, type MessageKey } from './messages';

// docs/product.md §5 and §8, quoted exactly.
const SPEC_TEXT: Partial<Record<MessageKey, string>> = {
  networkRequired: 'Network is required',
  dappNameRequired: 'DApp Name is required',
  dappContractRequired: 'DApp Contract is required',
  dappWebsiteRequired: 'DApp Website is required',
  descRequired: 'Desc is required',
  dappLogoRequired: 'DApp Logo is required',
  contractAccountRequired: 'Contract account is required',
  emailRequired: 'Email is required',
  otherContactRequired: 'Other contact information is required',
  categoryRequired: 'Select at least one category',
  selectAtLeastOne: 'Select at least one',
  auditUrlRequired: 'Audit report URL is required.',
  auditInfoRequired: 'Fill in at least one item of audit information',
  tokenInfoRequired: 'Add at least one token information.',
  invalidUrl: 'Please enter the correct URL',
  invalidEmail: 'Please enter the correct Email address',
  logoRequired: 'Logo is required',
  websiteTooLong: 'Official Website is too long',
  introductionTooLong: 'Token Introduction is too long',
  logoInvalid: 'Please submit 400*400px, JPG&PNG, max 5M logo',
  subscribeEmailInvalid: 'Error Email!',
  chainNotFound: 'Chain not found',
  notFound: 'No records found',
  requiredItem: 'This item cannot be empty',
};

describe('validation messages', () => {
  const enKeys = Object.keys(VALIDATION_MESSAGES.en).sort();

  it.each(LOCALES)('%s has every key, each a non-empty text', (locale) => {
    const messages = VALIDATION_MESSAGES[locale];
    expect(Object.keys(messages).sort()).toEqual(enKeys);
    for (const key of enKeys) expect(messages[key as MessageKey].trim()).not.toBe('');
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s is really translated', (locale) => {
    const same = enKeys.filter((key) => VALIDATION_MESSAGES[locale][key as MessageKey] === VALIDATION_MESSAGES.en[key as MessageKey]);
    expect(same).toEqual([]);
  });

  it('keeps the spec English text exactly', () => {
    for (const [key, text] of Object.entries(SPEC_TEXT)) expect(translateMessage(key as MessageKey)).toBe(text);
    expect(translateMessage('tooLong', 'en', { count: 1000 })).toBe('No more than 1000 characters');
  });

  it('keeps every placeholder in every translation', () => {
    for (const locale of LOCALES) {
      for (const key of enKeys) {
        const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
        expect([locale, key, placeholders(VALIDATION_MESSAGES[locale][key as MessageKey])]).toEqual([
          locale,
          key,
          placeholders(VALIDATION_MESSAGES.en[key as MessageKey]),
        ]);
      }
    }
  });

  it('fills placeholders in the requested language', () => {
    expect(translateMessage('tooLong', 'zh', { count: 60 })).toBe('不能超过 60 个字符');
  });
});
