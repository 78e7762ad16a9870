import type { FastifyRequest } from 'fastify';
import type { Audience } from '../store/dapps';
import { clientOsOf, contentLanguageOf } from './language';
import { versionNumber } from './query';

/** Who asks, from the docs/product.md §7.2 headers and parameters: lang, os, and the app version (`version` or `appver`). */
export function audienceOf(request: FastifyRequest, version?: string): Audience {
  const header = request.headers.appver;
  const appver = typeof header === 'string' && /^\d{1,4}(\.\d{1,4}){0,3}$/.test(header) ? header : undefined;
  return { lang: contentLanguageOf(request), os: clientOsOf(request), version: versionNumber(version ?? appver) };
}
