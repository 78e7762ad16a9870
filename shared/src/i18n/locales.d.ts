/** The site's languages, in the order the specification lists them (spec §1). */
export declare const LOCALES: readonly ["zh", "zh-tw", "en", "ko", "ru", "es", "hi", "fil", "pt", "ja", "vi", "th"];
export type Locale = (typeof LOCALES)[number];
export declare const DEFAULT_LOCALE: Locale;
/** Each language's name in that language, for the language switcher. */
export declare const LOCALE_NAMES: Record<Locale, string>;
/** BCP 47 tags for `<html lang>`, hreflang and Intl formatting; also the content API's languages (spec §4). */
export declare const LOCALE_BCP47: {
    readonly zh: "zh-Hans";
    readonly 'zh-tw': "zh-Hant";
    readonly en: "en";
    readonly ko: "ko";
    readonly ru: "ru";
    readonly es: "es";
    readonly hi: "hi";
    readonly fil: "fil";
    readonly pt: "pt";
    readonly ja: "ja";
    readonly vi: "vi";
    readonly th: "th";
};
export declare function isLocale(value: unknown): value is Locale;
