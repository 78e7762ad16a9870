import i18next from 'i18next';
import { addRemoteLocales, type LocaleBundle } from './remote-locales';
import { createSiteI18n } from './site-i18n';

const bundles: Record<string, LocaleBundle> = {
  en: { title: 'News', more: 'Load more' },
  ko: { title: '뉴스', more: '더 보기' },
  ja: { title: 'ニュース', more: 'もっと見る' },
};

function recordingLoader(source: Record<string, LocaleBundle> = bundles) {
  const calls: string[] = [];
  const loader = async (lang: string) => {
    calls.push(lang);
    const bundle = source[lang];
    if (!bundle) throw new Error(`no chunk for ${lang}`);
    return bundle;
  };
  return { loader, calls };
}

describe('addRemoteLocales', () => {
  it('loads the current language only (no English fallback) and resolves when the bundle is in', async () => {
    const i18n = createSiteI18n('ko');
    const { loader, calls } = recordingLoader();

    await addRemoteLocales(i18n, 'news', loader);
    expect(calls).toEqual(['ko']);
    expect(i18n.t('news:title')).toBe('뉴스');
  });

  it('loads the new language\'s bundle before a language change takes effect', async () => {
    const i18n = createSiteI18n('en');
    const { loader, calls } = recordingLoader();
    await addRemoteLocales(i18n, 'news', loader);

    const seenOnChange: string[] = [];
    i18n.on('languageChanged', () => seenOnChange.push(i18n.t('news:title')));
    await i18n.changeLanguage('ja');

    expect(calls).toEqual(['en', 'ja']);
    expect(seenOnChange).toEqual(['ニュース']);
  });

  it('does not load a bundle twice', async () => {
    const i18n = createSiteI18n('ko');
    const { loader, calls } = recordingLoader();
    await addRemoteLocales(i18n, 'news', loader);
    await addRemoteLocales(i18n, 'news', loader);
    await i18n.changeLanguage('en');
    await i18n.changeLanguage('ko');
    expect(calls).toEqual(['ko', 'en']);
  });

  it('unwraps a JSON module namespace but keeps a bundle that merely has a "default" key', async () => {
    const i18n = createSiteI18n('en');
    const asModule = { default: bundles.en, ...bundles.en };
    await addRemoteLocales(i18n, 'news', async () => asModule);
    expect(i18n.t('news:title')).toBe('News');

    await addRemoteLocales(i18n, 'forms', async () => ({ default: 'Default', other: 'Other' }));
    expect(i18n.t('forms:default')).toBe('Default');
  });

  it('keeps the site\'s own codes when calling the loader', async () => {
    const i18n = createSiteI18n('zh-tw');
    const { loader, calls } = recordingLoader({ 'zh-tw': { title: '新聞' }, en: bundles.en });
    await addRemoteLocales(i18n, 'news', loader);
    expect(calls).toEqual(['zh-tw']);
    expect(i18n.t('news:title')).toBe('新聞');
  });

  it('rejects with a clear error when the bundle cannot be loaded, and succeeds on a later try', async () => {
    const i18n = createSiteI18n('ko');
    const broken = recordingLoader({ en: bundles.en });
    await expect(addRemoteLocales(i18n, 'news', broken.loader)).rejects.toThrow(
      'The "news" translations for "ko" could not be loaded',
    );
    expect(broken.calls.filter((lang) => lang === 'ko')).toHaveLength(2);

    await addRemoteLocales(i18n, 'news', recordingLoader().loader);
    expect(i18n.t('news:title')).toBe('뉴스');
  });

  it('loads a namespace that was asked for before its loader was registered', async () => {
    const i18n = createSiteI18n('ko');
    await i18n.loadNamespaces('news');
    await addRemoteLocales(i18n, 'news', recordingLoader().loader);
    expect(i18n.t('news:more')).toBe('더 보기');
  });

  it('refuses an i18next instance the site did not make', async () => {
    const foreign = i18next.createInstance();
    await foreign.init({ lng: 'en' });
    await expect(addRemoteLocales(foreign, 'news', recordingLoader().loader)).rejects.toThrow(
      'addRemoteLocales needs the i18next instance made by createSiteI18n',
    );
  });
});
