/** @jest-environment node */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { PAGE_START } from './html';
import { subresourceIntegrity } from './integrity';
import { startInProcessSite, type InProcessSite } from './testing/in-process-site';

/** Mozilla's HTTP Observatory's scanner and analyzers, run on one response (see testing/observatory-scan.mjs). */
interface ObservatoryScore {
  readonly score: number;
  readonly grade: string;
  readonly tests: Record<string, { readonly result: string; readonly scoreModifier: number; readonly pass: boolean }>;
}

const SITE = 'https://www.tp-wallet.example';
const SHELL_ENTRY = 'console.log("shell");';
let app: FastifyInstance;
let site: InProcessSite;

function observatory(url: string, response: LightMyRequestResponse, preflight: LightMyRequestResponse): Promise<ObservatoryScore> {
  const input = JSON.stringify({
    url: `${SITE}${url}`,
    response: { status: response.statusCode, headers: response.headers, body: response.body },
    preflight: { status: preflight.statusCode, headers: preflight.headers },
  });
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [path.join(__dirname, 'testing/observatory-scan.mjs')], (error, stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(JSON.parse(stdout) as ObservatoryScore),
    );
    child.stdin!.end(input);
  });
}

async function scoreOf(url: string): Promise<ObservatoryScore> {
  const response = await app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' } });
  expect(response.statusCode).toBe(200);
  const preflight = await app.inject({ method: 'OPTIONS', url, headers: { origin: 'https://http-observatory.security.mozilla.org', 'access-control-request-method': 'GET' } });
  return observatory(url, response, preflight);
}

/** What each test lost, so a failure says which header went wrong. */
function losses(score: ObservatoryScore): string[] {
  return Object.entries(score.tests)
    .filter(([, test]) => !test.pass || test.scoreModifier < 0)
    .map(([name, test]) => `${name}: ${test.result}`);
}

beforeAll(async () => {
  site = await startInProcessSite({
    shellFiles: { 'entry-assets.json': JSON.stringify({ js: ['shell.0123abcd.js'], css: ['shell.0123abcd.css'] }), 'shell.0123abcd.js': SHELL_ENTRY },
    env: { SITE_ORIGIN: SITE },
  });
  app = site.app;
}, 120_000);

afterAll(() => site?.close());

describe("Mozilla's HTTP Observatory, with HTTPS and HSTS assumed", () => {
  it('scores a page 135 (A+), its scripts loaded with Subresource Integrity', async () => {
    const score = await scoreOf('/en');
    expect(losses(score)).toEqual([]);
    expect(score.tests['content-security-policy'].result).toBe('csp-implemented-with-no-unsafe-default-src-none');
    expect(score.tests['subresource-integrity'].result).toBe('sri-implemented-and-all-scripts-loaded-securely');
    expect(score.tests['cross-origin-resource-policy'].result).toBe('corp-implemented-with-same-origin');
    expect(score.score).toBeGreaterThanOrEqual(135);
    expect(score.grade).toBe('A+');
  }, 120_000);

  // Subresource Integrity is only scored on HTML, so 130 is the most a JSON answer or a file can get
  // (without cookies and without the domain on the HSTS preload list).
  it.each(['/v1/block_chain/list', '/shell/shell.0123abcd.js', PAGE_START.path])('scores %s 130 (A+), every test passed', async (url) => {
    const score = await scoreOf(url);
    expect(losses(score)).toEqual([]);
    expect(score.tests['content-security-policy'].result).toBe('csp-implemented-with-no-unsafe-default-src-none');
    expect(score.score).toBeGreaterThanOrEqual(130);
    expect(score.grade).toBe('A+');
  }, 120_000);
});

describe('the policy', () => {
  it('opens each kind of resource one by one, with a fresh script nonce per page', async () => {
    const [first, second] = [await app.inject('/en'), await app.inject('/en')];
    const csp = String(first.headers['content-security-policy']);
    const directives = new Map(csp.split(';').map((directive) => [directive.trim().split(' ')[0], directive.trim().split(' ').slice(1)]));
    expect(directives.get('default-src')).toEqual(["'none'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    for (const name of ['style-src', 'font-src', 'img-src', 'connect-src']) expect(directives.get(name)).toContain("'self'");
    // The preview of a logo chosen in a submission form is an object URL of the file.
    expect(directives.get('img-src')).toContain('blob:');
    expect(csp).not.toMatch(/unsafe-(eval|inline)/);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(first.body).toContain(`nonce="${nonce}"`);
    expect(second.headers['content-security-policy']).not.toContain(`'nonce-${nonce}'`);
    expect(first.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(first.headers['permissions-policy']).toContain('camera=()');
  });

  it("runs the shell's entry with the integrity of the file the server has", async () => {
    const html = (await app.inject('/en')).body;
    const startFiles = JSON.parse(/<script id="tp-start" type="application\/json">([^<]+)<\/script>/.exec(html)![1]) as { integrity: Record<string, string> };
    expect(startFiles.integrity).toEqual({ '/shell/shell.0123abcd.js': subresourceIntegrity(SHELL_ENTRY) });
  });

  it('serves the starter with the bytes its integrity names, cached for good', async () => {
    const starter = await app.inject(PAGE_START.path);
    expect(subresourceIntegrity(starter.body)).toBe(PAGE_START.integrity);
    expect(starter.headers['cache-control']).toContain('immutable');
    expect(starter.headers['content-type']).toMatch(/^text\/javascript/);
  });
});
