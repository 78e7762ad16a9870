import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLang } from '@tp/shared/react';
import { loadValidationMessages, translateMessage, type MessageKey } from '@tp/shared/validation/messages';
import type { SubmissionKind } from '@tp/shared/api/types';
import { useDraftReadable } from '../form/draft-after-hydration';
import { loadDraftLogo, saveDraftLogo } from '../drafts/drafts';
import { checkLogo } from '../logo/logo-facts';

export interface LogoState {
  readonly file: File | null;
  /** An object URL of the accepted file, for its preview. */
  readonly preview: string | null;
  readonly error: string | null;
  readonly checking: boolean;
  /** The logo is fine but too large to keep with the draft on this device. */
  readonly notKept: boolean;
  choose(file: File): Promise<void>;
  remove(): void;
  /** Marks a missing logo as an error; true when there is a valid logo. */
  validate(): boolean;
  /** An error the api answered for the logo. */
  setError(message: string): void;
}

/** The logo of a submission: checked before upload (docs/product.md §5.4), kept with the draft. */
export function useLogo(kind: SubmissionKind, requiredKey: MessageKey): LogoState {
  const lang = useLang();
  const draftReadable = useDraftReadable();
  const [file, setFileState] = useState<File | null>(() => (draftReadable.current ? loadDraftLogo(kind) : null));
  const [preview, setPreview] = useState<string | null>(() => (file ? URL.createObjectURL(file) : null));
  const previewRef = useRef(preview);
  // Only files that passed the header check are ever decoded for the preview.
  const setFile = useCallback((next: File | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = next ? URL.createObjectURL(next) : null;
    setFileState(next);
    setPreview(previewRef.current);
  }, []);
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [notKept, setNotKept] = useState(false);

  const choose = useCallback(
    async (chosen: File) => {
      setChecking(true);
      // The refusal is a validation message: the language's messages are fetched with the check.
      const [ok] = await Promise.all([checkLogo(chosen).catch(() => false), loadValidationMessages(lang).catch(() => undefined)]);
      setChecking(false);
      if (!ok) {
        setFile(null);
        setNotKept(false);
        setError(translateMessage('logoInvalid', lang));
        void saveDraftLogo(kind, null);
        return;
      }
      setFile(chosen);
      setError(null);
      setNotKept(!(await saveDraftLogo(kind, chosen).catch(() => false)));
    },
    [kind, lang, setFile],
  );

  const remove = useCallback(() => {
    setFile(null);
    setError(null);
    setNotKept(false);
    void saveDraftLogo(kind, null);
  }, [kind, setFile]);

  const validate = useCallback(() => {
    if (!file) setError((current) => current ?? translateMessage(requiredKey, lang));
    return file !== null;
  }, [file, lang, requiredKey]);

  // One object while nothing changes: the form's fields, which show the logo, are not rendered again with the form.
  return useMemo(
    () => ({ file, preview, error, checking, notKept, choose, remove, validate, setError }),
    [file, preview, error, checking, notKept, choose, remove, validate],
  );
}
