import type { DonationPayment } from '../contracts/events';
import type { StoredFormat } from './stored-format';
import * as z from '../facades/zod-mini';

/** A file that was attached to a form: its name and size, since the file itself cannot be kept on the device. */
export interface FileNote {
  readonly name: string;
  readonly size: number;
}

/** Per form value, the files it held. */
export type FileNotes = Readonly<Record<string, readonly FileNote[]>>;

/**
 * What mf-submit keeps of a form in localStorage between visits until it is
 * submitted (`tp-submit:draft:<kind>`). The values are the form's own, still
 * unchecked: the form's schema checks them as they are shown and submitted.
 */
export interface StoredDraft {
  /** Stable id of this submission-to-be: the donation amount and the donate panel are keyed by it. */
  readonly id: string;
  /** The values, with every list of files left empty. */
  readonly values: Readonly<Record<string, unknown>>;
  readonly donation: DonationPayment | null;
  /** The files attached when the draft was kept: the form asks for them again after a reload. */
  readonly files: FileNotes;
}

/** The logo chosen with a draft (`tp-submit:draft-logo:<kind>`), as a data URL. */
export interface StoredDraftLogo {
  readonly name: string;
  readonly dataUrl: string;
}

export const DRAFT_ID_PATTERN = /^[0-9a-f]{32}$/;
export const LOGO_DATA_URL_PATTERN = /^data:([\w/+.-]+);base64,(.*)$/;

const fileNotes = z.record(z.string(), z.array(z.object({ name: z.string(), size: z.number().check(z.nonnegative()) })));
const donation = z.object({ payment: z.string(), explorer_url: z.string() });

const asObject = (data: unknown): Record<string, unknown> => (typeof data === 'object' && data !== null && !Array.isArray(data) ? { ...data } : {});

/**
 * Version 1: `{"version": 1, "data": StoredDraft}`. Version 0 (before drafts
 * carried a version) is the same object bare, where a draft saved before
 * the donation or the file notes existed may lack them: they are filled in empty.
 */
export const draftFormat = (key: string): StoredFormat<StoredDraft> => ({
  name: `localStorage "${key}"`,
  version: 1,
  schema: z.object({
    id: z.string().check(z.regex(DRAFT_ID_PATTERN)),
    values: z.record(z.string(), z.unknown()),
    donation: z.nullable(donation),
    files: fileNotes,
  }),
  upgrades: {
    0: (data) => {
      const draft = asObject(data);
      return { ...draft, values: draft.values ?? {}, donation: draft.donation ?? null, files: draft.files ?? {} };
    },
  },
});

/** Version 1: `{"version": 1, "data": StoredDraftLogo}`; version 0 is the same object bare. */
export const draftLogoFormat = (key: string): StoredFormat<StoredDraftLogo> => ({
  name: `localStorage "${key}"`,
  version: 1,
  schema: z.object({ name: z.string(), dataUrl: z.string().check(z.regex(LOGO_DATA_URL_PATTERN)) }),
  upgrades: { 0: (data) => data },
});
