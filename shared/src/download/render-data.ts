import type { ApiClient } from '../api/client';
import type { Release } from '../api/types';
import { pageDataKey, type PageData } from '../contracts/page-data';
import { writeByteSizes } from '../i18n/format-bytes';
import { writeDates } from '../i18n/format-date';
import type { Locale } from '../i18n/locales';
import { newestOfEachPackage } from './offerable';
import { loadKnownReleases, RELEASE_DATE } from './page-data';
import type { QrCodes, QrModules } from './qr-code';
import { encodeQr } from './qr-encode';

/** The longest user agent a page carries back (real ones are a few hundred characters). */
const USER_AGENT_LIMIT = 512;

/** Codes already encoded, by link: links change with releases, a few times a month. */
const encoded = new Map<string, QrModules>();
const ENCODED_LIMIT = 256;

function qrCodeOf(url: string): QrModules {
  let modules = encoded.get(url);
  if (!modules) {
    if (encoded.size >= ENCODED_LIMIT) encoded.clear();
    modules = encodeQr(url);
    encoded.set(url, modules);
  }
  return modules;
}

/** The QR code of every link the download pages may offer. */
function offeredQrCodes(releases: readonly Release[]): QrCodes {
  return Object.fromEntries(newestOfEachPackage(releases).map((release) => [release.url, qrCodeOf(release.url)]));
}

/** The release dates and file sizes the download pages show, written in the page's language (keepWrittenTexts). */
function writeReleaseTexts(releases: readonly Release[], lang: Locale): Record<string, string> {
  return {
    ...writeDates(releases.map((release) => [release.released_at, RELEASE_DATE]), lang),
    ...writeByteSizes(releases.flatMap((release) => (release.size === null ? [] : [release.size])), lang),
  };
}

/**
 * The data the download pages render with on the server: the releases with
 * their dates and sizes written in the page's language and the QR codes of
 * the links they offer, and the user agent the request came with, so the
 * page opens on the visitor's platform and the browser hydrates that same
 * tab. Releases the api cannot give are left out, for the browser to ask for
 * and show a retry. (A module of its own: the browser's bundle never needs
 * the QR encoder for a page that came with its codes.)
 */
export async function loadDownloadPageData(api: ApiClient, userAgent: string, lang: Locale): Promise<PageData> {
  const releases = await loadKnownReleases(api).catch(() => undefined);
  return {
    ...(releases && {
      [pageDataKey.releases()]: releases,
      [pageDataKey.writtenTexts(lang)]: writeReleaseTexts(releases.releases, lang),
      [pageDataKey.qrCodes()]: offeredQrCodes(releases.releases),
    }),
    [pageDataKey.visitorUserAgent()]: userAgent.slice(0, USER_AGENT_LIMIT),
  };
}
