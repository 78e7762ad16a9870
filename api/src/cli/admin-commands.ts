import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { CHECK_KINDS, isCheckKind, type CheckSummary, type SubmissionCheck } from '@tp/shared/contracts/submission-checks';

export interface AdminIo {
  /** Base URL of the api (the site server or the api alone), e.g. http://localhost:4000. */
  readonly apiUrl: string;
  readonly token: string;
  readonly fetch: typeof fetch;
  readonly out: (line: string) => void;
  /** Standard input, whole: `--password-stdin` reads the password from it. */
  readonly stdin?: () => Promise<string>;
}

export const ADMIN_USAGE = `Usage: pnpm --filter @tp/api admin <command> [options]
  (API_URL: the api's base URL, default http://localhost:4000; ADMIN_TOKEN: its admin token)

  pending [--kind dapp|token|nft] [--check C] [--check-state S] [--check-reason R]
                                        submissions waiting for review, oldest first, with their checks' outcomes
  list [--status S] [--kind K] [--check C] [--check-state S] [--check-reason R]
                                        submissions by status: received, in_review, listed, rejected, all;
                                        by check (donation, contract, phishing, lookalike, duplicate), its state
                                        (pending, confirmed, failed, unverified, not_checked, flagged, passed) or reason
  checks <receipt>                      every automatic check of a submission: kind, subject, state, reason, details
  recheck <receipt> <kind>              run a submission's checks of one kind again
  show <receipt>                        everything about one submission, with its audit report files
  audit-report <id> [--out FILE]        save an audit report file (its id is in show); default audit-report-<id>.pdf
  review <receipt>                      mark a received submission as in review
  approve <receipt> [--hot N]           list it (a DApp enters the store with popularity N)
  reject <receipt> <reason…>            reject it with the reason the submitter will see
  publish-news --lang L --title T --summary S (--content HTML | --content-file F) [--cover-url U] [--story N]
  publish-banner --placement store|content --lang L --title T --image-url U --url U [--sort N]
  publish-category --hid N --type 0|1 --m-index N --name en=Name [--name zh-Hans=…] [--icon-url U]
  publish-release --platform P --version V --url U [--channel stable|beta] [--arch x64|x86|arm64|universal]
      (--file F | --sha256 H --size N) [--signing-cert H]   a package downloaded from the site; --file reads its size and SHA-256
      | --store S --store-id ID                              or a store listing
      [--min-os T] [--released-at ISO] [--notes T]
  report-fake-version --version V [--platform P]          a version number passed off as official (for any platform without --platform)
  operator add <name> --role reviewer|editor|admin [--password-stdin]
                                        an operator account of the console; prints a generated password unless one comes on stdin
  operator disable <name>               disable the account: its sessions end at once
  operator reset <name> [--password-stdin]  a new password (printed when generated); enables the account, ends its sessions, lifts a lockout
  operator list                         the accounts, their roles and open sessions
  audit [--count N] [--actor A] [--q WORDS]  admin actions, latest first: when, who (operator or token fingerprint) and role, from where, what, status
  refusals [--days N]                   forms refused quietly (honeypot, fill time) per day, form and reason`;

class UsageError extends Error {}

