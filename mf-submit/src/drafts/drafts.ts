import type { DonationPayment } from '@tp/shared';
import type { SubmissionKind } from '@tp/shared/api/types';
import { safeStorage, STORAGE_PREFIX } from '../storage';

/** A file that was attached to a form: its name and size, since the file itself cannot be kept on the device. */
export interface FileNote {
  readonly name: string;
  readonly size: number;
}

/** Per form value, the files it held. */
export type FileNotes = Readonly<Record<string, readonly FileNote[]>>;

/** What is kept of a form between visits until it is submitted (issue: nothing typed is lost). */
export interface Draft<V> {
  /** Stable id of this submission-to-be: the donation amount and the donate panel are keyed by it. */
  readonly id: string;
  /** The values, with every list of files left empty. */
  readonly values: Partial<V>;
  readonly donation: DonationPayment | null;
  /** The files attached when the draft was kept: the form asks for them again after a reload. */
  readonly files: FileNotes;
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

function isFileNotes(value: unknown): value is FileNotes {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every(
    (notes) => Array.isArray(notes) && notes.every((note: Partial<FileNote> | null) => typeof note?.name === 'string' && typeof note.size === 'number'),
  );
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

function isDonation(value: unknown): value is DonationPayment {
  const candidate = value as Partial<DonationPayment> | null;
  return typeof candidate?.payment === 'string' && typeof candidate.explorer_url === 'string';
}

/** The saved draft of a form, or a fresh one; a corrupt entry counts as none. */
export function loadDraft<V>(kind: SubmissionKind): Draft<V> {
  const raw = safeStorage.get(draftKey(kind));
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<Draft<V>>) : null;
    if (parsed && typeof parsed.id === 'string' && /^[0-9a-f]{32}$/.test(parsed.id)) {
      const values = typeof parsed.values === 'object' && parsed.values !== null ? parsed.values : {};
      return { id: parsed.id, values, donation: isDonation(parsed.donation) ? parsed.donation : null, files: isFileNotes(parsed.files) ? parsed.files : {} };
    }
  } catch {
    // A draft that cannot be read is replaced by a fresh one.
  }
  return { id: newDraftId(), values: {}, donation: null, files: {} };
}

export function saveDraft<V>(kind: SubmissionKind, draft: Draft<V>): boolean {
  return safeStorage.set(draftKey(kind), JSON.stringify(draft));
}

interface StoredLogo {
  readonly name: string;
  readonly dataUrl: string;
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
    safeStorage.remove(logoKey(kind));
    return true;
  }
  const dataUrl = await readDataUrl(file);
  if (dataUrl.length > MAX_LOGO_DATA_URL) return false;
  const stored: StoredLogo = { name: file.name, dataUrl };
  return safeStorage.set(logoKey(kind), JSON.stringify(stored));
}

function fileFromDataUrl({ name, dataUrl }: StoredLogo): File | null {
  const match = /^data:([\w/+.-]+);base64,(.*)$/.exec(dataUrl);
  if (!match) return null;
  const binary = atob(match[2]);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new File([bytes], name, { type: match[1] });
}

export function loadDraftLogo(kind: SubmissionKind): File | null {
  const raw = safeStorage.get(logoKey(kind));
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<StoredLogo>;
    return typeof stored.name === 'string' && typeof stored.dataUrl === 'string' ? fileFromDataUrl(stored as StoredLogo) : null;
  } catch {
    return null;
  }
}

/** Forgets the form's draft and logo after a successful submission. */
export function clearDraft(kind: SubmissionKind): void {
  safeStorage.remove(draftKey(kind));
  safeStorage.remove(logoKey(kind));
}
