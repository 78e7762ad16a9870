import type { FastifyRequest } from 'fastify';
import { clientOsOf, contentLanguageOf } from './language';
import { versionNumber } from './query';

const request = (query: Record<string, string>, headers: Record<string, string> = {}) => ({ query, headers }) as unknown as FastifyRequest;

describe('request language and platform', () => {
  it.each([
    [{ lang: 'zh' }, {}, 'zh-Hans'],
    [{ lang: 'zh-tw' }, {}, 'zh-Hant'],
    [{ lang: 'zh-Hans' }, {}, 'zh-Hans'],
    [{ lang: 'ZH_TW' }, {}, 'zh-Hant'],
    [{}, { lang: 'ko' }, 'ko'],
    [{ lang: 'ja' }, { lang: 'ko' }, 'ja'],
    [{ lang: 'de' }, {}, 'en'],
    [{}, {}, 'en'],
  ])('query %p, headers %p → %s', (query, headers, expected) => {
    expect(contentLanguageOf(request(query, headers))).toBe(expected);
  });

  it('reads os from the query or header', () => {
    expect(clientOsOf(request({}, { os: 'iOS' }))).toBe('ios');
    expect(clientOsOf(request({ os: 'android' }))).toBe('android');
    expect(clientOsOf(request({}))).toBe('');
  });

  it('compares versions as numbers', () => {
    expect(versionNumber('10.0.0')! > versionNumber('9.12.3')!).toBe(true);
    expect(versionNumber('2.10')).toBe(2_010_000);
    expect(versionNumber(undefined)).toBeNull();
  });
});
