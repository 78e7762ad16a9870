// Scores one response with Mozilla's HTTP Observatory (@mdn/mdn-http-observatory),
// its own scanner and analyzers, on a response the caller already has instead
// of one it fetches from a public host. The site is assumed to be served over
// HTTPS with a valid certificate (as it is behind its proxy) and not on the HSTS
// preload list (the list is downloaded by the package's install script, which
// this repository does not run).
//
// Input (stdin, JSON): { url, response: { status, headers, body }, preflight: { headers } }
// where `preflight` answers an OPTIONS request from another origin (the scanner's CORS check).
// Output (stdout, JSON): { score, grade, tests: { <name>: { result, scoreModifier, pass } } }.
import { createRequire, register } from 'node:module';
import process from 'node:process';
import { text } from 'node:stream/consumers';
import { URL, pathToFileURL } from 'node:url';

const packageMain = pathToFileURL(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory'));
const own = (file) => new URL(file, packageMain).href;

// The scanner fetches the host itself (retriever.js) and checks the preload list (hsts.js):
// both are replaced, and every analyzer and the grading run as published.
const stubs = {
  [own('./retriever/retriever.js')]: 'export async function retrieve() { return globalThis.__observatoryRequests; }',
  [own('./analyzer/hsts.js')]: 'export function hsts() { return new Map(); } export function isHstsPreloaded() { return null; }',
};
const hooks = `const stubs = ${JSON.stringify(stubs)};
export async function resolve(specifier, context, next) {
  const found = await next(specifier, context);
  const stub = stubs[found.url];
  return stub ? { url: 'data:text/javascript,' + encodeURIComponent(stub), shortCircuit: true } : found;
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);

const input = JSON.parse(await text(process.stdin));
const url = new URL(input.url);
const [{ Requests }, { Session }, { parseHttpEquivHeaders }, { scan }] = await Promise.all([
  import(own('./types.js')),
  import(own('./retriever/session.js')),
  import(own('./retriever/utils.js')),
  import(own('./index.js')),
]);

const session = new Session(url);
const setCookies = [input.response.headers['set-cookie'] ?? []].flat();
for (const cookie of setCookies) session.jar.setCookieSync(cookie, url.href, { ignoreError: true });
const response = { status: input.response.status, headers: input.response.headers, data: input.response.body, verified: true };
session.response = response;
const isHtml = /^text\/html\b/.test(input.response.headers['content-type'] ?? '');
response.httpEquiv = isHtml ? parseHttpEquivHeaders(input.response.body, url.href) : new Map();

const requests = new Requests(url.hostname);
requests.session = session;
requests.responses.auto = response;
requests.responses.https = response;
requests.resources.path = input.response.body;
requests.responses.cors = { ...input.preflight, verified: true, request: { headers: { origin: 'https://http-observatory.security.mozilla.org' } } };
globalThis.__observatoryRequests = requests;

const { scan: summary, tests } = await scan(url.hostname);
const results = Object.fromEntries(
  Object.entries(tests).map(([name, test]) => [name, { result: test.result, scoreModifier: test.scoreModifier, pass: test.pass }]),
);
process.stdout.write(JSON.stringify({ score: summary.score, grade: summary.grade, tests: results }));
