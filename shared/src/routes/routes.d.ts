import { type Locale } from '../i18n/locales';
/** The sections of the site; each is one federated remote owned by one team. */
export type SectionName = 'home' | 'dappstore' | 'news' | 'submit' | 'download';
export interface PageRoute {
    /** Path after `/{lang}`, react-router style (`''` is the language root). */
    readonly path: string;
    readonly section: SectionName;
    /** Key of the page's title and description in the shell's `meta` namespace. */
    readonly metaKey: string;
    /** Listed in sitemap.xml. Parameterised routes are not. */
    readonly inSitemap: boolean;
}
/**
 * Every page route of the site (spec §2). The shell uses it to pick the section,
 * the site server to answer 200 or 404, to write titles and the sitemap.
 */
export declare const PAGE_ROUTES: readonly PageRoute[];
/** The footer is hidden on these paths (spec §2, Global layout). */
export declare const FOOTERLESS_PATHS: readonly ["dappstore/detail"];
export interface ParsedPath {
    /** The language segment, or null when the path has none or an unknown one. */
    readonly lang: Locale | null;
    /** The first segment when it looks like a language but is not one of ours. */
    readonly unknownLang: string | null;
    /** The path after the language, without leading or trailing slashes. */
    readonly rest: string;
}
/** The first segment of every path the site serves that is not a language. */
export declare const NON_LANGUAGE_ROOTS: Set<string>;
export declare function parsePath(pathname: string): ParsedPath;
/** The route a path after the language belongs to, or undefined for a 404. */
export declare function matchRoute(rest: string): PageRoute | undefined;
/** The section that owns a path after the language: by prefix, so a section may own sub-routes it adds. */
export declare function sectionForPath(rest: string): SectionName | undefined;
export declare function isFooterlessPath(rest: string): boolean;
/** Replaces the language of a path, keeping the rest of it (spec §4, language change). */
export declare function localizePath(pathname: string, lang: Locale): string;
export declare const SITE_NAME = "TP Wallet";
/** A page's document title: the home page's stands alone, the others carry the site's name. */
export declare function documentTitle(pageTitle: string, metaKey: string): string;
