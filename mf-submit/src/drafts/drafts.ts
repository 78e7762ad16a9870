import { parseStored, storedText, type StoredFormat } from '@tp/shared/stored/stored-format';
import {
  draftFormat,
  draftLogoFormat,
  LOGO_DATA_URL_PATTERN,
  type FileNote,
  type FileNotes,
  type StoredDraft,
  type StoredDraftLogo,
} from '@tp/shared/stored/submission-draft';
import type { SubmissionKind } from '@tp/shared/api/types';
import { localStore } from '@tp/shared/stored/browser-storage';
import { STORAGE_PREFIX } from './storage';

export type { FileNote, FileNotes };

/** What is kept of a form between visits until it is submitted (issue: nothing typed is lost). */
export interface Draft<V> extends Omit<StoredDraft, 'values'> {
  /** The values, with every list of files left empty. */
  readonly values: Partial<V>;
}

/** A draft as the form starts from it. */
export interface LoadedDraft<V> extends Draft<V> {
  /** Where a saved draft that could not be read was set aside (the form then starts fresh); null when none was. */
  readonly setAside: string | null;
}

const isFileList = (value: unknown): value is readonly Blob[] => Array.isArray(value) && value.length > 0 && value.every((item) => item instanceof Blob);

/**
 * Splits a form's values into what a draft can keep (files are too large for
 * localStorage, and JSON cannot hold them) and notes of the files left out.
 */
export function withoutFiles<V extends object>(values: V): { values: V; files: FileNotes } {
  const kept: Record<string, unknown> = {};
  const files: Record<string, FileNote[]> = {};
  for (const [name, value] of Object.entries(values)) {
    if (isFileList(value)) {
      kept[name] = [];
      files[name] = value.map((file) => ({ name: file instanceof File ? file.name : '', size: file.size }));
    } else {
      kept[name] = value;
    }
  }
  return { values: kept as V, files };
}

/** The files noted before that are not attached again yet (same name). */
export function filesToAttachAgain(notes: readonly FileNote[] = [], attached: readonly Blob[] = []): FileNote[] {
  const names = new Set(attached.map((file) => (file instanceof File ? file.name : '')));
  return notes.filter((note) => !names.has(note.name));
}

/** The notes a draft keeps: the files attached now, and those of before still to be attached again. */
export function mergeFileNotes(now: FileNotes, before: FileNotes, values: object): FileNotes {
  const merged: Record<string, readonly FileNote[]> = { ...now };
  for (const [name, notes] of Object.entries(before)) {
    const attached = (values as Record<string, unknown>)[name];
    const missing = filesToAttachAgain(notes, isFileList(attached) ? attached : []);
    if (missing.length > 0) merged[name] = [...(now[name] ?? []), ...missing];
  }
  return merged;
}

const draftKey = (kind: SubmissionKind) => `${STORAGE_PREFIX}draft:${kind}`;
const logoKey = (kind: SubmissionKind) => `${STORAGE_PREFIX}draft-logo:${kind}`;

/** Logos up to this many characters of data URL are kept (≈1.5 MB of image): localStorage holds ~5 MB in all. */
const MAX_LOGO_DATA_URL = 2_000_000;

export function newDraftId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Keys holding a copy that could not be read nor set aside: never written over during this visit. */
const heldKeys = new Set<string>();

/** Forgets a kept copy, unless it is one that could not be read nor set aside. */
function forget(key: string): void {
  if (!heldKeys.has(key)) localStore.remove(key);
}

/**
 * The copy under `key` read with its format, upgraded when older. A copy that
 * cannot be read is never dropped: it is moved to a key of its own, beside the
 * others, and the console says what is wrong with it.
 */
function readKept<T>(key: string, format: StoredFormat<T>): { value: T | null; setAside: string | null } {
  heldKeys.delete(key);
  const raw = localStore.get(key);
  if (raw === null) return { value: null, setAside: null };
  const read = parseStored(format, raw);
  if (read.ok) return { value: read.value, setAside: null };
  const aside = `${key}:set-aside:${new Date().toISOString()}`;
  const moved = localStore.set(aside, raw);
  if (moved) localStore.remove(key);
  // No room for a copy: it stays where it is, and this visit saves nothing over it.
  else heldKeys.add(key);
  console.warn(`${read.problem}. ${moved ? `It was set aside under "${aside}"` : 'There was no room to set it aside: it is left in place'}; the form starts fresh.`);
  return { value: null, setAside: moved ? aside : key };
}

/** The saved draft of a form (an older one upgraded), or a fresh one; one that cannot be read is set aside, never lost. */
export function loadDraft<V>(kind: SubmissionKind): LoadedDraft<V> {
  const key = draftKey(kind);
  const { value, setAside } = readKept(key, draftFormat(key));
  if (value) return { ...value, values: value.values as Partial<V>, setAside };
  return { id: newDraftId(), values: {}, donation: null, files: {}, setAside };
}

/** Whether two values as JSON holds them (a form's values without its files) are the same. */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => key in b && sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/** Whether a draft's values are those of the empty form: nothing typed nor chosen. */
export function isUntouched<V extends object>(values: Partial<V>, empty: V): boolean {
  return sameJson({ ...empty, ...values }, empty);
}

/** Whether a draft holds nothing of the visitor's: the empty form's values, no donation, no files to attach again. */
export function isEmptyDraft<V extends object>({ values, donation, files }: Draft<V>, empty: V): boolean {
  return donation === null && Object.keys(files).length === 0 && isUntouched(values, empty);
}

export function saveDraft<V>(kind: SubmissionKind, { id, values, donation, files }: Draft<V>): boolean {
  const key = draftKey(kind);
  return !heldKeys.has(key) && localStore.set(key, storedText(draftFormat(key), { id, values, donation, files }));
}

function readDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** Keeps the chosen logo with the draft; false when it is too large to keep on this device. */
export async function saveDraftLogo(kind: SubmissionKind, file: File | null): Promise<boolean> {
  if (!file) {
    forget(logoKey(kind));
    return true;
  }
  const dataUrl = await readDataUrl(file);
  if (dataUrl.length > MAX_LOGO_DATA_URL) return false;
  const key = logoKey(kind);
  return !heldKeys.has(key) && localStore.set(key, storedText(draftLogoFormat(key), { name: file.name, dataUrl }));
}

function fileFromDataUrl({ name, dataUrl }: StoredDraftLogo): File | null {
  const match = LOGO_DATA_URL_PATTERN.exec(dataUrl);
  if (!match) return null;
  const binary = atob(match[2]);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new File([bytes], name, { type: match[1] });
}

/** The logo kept with the draft (an older copy upgraded); one that cannot be read is set aside like a draft. */
export function loadDraftLogo(kind: SubmissionKind): File | null {
  const key = logoKey(kind);
  const { value } = readKept(key, draftLogoFormat(key));
  try {
    return value && fileFromDataUrl(value);
  } catch {
    // Base64 the pattern let through but atob refuses: as unreadable as a damaged copy.
    console.warn(`localStorage "${key}" holds a logo that cannot be decoded; the form asks for it again.`);
    return null;
  }
}

/** Forgets the form's values, keeping its logo: they were emptied, or never filled in. */
export function forgetDraftValues(kind: SubmissionKind): void {
  forget(draftKey(kind));
}

/** Forgets the form's draft and logo after a successful submission. */
export function clearDraft(kind: SubmissionKind): void {
  forget(draftKey(kind));
  forget(logoKey(kind));
}
