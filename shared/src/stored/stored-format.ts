import type { $ZodIssue } from 'zod/v4/core';
import type { ZodMiniType } from '../facades/zod-mini';

/**
 * A value the site writes and reads back later: a file on disk or in object
 * storage, a JSON column, a key of the browser's storage. What is read back
 * may be damaged, or written by an older (or newer) release of the site, so it
 * is never trusted with a cast: it is parsed with the schema of its version,
 * older versions are upgraded step by step, and anything else is refused with
 * a message naming the copy and what is wrong.
 */
export interface StoredFormat<T> {
  /** How messages name the copy: a file name or a storage key. */
  readonly name: string;
  /** The version written now. */
  readonly version: number;
  readonly schema: ZodMiniType<T>;
  /**
   * Per earlier version, what turns its data into the next version's data.
   * Version 0 is a copy written before copies carried a version (no envelope).
   * A version with no upgrade is refused.
   */
  readonly upgrades?: Readonly<Record<number, (data: unknown) => unknown>>;
}

/** How a versioned copy is written: `{"version": 2, "data": …}`. */
export interface StoredEnvelope<T> {
  readonly version: number;
  readonly data: T;
}

export type StoredRead<T> =
  | { readonly ok: true; readonly value: T; /** The version the copy was upgraded from, when it was older. */ readonly upgradedFrom?: number }
  | { readonly ok: false; readonly problem: string };

/** A copy that was refused: its message names it and says what is wrong. */
export class StoredCopyError extends Error {}

type Issue = $ZodIssue;

/** `more than 0`, `at least 1 character`, `at most 8 items`. */
function bound(origin: string, relation: string, limit: number | bigint): string {
  const unit = origin === 'string' ? ' character' : origin === 'array' || origin === 'set' ? ' item' : '';
  return `${relation} ${String(limit)}${unit}${unit && limit !== 1 ? 's' : ''}`;
}

function describeIssue(issue: Issue): string {
  const where = issue.path.length ? issue.path.map(String).join('.') : 'the value';
  // Said from the issue's code, the same in every process: zod/mini ships no message texts (they
  // would cost first-load bytes), and a process that loaded zod's locale would word them otherwise.
  let what: string;
  if (issue.code === 'invalid_type') what = `expected ${issue.expected}`;
  else if (issue.code === 'invalid_value') what = `expected ${issue.values.map((value) => JSON.stringify(value)).join(' or ')}`;
  else if (issue.code === 'too_small') what = `expected ${bound(issue.origin, issue.inclusive ? 'at least' : 'more than', issue.minimum)}`;
  else if (issue.code === 'too_big') what = `expected ${bound(issue.origin, issue.inclusive ? 'at most' : 'less than', issue.maximum)}`;
  else if (issue.code === 'invalid_format') what = issue.format === 'regex' && 'pattern' in issue ? `does not match ${String(issue.pattern)}` : `not a valid ${issue.format}`;
  else if (issue.code === 'unrecognized_keys') what = `unknown keys ${issue.keys.join(', ')}`;
  // A schema's own refinement says what it checks.
  else what = issue.message || 'invalid';
  return `${where}: ${what}`;
}

/** The first few issues of a failed parse, as one line. */
export function describeIssues(issues: readonly Issue[]): string {
  const shown = issues.slice(0, 3).map(describeIssue);
  if (issues.length > shown.length) shown.push(`and ${issues.length - shown.length} more`);
  return shown.join('; ');
}

/** A value read back that has no envelope of its own (its version is a field of it, or implied): checked with its schema only. */
export function checkValue<T>(name: string, schema: ZodMiniType<T>, value: unknown): StoredRead<T> {
  const parsed = schema.safeParse(value);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, problem: `${name} is damaged: ${describeIssues(parsed.error.issues)}` };
}

function isEnvelope(value: unknown): value is StoredEnvelope<unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'data' in value && typeof (value as { version?: unknown }).version === 'number';
}

/** An envelope (or an unversioned copy of version 0) checked, upgraded when older. */
export function checkStored<T>(format: StoredFormat<T>, stored: unknown): StoredRead<T> {
  const from = isEnvelope(stored) ? stored.version : 0;
  let data = isEnvelope(stored) ? stored.data : stored;
  if (!Number.isInteger(from) || from < 0) return { ok: false, problem: `${format.name} has no valid version (${from})` };
  if (from > format.version) {
    return { ok: false, problem: `${format.name} is version ${from}, written by a newer release of the site; this one reads up to version ${format.version}` };
  }
  for (let version = from; version < format.version; version++) {
    const upgrade = format.upgrades?.[version];
    if (!upgrade) return { ok: false, problem: `${format.name} is version ${version}, which this release can no longer read (it reads version ${format.version})` };
    try {
      data = upgrade(data);
    } catch (error) {
      return { ok: false, problem: `${format.name} is version ${version} and could not be upgraded: ${(error as Error).message}` };
    }
  }
  const checked = checkValue(format.name, format.schema, data);
  if (!checked.ok) return from === format.version ? checked : { ok: false, problem: `${checked.problem} (upgraded from version ${from})` };
  return from === format.version ? checked : { ok: true, value: checked.value, upgradedFrom: from };
}

/** JSON text as written by `storedText`, or an older copy. */
export function parseStored<T>(format: StoredFormat<T>, text: string): StoredRead<T> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: `${format.name} is not valid JSON: ${(error as Error).message}` };
  }
  return checkStored(format, json);
}

/** JSON text checked with a schema of its own (a format that carries its version as a field). */
export function parseJsonValue<T>(name: string, schema: ZodMiniType<T>, text: string): StoredRead<T> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: `${name} is not valid JSON: ${(error as Error).message}` };
  }
  return checkValue(name, schema, json);
}

/** The value, or a StoredCopyError with the problem (for readers that stop at a bad copy). */
export function valueOrThrow<T>(read: StoredRead<T>): T {
  if (!read.ok) throw new StoredCopyError(read.problem);
  return read.value;
}

/** The envelope of the current version, as JSON text. */
export function storedText<T>(format: StoredFormat<T>, value: T): string {
  const envelope: StoredEnvelope<T> = { version: format.version, data: value };
  return JSON.stringify(envelope);
}
