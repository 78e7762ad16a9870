import { VALID_DAPP } from '@tp/shared/validation/fixtures';
import type { LightMyRequestResponse } from 'fastify';
import { runAdmin } from '../cli/admin-commands';
import { png } from '../testing/images';
import { multipartBody } from '../testing/multipart';
import { startTestApi, TEST_ADMIN_TOKEN, type TestApi } from '../testing/test-api';

let api: TestApi;
const token = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  api = await startTestApi({ signInLimits: { perName: 10, perAddress: 1000, windowMinutes: 15 } });
  for (const [name, role] of [['rita', 'reviewer'], ['ed', 'editor'], ['dora', 'reviewer']]) {
    const made = await api.app.inject({ method: 'POST', url: '/api/admin/operators', headers: token, payload: { name, role, password: PASSWORD } });
    expect(made.statusCode).toBe(200);
  }
}, 120_000);
afterAll(() => api.close());

interface Signed {
  /** The Cookie header a browser would send to /api/admin. */
  readonly cookie: string;
  readonly csrf: string;
  readonly response: LightMyRequestResponse;
}

async function signIn(name: string, password = PASSWORD): Promise<Signed> {
  const response = await api.app.inject({ method: 'POST', url: '/api/admin/session', payload: { name, password } });
  const cookie = response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return { cookie, csrf: response.statusCode === 200 ? response.json().data.csrfToken : '', response };
}

const as = (signed: Signed, method: 'GET' | 'POST', url: string, payload?: object, withCsrf = true) =>
  api.app.inject({ method, url, payload, headers: { cookie: signed.cookie, ...(withCsrf ? { 'x-csrf-token': signed.csrf } : {}) } });

async function submitDapp(title: string): Promise<string> {
  const { payload, headers } = await multipartBody({ ...VALID_DAPP, title }, { bytes: png(400, 400) });
  return (await api.app.inject({ method: 'POST', url: '/api/submissions/dapp', payload, headers })).json().data.receipt;
}

describe('operators from the command line', () => {
  it('adds a reviewer with a generated password, resets it from stdin, lists and disables it', async () => {
    const apiUrl = await api.app.listen({ port: 0, host: '127.0.0.1' });
    const run = async (stdin: string | undefined, ...argv: string[]) => {
      const lines: string[] = [];
      const code = await runAdmin(argv, { apiUrl, token: TEST_ADMIN_TOKEN, fetch, out: (line) => lines.push(line), stdin: stdin === undefined ? undefined : async () => stdin });
      return { code, output: lines.join('\n') };
    };
    const added = await run(undefined, 'operator', 'add', 'cleo', '--role', 'reviewer');
    expect(added.code).toBe(0);
    const password = /Password: (\S+)$/.exec(added.output)![1];
    expect(password.length).toBeGreaterThanOrEqual(24);
    expect((await signIn('cleo', password)).response.statusCode).toBe(200);
    expect((await run(undefined, 'operator', 'add', 'cleo', '--role', 'reviewer')).output).toContain('exists already');
    expect((await run(undefined, 'operator', 'add', 'cleo2', '--role', 'boss')).code).toBe(1);

    expect((await run('a password from stdin\n', 'operator', 'reset', 'cleo', '--password-stdin')).output).toBe('Operator cleo has a new password; their sessions have ended.');
    expect((await signIn('cleo', 'a password from stdin')).response.statusCode).toBe(200);
    expect((await run(undefined, 'operator', 'list')).output).toMatch(/cleo +reviewer +1 sessions/);
    expect((await run(undefined, 'operator', 'disable', 'cleo')).code).toBe(0);
    expect((await run(undefined, 'operator', 'list')).output).toMatch(/cleo +reviewer +disabled 20/);
    expect((await run(undefined, 'operator', 'disable', 'nobody')).code).toBe(1);
  });
});