async function call(io: AdminIo, method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
  const response = await io.fetch(`${io.apiUrl.replace(/\/+$/, '')}/api/admin${path}`, {
    method,
    headers: { authorization: `Bearer ${io.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as { result?: number; data?: unknown; message?: string };
  if (!response.ok || answer.result !== 0) throw new Error(`${method} ${path}: ${response.status} ${answer.message ?? response.statusText}`);
  return answer.data;
}

/** A file of the admin api, as bytes. */
async function download(io: AdminIo, path: string): Promise<Uint8Array> {
  const response = await io.fetch(`${io.apiUrl.replace(/\/+$/, '')}/api/admin${path}`, { headers: { authorization: `Bearer ${io.token}` } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${response.statusText}`);
  return new Uint8Array(await response.arrayBuffer());
}

const int = (value: string | undefined, name: string): number | undefined => {
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) throw new UsageError(`--${name} must be a whole number`);
  return Number(value);
};

const required = (value: string | undefined, name: string): string => {
  if (!value) throw new UsageError(`--${name} is required`);
  return value;
};

interface AuditRow { at: string; actor: string; role: string; address: string | null; action: string; target: unknown; status: number }
interface OperatorRow { name: string; role: string; disabled_at: string | null; sessions: number }

/** A password for a new or reset account: 24 characters of base64url, 144 bits. */
const generatedPassword = () => randomBytes(18).toString('base64url');

async function passwordOf(io: AdminIo, fromStdin: boolean | undefined): Promise<{ password: string; generated: boolean }> {
  if (!fromStdin) return { password: generatedPassword(), generated: true };
  if (!io.stdin) throw new UsageError('--password-stdin needs a password on standard input');
  const password = (await io.stdin()).replace(/\r?\n$/, '');
  if (!password) throw new UsageError('--password-stdin: standard input is empty');
  return { password, generated: false };
}

async function operatorCommand(io: AdminIo, positionals: readonly string[], values: { role?: string; 'password-stdin'?: boolean }): Promise<number> {
  const [sub, name] = positionals;
  if (sub === 'list') {
    const rows = (await call(io, 'GET', '/operators')) as OperatorRow[];
    if (rows.length === 0) io.out('No operators.');
    for (const row of rows) io.out(`${row.name.padEnd(20)}  ${row.role.padEnd(8)}  ${row.disabled_at ? `disabled ${row.disabled_at}` : `${row.sessions} sessions`}`);
    return 0;
  }
  if (!name) throw new UsageError('an operator name is required');
  const path = `/operators/${encodeURIComponent(name)}`;
  switch (sub) {
    case 'add': {
      const { password, generated } = await passwordOf(io, values['password-stdin']);
      await call(io, 'POST', '/operators', { name, role: required(values.role, 'role'), password });
      io.out(`Operator ${name} (${values.role}) added.${generated ? ` Password: ${password}` : ''}`);
      return 0;
    }
    case 'disable':
      await call(io, 'POST', `${path}/disable`, {});
      io.out(`Operator ${name} is disabled; their sessions have ended.`);
      return 0;
    case 'reset': {
      const { password, generated } = await passwordOf(io, values['password-stdin']);
      await call(io, 'POST', `${path}/reset`, { password });
      io.out(`Operator ${name} has a new password; their sessions have ended.${generated ? ` Password: ${password}` : ''}`);
      return 0;
    }
    default:
      throw new UsageError('operator takes add, disable, reset or list');
  }
}
interface RefusalRow { day: string; form: string; reason: string; count: number }

interface Summary {
  receipt: string; kind: string; status: string; title: string; created_at: string; has_donation: boolean; audit_reports: number; reason: string | null;
  checks: CheckSummary[];
}

/** A check as one word: `donation:confirmed`, `lookalike:flagged(similarDomain)`. */
const checkWord = (check: Pick<CheckSummary, 'kind' | 'state' | 'reason'>) => `${check.kind}:${check.state}${check.reason ? `(${check.reason})` : ''}`;

/** The checks worth a look in a list row: all but those that passed or confirmed. */
function checkNotes(checks: readonly CheckSummary[]): string {
  const notable = checks.filter((check) => check.state !== 'passed' && check.state !== 'confirmed');
  return notable.length === 0 ? (checks.length > 0 ? 'checks passed' : '') : `checks: ${notable.map(checkWord).join(' ')}`;
}

function printChecks(io: AdminIo, checks: readonly SubmissionCheck[]): void {
  if (checks.length === 0) io.out('No checks.');
  for (const check of checks) {
    const details = Object.entries(check.details).map(([key, value]) => `${key}=${String(value)}`).join(' ');
    io.out(`${check.kind.padEnd(9)}  ${check.state.padEnd(11)}  ${(check.reason ?? '-').padEnd(21)}  ${check.subject}${details ? `  ${details}` : ''}`);
  }
}

const reportCount = (count: number) => (count === 0 ? '' : count === 1 ? '1 audit report' : `${count} audit reports`);

function printSummaries(io: AdminIo, rows: Summary[]): void {
  if (rows.length === 0) io.out('No submissions.');
  for (const row of rows) {
    const extra = [row.has_donation ? 'donated' : '', reportCount(row.audit_reports), row.reason ? `reason: ${row.reason}` : ''].filter(Boolean).join(', ');
    io.out(`${row.receipt}  ${row.kind.padEnd(5)}  ${row.status.padEnd(9)}  ${row.created_at}  ${row.title}${extra ? `  (${extra})` : ''}`);
    const notes = checkNotes(row.checks ?? []);
    if (notes) io.out(`    ${notes}`);
  }
}

/** The size and SHA-256 of a package, read as a stream: installers are too large to hold at once. */
async function measureFile(file: string): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { sha256: hash.digest('hex'), size };
}

