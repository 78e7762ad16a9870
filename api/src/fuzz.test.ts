import Fastify, { type FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { formGuard, judgeFormGuard, type GuardedForm } from '@tp/shared/validation';
import { VALID_DAPP, VALID_NFT, VALID_TOKEN } from '@tp/shared/validation/fixtures';
import { apiPlugin } from './plugin';
import { pdf } from './testing/documents';
import { png } from './testing/images';
import { TEST_ADMIN_TOKEN, UNREACHED_RATE_LIMITS } from './testing/test-api';
import { openTestDatabase, type TestDatabase } from './testing/test-database';

/**
 * Property-based fuzzing of every route of the api: thousands of generated
 * paths, query strings, headers and bodies (JSON, text, multipart), with a
 * fixed seed. No answer may be a server error, no refused request may leave
 * a row behind, and neither may a form the guard refuses quietly. Refusal counters and the admin audit log are written on
 * purpose by refusals (see README "Abuse resistance") and are left out.
 */

const SEED = 20_261_121;
// On a PostgreSQL server the same requests meet another database; the generators and every route had their full runs on PGlite.
const RUNS = process.env.DATABASE_URL ? { GET: 20, POST: 40 } : { GET: 70, POST: 160 };
const LOGGED_ON_PURPOSE = new Set(['form_refusals', 'admin_actions', 'schema_migrations']);

let database: TestDatabase;
let app: FastifyInstance;
const routes: { method: 'GET' | 'POST'; url: string }[] = [];
let countRows: () => Promise<Record<string, number>>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = Fastify();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method === 'GET' || method === 'POST') routes.push({ method: method as 'GET' | 'POST', url: route.url });
  });
  await app.register(apiPlugin, { database: database.db, adminToken: TEST_ADMIN_TOKEN, rateLimits: UNREACHED_RATE_LIMITS });
  await app.ready();
  const tables = (
    await database.db.query<{ name: string }>(`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`)
  )
    .map((row) => row.name)
    .filter((name) => !LOGGED_ON_PURPOSE.has(name));
  const sql = `select json_build_object(${tables.map((t) => `'${t}', (select count(*) from "${t}")`).join(', ')}) as counts`;
  countRows = async () => {
    const [row] = await database.db.query<{ counts: Record<string, number> | string }>(sql);
    return typeof row.counts === 'string' ? JSON.parse(row.counts) : row.counts;
  };
});

afterAll(async () => {
  await app.close();
  await database.close();
});

// ------------------------------------------------------------------ generators

const printable = fc.string({ unit: fc.constantFrom(...' !"#$%&\'()*+,-./0123456789:;<=>?@AZaz[\\]^_`{|}~'.split('')), maxLength: 40 });
const text = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  printable,
  fc.integer().map(String),
  fc.double().map(String),
  fc.constantFrom('', ' ', '0', '-1', '1e309', 'NaN', 'null', 'true', '%', '%E0%A4%A', '..', '../../etc/passwd', "' or 1=1 --", '<script>alert(1)</script>', 'javascript:alert(1)', 'eth', 'en', 'zh-Hans', 'D-0000000000000000', '1,2,3', 'x'.repeat(2000)),
);
/** A path segment: anything, often ending as a file name does (`.svg` for the art route). */
const pathValue = fc
  .tuple(fc.oneof(text, fc.constantFrom('1', '42', 'icon', 'banner', 'D-0000000000000000', 'd-7q2m9kx4c8rzt1vb')), fc.constantFrom('', '', '.svg', '.png'))
  .map(([value, suffix]) => encodeURIComponent(value + suffix));
const QUERY_KEYS = ['start', 'count', 'lang', 'os', 'version', 'key', 'ns', 'category_id', 'section_id', 'ids', 'status', 'platform', 'channel', 'latest', 'kind', 'days'];
const query = fc.dictionary(fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 8 })), fc.oneof(text, fc.array(text, { maxLength: 3 })), { maxKeys: 6 });
const headers = fc.record(
  { lang: printable, os: printable, appver: printable, 'content-type': fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'image/png') },
  { requiredKeys: [] },
);
const guard = fc.oneof(fc.constant({}), fc.record({ homepage: fc.oneof(fc.string(), fc.integer()), form_started_at: fc.oneof(fc.integer(), fc.string()), form_sent_at: fc.oneof(fc.integer(), fc.string()) }, { requiredKeys: [] }), fc.constant(formGuard('', 1, 2)));
/** Any JSON, or a valid form with a few fields changed to anything. */
const formLike = (valid: object) =>
  fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.tuple(fc.dictionary(fc.constantFrom(...Object.keys(valid), 'hasAudit', 'audit_url', 'hasTokens', 'tokens', 'translations', 'hasReferral', '__proto__', 'constructor'), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }), guard).map(([changes, g]) => ({ ...valid, ...changes, ...g })),
  );
const JSON_SHAPES = { email: 'a@b.co', payment: '1.5', explorer_url: 'https://bscscan.com/tx/0x1', tokens: [], reason: 'x', hot: 1, placement: 'store', lang: 'en', title: 't', summary: 's', content: 'c', hid: 1, category_type: 0, m_index: 0, names: { en: 'x' }, image_url: '/a.svg', url: 'https://a.io',
  platform: 'windows', version: '1.2.3', size: 1, sha256: 'a'.repeat(64), arch: 'x86', channel: 'beta' };