describe('operators’ sign-in and sessions', () => {
  it('sets an HttpOnly, SameSite=Strict session cookie for the admin api only; public pages set none', async () => {
    const { response } = await signIn('rita');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'rita', role: 'reviewer', csrfToken: expect.any(String) });
    const session = response.cookies.find((c) => c.name === 'tp_console');
    expect(session).toMatchObject({ path: '/api/admin', httpOnly: true, sameSite: 'Strict' });
    expect(session!.secure).toBeFalsy();
    for (const url of ['/v1/application/category_dapplist?category_id=4&count=1', '/api/submissions/D-0000-0000']) {
      expect((await api.app.inject({ url })).headers['set-cookie']).toBeUndefined();
    }
    // The table keeps a hash of the cookie, never the cookie.
    const [row] = await api.database.db.query<{ n: number }>('select count(*)::int as n from operator_sessions where token_hash = $1', [session!.value]);
    expect(row.n).toBe(0);
  });

  it('answers 401 to a visitor on every admin route, and to a wrong token', async () => {
    const document = (await api.app.inject({ url: '/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => [method.toUpperCase(), path.replace(/\{[^}]+\}/g, '1')] as const))
      .filter(([method, path]) => !(method === 'POST' && path === '/api/admin/session'));
    expect(routes.length).toBeGreaterThan(20);
    for (const [method, url] of routes) {
      const visitor = await api.app.inject({ method: method as 'GET', url, payload: method === 'GET' ? undefined : {} });
      expect([method, url, visitor.statusCode]).toEqual([method, url, 401]);
    }
    expect((await api.app.inject({ url: '/api/admin/submissions', headers: { authorization: 'Bearer nope' } })).statusCode).toBe(401);
    expect((await api.app.inject({ url: '/api/admin/submissions', headers: { cookie: 'tp_console=made-up' } })).statusCode).toBe(401);
  });

  it('keeps a reviewer out of editors’ and admins’ actions (403) and lets them review', async () => {
    const rita = await signIn('rita');
    const refused: [ 'GET' | 'POST', string, object?][] = [
      ['POST', '/api/admin/news', { lang: 'en', title: 'x', summary: 'x', content: 'x' }], ['GET', '/api/admin/news?lang=en'],
      ['POST', '/api/admin/news/1/unpublish', {}], ['GET', '/api/admin/news/1'], ['GET', '/api/admin/promotions/ads?lang=en'],
      ['POST', '/api/admin/promotions/ads', {}], ['GET', '/api/admin/categories'],
      ['POST', '/api/admin/banners', {}], ['POST', '/api/admin/categories', {}], ['POST', '/api/admin/releases', {}],
      ['POST', '/api/admin/fake-versions', {}], ['GET', '/api/admin/operators'], ['POST', '/api/admin/operators', {}],
      ['POST', '/api/admin/operators/ed/disable', {}], ['GET', '/api/admin/audit'], ['GET', '/api/admin/form-refusals'],
    ];
    for (const [method, url, payload] of refused) expect([url, (await as(rita, method, url, payload)).statusCode]).toEqual([url, 403]);
    expect((await as(rita, 'GET', '/api/admin/submissions')).statusCode).toBe(200);
    const ed = await signIn('ed');
    expect((await as(ed, 'GET', '/api/admin/submissions')).statusCode).toBe(403);
  });

  it('refuses a change through a session without its CSRF token', async () => {
    const rita = await signIn('rita');
    const receipt = await submitDapp('Csrf Check');
    const bare = await as(rita, 'POST', `/api/admin/submissions/${receipt}/review`, {}, false);
    expect([bare.statusCode, bare.json().message]).toEqual([403, 'A valid CSRF token is required.']);
    const forged = await api.app.inject({ method: 'POST', url: `/api/admin/submissions/${receipt}/review`, payload: {}, headers: { cookie: rita.cookie, 'x-csrf-token': 'forged' } });
    expect(forged.statusCode).toBe(403);
    expect((await as(rita, 'POST', `/api/admin/submissions/${receipt}/review`, {})).statusCode).toBe(200);
  });

  it('locks a name after ten wrong passwords, saying the same for a name that does not exist', async () => {
    const attempts = async (name: string, password: string) => {
      const answers: string[] = [];
      for (let i = 0; i < 11; i += 1) {
        const response = (await signIn(name, password)).response;
        answers.push(`${response.statusCode} ${response.json().message}`);
      }
      return answers;
    };
    await api.app.inject({ method: 'POST', url: '/api/admin/operators', headers: token, payload: { name: 'lena', role: 'reviewer', password: PASSWORD } });
    const real = await attempts('lena', 'wrong password!');
    const ghost = await attempts('nobody-here', 'wrong password!');
    expect(real).toEqual(ghost);
    expect(real.slice(0, 9)).toEqual(Array(9).fill('401 The name or password is wrong.'));
    expect(real[9]).toMatch(/^429 Too many failed sign-ins: signing in with this name or from this address is locked\. Try again in 15 minutes\.$/);
    expect(real[10]).toBe(real[9]);
    // Locked means locked: the right password is refused too, until an admin resets it.
    expect((await signIn('lena')).response.statusCode).toBe(429);
    expect((await api.app.inject({ method: 'POST', url: '/api/admin/operators/lena/reset', headers: token, payload: { password: 'a new long password' } })).statusCode).toBe(200);
    expect((await signIn('lena', 'a new long password')).response.statusCode).toBe(200);
  });

  it('ends a session after its idle time and after its absolute lifetime', async () => {
    const idle = await signIn('dora');
    const lived = await signIn('dora');
    expect((await as(idle, 'GET', '/api/admin/session')).statusCode).toBe(200);
    const hashOf = async (signed: Signed) => {
      const value = signed.response.cookies.find((c) => c.name === 'tp_console')!.value;
      const { createHash } = await import('node:crypto');
      return createHash('sha256').update(value).digest('hex');
    };
    await api.database.db.query(`update operator_sessions set last_seen_at = now() - interval '31 minutes' where token_hash = $1`, [await hashOf(idle)]);
    await api.database.db.query(`update operator_sessions set created_at = now() - interval '12 hours 1 minute' where token_hash = $1`, [await hashOf(lived)]);
    expect((await as(idle, 'GET', '/api/admin/session')).statusCode).toBe(401);
    expect((await as(lived, 'GET', '/api/admin/submissions')).statusCode).toBe(401);
  });

  it('ends a disabled operator’s sessions at once, and every session on sign-out everywhere', async () => {
    await api.app.inject({ method: 'POST', url: '/api/admin/operators', headers: token, payload: { name: 'gone', role: 'reviewer', password: PASSWORD } });
    const gone = await signIn('gone');
    expect((await as(gone, 'GET', '/api/admin/submissions')).statusCode).toBe(200);
    expect((await api.app.inject({ method: 'POST', url: '/api/admin/operators/gone/disable', headers: token, payload: {} })).statusCode).toBe(200);
    expect((await as(gone, 'GET', '/api/admin/submissions')).statusCode).toBe(401);
    expect((await signIn('gone')).response.statusCode).toBe(401);

    const laptop = await signIn('ed');
    const phone = await signIn('ed');
    const out = await as(laptop, 'POST', '/api/admin/session/sign-out-everywhere', {});
    expect(out.json().data.ended).toBeGreaterThanOrEqual(2);
    expect((await as(phone, 'GET', '/api/admin/session')).statusCode).toBe(401);
  });

  it('signs each decision with the operator, and tells the second operator who decided first', async () => {
    const rita = await signIn('rita');
    const dora = await signIn('dora');
    const receipt = await submitDapp('Decided Once');
    const [first, second] = await Promise.all([
      as(rita, 'POST', `/api/admin/submissions/${receipt}/approve`, {}),
      as(dora, 'POST', `/api/admin/submissions/${receipt}/reject`, { reason_code: 'duplicate', pending_only: true }),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    const winner = first.statusCode === 409 ? 'dora' : 'rita';
    expect(loser.json().message).toContain(`decided by ${winner} at `);

    const { data } = (await api.app.inject({ url: `/api/admin/audit?actor=${winner}&q=${receipt}`, headers: token })).json();
    expect(data.actions[0]).toMatchObject({ actor: winner, role: 'reviewer', address: '127.0.0.1', target: { receipt }, status: 200 });
  });

  it('shows a rejection’s listed reason and note on the public status', async () => {
    const rita = await signIn('rita');
    const receipt = await submitDapp('Turned Down');
    const bad = await as(rita, 'POST', `/api/admin/submissions/${receipt}/reject`, { reason_code: 'because' });
    expect(bad.statusCode).toBe(400);
    expect((await as(rita, 'POST', `/api/admin/submissions/${receipt}/reject`, { reason_code: 'unreachable', reason: 'The site answers 502.' })).statusCode).toBe(200);
    const status = (await api.app.inject({ url: `/api/submissions/${receipt}` })).json().data;
    expect(status).toMatchObject({ status: 'rejected', reason_code: 'unreachable', reason: 'The site answers 502.' });
  });
});
