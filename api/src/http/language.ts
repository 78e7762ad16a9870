import type { FastifyRequest } from 'fastify';
import { contentLanguage, type ContentLanguage } from '@tp/shared/i18n/content-language';
import { CONTENT_LANGUAGES } from '../languages';

const CONTENT_CODES = new Map<string, ContentLanguage>(CONTENT_LANGUAGES.map((code) => [code.toLowerCase(), code]));

/**
 * The content language of a request (docs/product.md §4.5): the `lang` query parameter or
 * header, as a site locale (zh, zh-tw…) or already as a content code (zh-Hans…);
 * anything else is English.
 */
export function contentLanguageOf(request: FastifyRequest): ContentLanguage {
  const query = request.query as { lang?: unknown } | undefined;
  const raw = typeof query?.lang === 'string' && query.lang ? query.lang : request.headers.lang;
  const value = (Array.isArray(raw) ? raw[0] : raw ?? '').trim().toLowerCase();
  return CONTENT_CODES.get(value) ?? contentLanguage(value.replace('_', '-'));
}

/** The client platform of the `os` header or parameter (docs/product.md §7.2), lower-cased; empty when absent. */
export function clientOsOf(request: FastifyRequest): string {
  const query = request.query as { os?: unknown } | undefined;
  const raw = typeof query?.os === 'string' ? query.os : request.headers.os;
  return (Array.isArray(raw) ? raw[0] : raw ?? '').trim().toLowerCase().slice(0, 16);
}