const jsonBody = fc.oneof(formLike(JSON_SHAPES), text);
const logo = fc.oneof(fc.constant(undefined), fc.constant(png(400, 400)), fc.uint8Array({ maxLength: 64 }), fc.constant(png(400, 400).subarray(0, 100)), fc.constant(png(40, 40)));
/** The DApp form's report files: often none (as most forms send), else whole PDFs, cut-off ones, anything, sometimes more than allowed. */
const auditReports = fc.oneof(
  { arbitrary: fc.constant([]), weight: 2 },
  { arbitrary: fc.array(fc.oneof(fc.constant(pdf()), fc.constant(pdf('cut', 300).subarray(0, 200)), fc.uint8Array({ maxLength: 64 })), { maxLength: 7 }), weight: 1 },
);
const multipart = (valid: object, withReports: boolean) =>
  fc.record({ data: fc.oneof(formLike(valid), text), logo, extra: fc.option(fc.tuple(fc.string({ maxLength: 8 }), text)), reports: withReports ? auditReports : fc.constant([]) });

async function multipartPayload(part: { data: unknown; logo?: Uint8Array; extra: [string, string] | null; reports: Uint8Array[] }) {
  const form = new FormData();
  form.append('data', typeof part.data === 'string' ? part.data : JSON.stringify(part.data));
  if (part.extra) form.append(part.extra[0] || 'x', part.extra[1]);
  if (part.logo) form.append('logo', new Blob([Uint8Array.from(part.logo)], { type: 'image/png' }), 'logo.png');
  for (const report of part.reports) form.append('audit_reports', new Blob([Uint8Array.from(report)], { type: 'application/pdf' }), 'report.pdf');
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type')! };
}

/** The guarded form a route takes, if any. */
function guardedFormOf(url: string): GuardedForm | undefined {
  if (url === '/api/tokenPocket/subscribe') return 'subscribe';
  return /^\/api\/submissions\/(dapp|token|nft)$/.exec(url)?.[1] as GuardedForm | undefined;
}

function parsedJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

function fillPath(url: string, values: string[]): string {
  let i = 0;
  return url.replace(/:\w+/g, () => values[i++] ?? '1');
}

function queryString(values: Record<string, string | string[]>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) for (const one of [value].flat()) params.append(key, one);
  const encoded = params.toString();
  return encoded ? `?${encoded}` : '';
}

// ----------------------------------------------------------------------- tests

describe('fuzzing every route', () => {
  it('finds the whole api: the spec’s paths, the site’s calls and the admin api', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes).toContainEqual({ method: 'POST', url: '/api/submissions/dapp' });
    expect(routes).toContainEqual({ method: 'GET', url: '/api/admin/form-refusals' });
  });

  it('never answers 500 or more, and never keeps a row of a refused request', async () => {
    let sent = 0;
    let quietlyRefused = 0;
    // Rows now; a POST is compared with it afterwards (one count per request keeps the run short).
    let rows = await countRows();
    for (const route of routes) {
      const multipartRoute = /^\/api\/submissions\/(dapp|token|nft)$/.exec(route.url)?.[1] as 'dapp' | 'token' | 'nft' | undefined;
      const valid = { dapp: VALID_DAPP, token: VALID_TOKEN, nft: VALID_NFT };
      const body = route.method === 'GET' ? fc.constant(null) : multipartRoute ? multipart(valid[multipartRoute], multipartRoute === 'dapp') : jsonBody;
      const request = fc.record({ path: fc.array(pathValue, { minLength: 3, maxLength: 3 }), query, headers, admin: fc.boolean(), body });
      await fc.assert(
        fc.asyncProperty(request, async ({ path, query: values, headers: sentHeaders, admin, body: generated }) => {
          const url = fillPath(route.url, path) + queryString(values);
          const requestHeaders: Record<string, string> = { ...sentHeaders, ...(admin ? { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } : {}) };
          let payload: string | Buffer | undefined;
          if (multipartRoute && generated) {
            const built = await multipartPayload(generated as Parameters<typeof multipartPayload>[0]);
            payload = built.payload;
            requestHeaders['content-type'] = built.contentType;
          } else if (route.method === 'POST') {
            payload = typeof generated === 'string' ? generated : JSON.stringify(generated);
          }
          const answer = await app.inject({ method: route.method, url, headers: requestHeaders, payload });
          sent += 1;
          expect([route.method, url, answer.statusCode]).toEqual([route.method, url, expect.any(Number)]);
          if (answer.statusCode >= 500) throw new Error(`${route.method} ${url} answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
          const form = guardedFormOf(route.url);
          const formJson = multipartRoute ? parsedJson((generated as { data: unknown } | null)?.data) : parsedJson(generated);
          const refusedQuietly = form !== undefined && judgeFormGuard(form, formJson) !== null;
          if (refusedQuietly && answer.statusCode === 200) quietlyRefused += 1;
          if (route.method === 'POST') {
            const after = await countRows();
            if (answer.statusCode >= 400 || refusedQuietly) expect(after).toEqual(rows);
            rows = after;
          }
        }),
        { seed: SEED, numRuns: RUNS[route.method], endOnFailure: true },
      );
    }
    // GETs never write: the rows are as the last POST left them.
    expect(await countRows()).toEqual(rows);
    expect(sent).toBe(routes.reduce((total, route) => total + RUNS[route.method], 0));
    // Valid forms with a failing guard were among them: the quiet refusal was exercised, not only validation.
    expect(quietlyRefused).toBeGreaterThan(RUNS.POST / 20);
    // About 20 s alone on 2 cores; more beside the other api test files.
  }, 240_000);
});
