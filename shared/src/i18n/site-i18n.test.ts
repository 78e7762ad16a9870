import { createSiteI18n } from './site-i18n';

const resources = {
  en: { common: { retry: 'Try again', hello: 'Hello {{name}}', onlyEnglish: 'English only', shown_one: '{{count, number}} DApp shown', shown_other: '{{count, number}} DApps shown' } },
  ko: { common: { retry: '다시 시도', hello: '안녕하세요 {{name}}' } },
  ru: { common: { shown_one: '{{count, number}} DApp', shown_few: '{{count, number}} DApps', shown_many: '{{count, number}} DApps', shown_other: '{{count, number}} DApps' } },
  'zh-tw': { common: { retry: '重試' } },
};

describe('createSiteI18n', () => {
  it('is ready synchronously in the given language with bundled resources', () => {
    const i18n = createSiteI18n('ko', resources);
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('ko');
    expect(i18n.t('common:retry')).toBe('다시 시도');
  });

  it('has no fallback language: each language\'s bundle is complete (the build fills its gaps), so English is never loaded for it', () => {
    const i18n = createSiteI18n('ko', resources);
    expect(i18n.languages).toEqual(['ko']);
    expect(i18n.t('common:onlyEnglish')).toBe('onlyEnglish');
  });

  it('keeps the site\'s lower-case codes such as zh-tw', () => {
    const i18n = createSiteI18n('zh-tw', resources);
    expect(i18n.language).toBe('zh-tw');
    expect(i18n.t('common:retry')).toBe('重試');
  });

  it('leaves escaping to React', () => {
    expect(createSiteI18n('en', resources).t('common:hello', { name: '<b>Ann</b>' })).toBe('Hello <b>Ann</b>');
  });

  it('writes counts in the language\'s style, without building a number format for a small one', () => {
    const numberFormat = jest.spyOn(Intl, 'NumberFormat');
    try {
      expect(createSiteI18n('en', resources).t('common:shown', { count: 50 })).toBe('50 DApps shown');
      expect(numberFormat).not.toHaveBeenCalled();
      expect(createSiteI18n('ru', resources).t('common:shown', { count: 12_345 })).toBe('12\u00a0345 DApps');
    } finally {
      numberFormat.mockRestore();
    }
  });

  it('makes independent instances', () => {
    const a = createSiteI18n('en', resources);
    const b = createSiteI18n('ko', resources);
    expect(a.language).toBe('en');
    expect(b.language).toBe('ko');
  });

  it('works without bundled resources', () => {
    const i18n = createSiteI18n('ja');
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('ja');
  });
});