/** Runs one admin command against the api's admin endpoints; returns the process exit code. */
export async function runAdmin(argv: readonly string[], io: AdminIo): Promise<number> {
  const [command, ...rest] = argv;
  try {
    const { values, positionals } = parseArgs({
      args: [...rest],
      allowPositionals: true,
      options: {
        kind: { type: 'string' }, status: { type: 'string' }, hot: { type: 'string' }, lang: { type: 'string' }, title: { type: 'string' },
        summary: { type: 'string' }, content: { type: 'string' }, 'content-file': { type: 'string' }, 'cover-url': { type: 'string' },
        story: { type: 'string' }, placement: { type: 'string' }, 'image-url': { type: 'string' }, url: { type: 'string' },
        sort: { type: 'string' }, hid: { type: 'string' }, type: { type: 'string' }, 'm-index': { type: 'string' },
        name: { type: 'string', multiple: true }, 'icon-url': { type: 'string' }, count: { type: 'string' }, days: { type: 'string' },
        out: { type: 'string' }, role: { type: 'string' }, 'password-stdin': { type: 'boolean' }, actor: { type: 'string' }, q: { type: 'string' },
        check: { type: 'string' }, 'check-state': { type: 'string' }, 'check-reason': { type: 'string' },
        platform: { type: 'string' }, version: { type: 'string' }, channel: { type: 'string' }, arch: { type: 'string' }, file: { type: 'string' },
        sha256: { type: 'string' }, size: { type: 'string' }, 'signing-cert': { type: 'string' }, store: { type: 'string' },
        'store-id': { type: 'string' }, 'min-os': { type: 'string' }, 'released-at': { type: 'string' }, notes: { type: 'string' },
      },
    });
    const receipt = () => {
      if (!positionals[0]) throw new UsageError('a receipt is required');
      return encodeURIComponent(positionals[0]);
    };
    const query = (params: Record<string, string | undefined>) =>
      new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();

    switch (command) {
      case 'pending':
      case 'list': {
        const status = command === 'pending' ? 'pending' : (values.status ?? 'all');
        const filter = { status, kind: values.kind, check: values.check, check_state: values['check-state'], check_reason: values['check-reason'] };
        printSummaries(io, (await call(io, 'GET', `/submissions?${query(filter)}`)) as Summary[]);
        return 0;
      }
      case 'checks':
        printChecks(io, (await call(io, 'GET', `/submissions/${receipt()}/checks`)) as SubmissionCheck[]);
        return 0;
      case 'recheck': {
        const kind = positionals[1] ?? '';
        if (!isCheckKind(kind)) throw new UsageError(`a check kind is required: ${CHECK_KINDS.join(', ')}`);
        const checks = (await call(io, 'POST', `/submissions/${receipt()}/checks/${kind}/rerun`, {})) as SubmissionCheck[];
        io.out(`${positionals[0]}: ${checks.length} ${kind} check${checks.length === 1 ? '' : 's'} queued again.`);
        return 0;
      }
      case 'show':
        io.out(JSON.stringify(await call(io, 'GET', `/submissions/${receipt()}`), null, 2));
        return 0;
      case 'audit-report': {
        const id = positionals[0] ?? '';
        if (!/^[1-9]\d{0,9}$/.test(id)) throw new UsageError('a report id is required (see show <receipt>)');
        const bytes = await download(io, `/audit-reports/${id}`);
        const file = values.out ?? `audit-report-${id}.pdf`;
        writeFileSync(file, bytes);
        io.out(`Saved ${bytes.length} bytes to ${file}.`);
        return 0;
      }
      case 'review':
        await call(io, 'POST', `/submissions/${receipt()}/review`, {});
        io.out(`${positionals[0]} is in review.`);
        return 0;
      case 'approve':
        await call(io, 'POST', `/submissions/${receipt()}/approve`, { hot: int(values.hot, 'hot') });
        io.out(`${positionals[0]} is listed.`);
        return 0;
      case 'reject': {
        const reason = positionals.slice(1).join(' ').trim();
        if (!reason) throw new UsageError('a reason is required');
        await call(io, 'POST', `/submissions/${receipt()}/reject`, { reason });
        io.out(`${positionals[0]} is rejected.`);
        return 0;
      }
      case 'publish-news': {
        const content = values['content-file'] ? readFileSync(values['content-file'], 'utf8') : required(values.content, 'content');
        const made = (await call(io, 'POST', '/news', {
          lang: required(values.lang, 'lang'), title: required(values.title, 'title'), summary: required(values.summary, 'summary'), content,
          cover_url: values['cover-url'], story: int(values.story, 'story'),
        })) as { id: number; story: number };
        io.out(`News ${made.id} published (story ${made.story}).`);
        return 0;
      }
      case 'publish-banner': {
        const made = (await call(io, 'POST', '/banners', {
          placement: required(values.placement, 'placement'), lang: required(values.lang, 'lang'), title: required(values.title, 'title'),
          image_url: required(values['image-url'], 'image-url'), url: required(values.url, 'url'), sort: int(values.sort, 'sort'),
        })) as { id: number };
        io.out(`Banner ${made.id} published.`);
        return 0;
      }
      case 'publish-category': {
        const names = Object.fromEntries(
          (values.name ?? []).map((pair) => {
            const at = pair.indexOf('=');
            if (at < 1) throw new UsageError(`--name must read lang=Name, not "${pair}"`);
            return [pair.slice(0, at), pair.slice(at + 1)];
          }),
        );
        const hid = int(required(values.hid, 'hid'), 'hid');
        await call(io, 'POST', '/categories', {
          hid, category_type: int(values.type ?? '0', 'type'), m_index: int(required(values['m-index'], 'm-index'), 'm-index'), icon_url: values['icon-url'], names,
        });
        io.out(`Category ${hid} published.`);
        return 0;
      }
      case 'publish-release': {
        if (values.file && (values.sha256 || values.size)) throw new UsageError('--file reads the size and SHA-256: give either --file or --sha256 and --size');
        const measured = values.file ? await measureFile(values.file) : { sha256: values.sha256 ?? null, size: int(values.size, 'size') ?? null };
        const release = (await call(io, 'POST', '/releases', {
          platform: required(values.platform, 'platform'), version: required(values.version, 'version'), url: required(values.url, 'url'),
          channel: values.channel, arch: values.arch, ...measured, signing_cert_sha256: values['signing-cert'] ?? null,
          store: values.store ?? null, store_id: values['store-id'] ?? null, min_os: values['min-os'] ?? null,
          released_at: values['released-at'], notes: values.notes,
        })) as { platform: string; version: string; channel: string; arch: string; store: string | null; sha256: string | null };
        io.out(`Release ${release.platform} ${release.version} (${release.channel}, ${release.store ?? release.arch}) published${release.sha256 ? `, SHA-256 ${release.sha256}` : ''}.`);
        return 0;
      }
      case 'report-fake-version': {
        const fake = (await call(io, 'POST', '/fake-versions', { version: required(values.version, 'version'), platform: values.platform ?? null })) as {
          version: string; platform: string | null; reported_at: string;
        };
        io.out(`${fake.version} is listed as fake for ${fake.platform ?? 'every platform'} (reported ${fake.reported_at}).`);
        return 0;
      }
      case 'operator':
        return await operatorCommand(io, positionals, values);
      case 'audit': {
        const { fingerprint, actions } = (await call(io, 'GET', `/audit?${query({ count: values.count, actor: values.actor, q: values.q })}`)) as {
          fingerprint: string; actions: AuditRow[];
        };
        io.out(`Your token's fingerprint: ${fingerprint}`);
        for (const row of actions) io.out(`${row.at}  ${row.actor}  ${row.status}  ${row.action}  ${JSON.stringify(row.target)}  (${row.role}${row.address ? ` from ${row.address}` : ''})`);
        return 0;
      }
      case 'refusals': {
        const rows = (await call(io, 'GET', `/form-refusals?${query({ days: values.days })}`)) as RefusalRow[];
        if (rows.length === 0) io.out('No refusals.');
        for (const row of rows) io.out(`${row.day}  ${row.form.padEnd(9)}  ${row.reason.padEnd(8)}  ${row.count}`);
        return 0;
      }
      default:
        io.out(ADMIN_USAGE);
        return command === undefined || command === 'help' ? 0 : 2;
    }
  } catch (error) {
    io.out(error instanceof UsageError ? `${error.message}\n\n${ADMIN_USAGE}` : `Failed: ${(error as Error).message}`);
    return error instanceof UsageError ? 2 : 1;
  }
}
