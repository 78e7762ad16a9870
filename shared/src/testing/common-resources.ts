import type { Resource } from 'i18next';
import type { Locale } from '../i18n/locales';
import { COMMON_NAMESPACE } from '../react/common-namespace';
import en from '../locales/common/en.json';
import es from '../locales/common/es.json';
import fil from '../locales/common/fil.json';
import hi from '../locales/common/hi.json';
import ja from '../locales/common/ja.json';
import ko from '../locales/common/ko.json';
import pt from '../locales/common/pt.json';
import ru from '../locales/common/ru.json';
import th from '../locales/common/th.json';
import vi from '../locales/common/vi.json';
import zhTw from '../locales/common/zh-tw.json';
import zh from '../locales/common/zh.json';

const common: Record<Locale, object> = { zh, 'zh-tw': zhTw, en, ko, ru, es, hi, fil, pt, ja, vi, th };

/**
 * The site-wide `common` namespace the shell loads, bundled for the fake shell
 * so sections under test or in dev mode find it at once, in every language.
 */
export const COMMON_RESOURCES: Resource = Object.fromEntries(
  Object.entries(common).map(([locale, bundle]) => [locale, { [COMMON_NAMESPACE]: bundle }]),
) as Resource;
