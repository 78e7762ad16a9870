import type { FastifyInstance } from 'fastify';
import { DEFAULT_TRUST_PROXY } from '@tp/shared/api/trust-proxy';
import { buildApi } from '../index';
import { startTestApi, UNREACHED_RATE_LIMITS, type TestApi } from '../testing/test-api';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { clientKey } from './client-address';
import { DEFAULT_RATE_LIMITS, parseRateLimit, resolveRateLimits } from './rate-limits';

const SMALL = { max: 2, windowMs: 60_000 };

describe('rate limits per client address', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ rateLimits: { subscribe: SMALL, submissions: SMALL, search: SMALL } });
  });
  afterAll(() => api.close());

  const subscribe = (remoteAddress: string) =>
    api.app.inject({ method: 'POST', url: '/api/tokenPocket/subscribe', payload: { email: 'not-an-email' }, remoteAddress });

  it('answers 429 with Retry-After and {result, message, retryAfter} past the limit', async () => {
    expect((await subscribe('203.0.113.1')).statusCode).toBe(400);
    expect((await subscribe('203.0.113.1')).statusCode).toBe(400);
    const refused = await subscribe('203.0.113.1');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({ result: 429, message: `Too many requests. Please try again in ${retryAfter} s.`, retryAfter });
  });

  it('counts each address on its own', async () => {
    for (let i = 0; i < 3; i += 1) await subscribe('203.0.113.2');
    expect((await subscribe('203.0.113.2')).statusCode).toBe(429);
    expect((await subscribe('203.0.113.3')).statusCode).toBe(400);
  });

  it('counts an IPv6 /64 as one client, and an IPv4-mapped address as its IPv4 address', async () => {
    expect((await subscribe('2001:db8:5:6::1')).statusCode).toBe(400);
    expect((await subscribe('2001:db8:5:6:ffff:ffff:ffff:ffff')).statusCode).toBe(400);
    expect((await subscribe('2001:db8:5:6::abcd')).statusCode).toBe(429);
    expect((await subscribe('2001:db8:5:7::1')).statusCode).toBe(400);
    expect(clientKey('::ffff:198.51.100.4')).toBe('198.51.100.4');
    expect(clientKey('2001:0db8:0000:0001:0002:0003:0004:0005')).toBe('2001:db8:0:1::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('shares one count between the submission routes, and refuses before reading the upload', async () => {
    const post = (url: string) => api.app.inject({ method: 'POST', url, payload: 'x'.repeat(1000), headers: { 'content-type': 'multipart/form-data; boundary=b' }, remoteAddress: '203.0.113.4' });
    expect((await post('/api/submissions/dapp')).statusCode).toBe(400);
    expect((await post('/api/submissions/token')).statusCode).toBe(400);
    const refused = await post('/api/submissions/nft');
    expect(refused.statusCode).toBe(429);
    const donation = await api.app.inject({ method: 'POST', url: '/api/submissions/D-0000000000000000/donation', payload: {}, remoteAddress: '203.0.113.4' });
    expect(donation.statusCode).toBe(429);
  });

  it('limits search, and the content list only when it searches; HEAD counts as GET', async () => {
    const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => api.app.inject({ method, url, remoteAddress: '203.0.113.5' });
    for (let i = 0; i < 5; i += 1) expect((await get('/v1/application/list?count=1')).statusCode).toBe(200);
    expect((await get('/v1/application/search?key=swap', 'HEAD')).statusCode).toBe(200);
    expect((await get('/v1/application/list?key=swap&count=1')).statusCode).toBe(200);
    expect((await get('/v1/application/search?key=swap')).statusCode).toBe(429);
    expect((await get('/v1/application/list?count=1')).statusCode).toBe(200);
    expect((await get('/v1/block_chain/list')).statusCode).toBe(200);
  });
});

describe('the client address behind proxies', () => {
  let app: FastifyInstance;
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
    // As the site server runs it: X-Forwarded-For believed from loopback and private proxies only.
    app = await buildApi({ database: database.db, seed: false, rateLimits: { ...UNREACHED_RATE_LIMITS, subscribe: SMALL } }, { trustProxy: DEFAULT_TRUST_PROXY });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const subscribe = (remoteAddress: string, forwardedFor: string) =>
    app.inject({ method: 'POST', url: '/api/tokenPocket/subscribe', payload: { email: 'nope' }, remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });

  it('keys on the address a local proxy reports', async () => {
    for (let i = 0; i < 2; i += 1) expect((await subscribe('127.0.0.1', '198.51.100.20')).statusCode).toBe(400);
    expect((await subscribe('10.0.0.2', '198.51.100.20')).statusCode).toBe(429);
    expect((await subscribe('127.0.0.1', '198.51.100.21')).statusCode).toBe(400);
  });

  it('cannot be dodged by a client that writes its own X-Forwarded-For', async () => {
    for (let i = 0; i < 2; i += 1) await subscribe('203.0.113.30', `192.0.2.${i}`);
    expect((await subscribe('203.0.113.30', '192.0.2.99')).statusCode).toBe(429);
    // Through the local proxy, a forged first hop is ignored: the proxy appended the real address.
    for (let i = 0; i < 2; i += 1) await subscribe('127.0.0.1', `192.0.2.${i}, 203.0.113.31`);
    expect((await subscribe('127.0.0.1', '192.0.2.77, 203.0.113.31')).statusCode).toBe(429);
  });
});

describe('configuring the limits', () => {
  it('reads requests per window', () => {
    expect(parseRateLimit('5/1m', 'X')).toEqual({ max: 5, windowMs: 60_000 });
    expect(parseRateLimit(' 120 / 30s ', 'X')).toEqual({ max: 120, windowMs: 30_000 });
    expect(parseRateLimit('20/h', 'X')).toEqual({ max: 20, windowMs: 3_600_000 });
    for (const bad of ['', '5', '0/1m', '5/0m', 'five/1m', '5/1d', '-1/1m']) {
      expect(() => parseRateLimit(bad, 'RATE_LIMIT_SEARCH')).toThrow(/RATE_LIMIT_SEARCH must be requests per window/);
    }
  });

  it('takes the defaults, then the environment, then the host options', () => {
    expect(resolveRateLimits({}, {})).toEqual(DEFAULT_RATE_LIMITS);
    const limits = resolveRateLimits({ search: { max: 9, windowMs: 1000 } }, { RATE_LIMIT_SEARCH: '1/1s', RATE_LIMIT_SUBSCRIBE: '3/10m' });
    expect(limits).toEqual({ ...DEFAULT_RATE_LIMITS, subscribe: { max: 3, windowMs: 600_000 }, search: { max: 9, windowMs: 1000 } });
  });
});
