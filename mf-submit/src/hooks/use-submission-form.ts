import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from '@tp/shared/facades/router';
import { retryAfterOf, type ApiClient, type SubmissionReceipt } from '@tp/shared';
import { useFormGuard, useLang, useShell, type FormGuardHandle } from '@tp/shared/react';
import type { FormGuard } from '@tp/shared/validation/form-guard';
import type { MessageKey } from '@tp/shared/validation/messages';
import { loadResolver } from '../form/validation';
import { forgetDonationAmount, hasDonationAmount } from '../donate/amount';
import { useDraftReadable } from '../form/draft-after-hydration';
import { clearDraft, forgetDraftValues, isEmptyDraft, isUntouched, loadDraft, mergeFileNotes, saveDraft, withoutFiles, type FileNotes } from '../drafts/drafts';
import type { SubmissionKind } from '@tp/shared/api/types';
import { flattenErrors, type FieldMessage } from '../form/errors';
import { LOGO_FIELD } from '../form/field-id';
import { failureKind, refusalsOf, type FailureKind } from '../form/server-errors';
import { useDonation, type DonationState } from './use-donation';
import { useLogo, type LogoState } from './use-logo';

/** What the success page receives with the navigation. */
export interface SuccessState {
  readonly donation: { readonly payment: string; readonly explorer_url: string } | null;
  /** Why the donation could not be attached, when it could not. */
  readonly donationFailure: FailureKind | 'refused' | null;
  readonly donationMessage?: string;
}

export interface SubmissionFormOptions<V extends FieldValues> {
  readonly kind: SubmissionKind;
  /** Empty values of every field. */
  readonly defaults: V;
  /** 'DApp Logo is required' or 'Logo is required'. */
  readonly logoRequiredKey: MessageKey;
  send(api: ApiClient, values: V, logo: File, guard: FormGuard): Promise<SubmissionReceipt>;
}

export interface SubmissionForm<V extends FieldValues> {
  readonly form: UseFormReturn<V>;
  readonly logo: LogoState;
  readonly donation: DonationState;
  readonly onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  readonly submitting: boolean;
  /** Every problem to list in the summary, in no particular order. */
  readonly problems: readonly FieldMessage[];
  /** A failure that belongs to no field. */
  readonly failure: FailureKind | null;
  /** With a `busy` failure: seconds until the api takes submissions from this address again, when it said. */
  readonly retryAfter: number | null;
  /** The form's honeypot and fill time (see useFormGuard). */
  readonly guard: FormGuardHandle;
  /** Messages of the api for fields this form does not have. */
  readonly otherRefusals: readonly string[];
  readonly summaryRef: React.RefObject<HTMLDivElement | null>;
  /** The form was filled from a draft kept on this device. */
  readonly restored: boolean;
  /** A draft kept on this device could not be read: where it was set aside (the form starts fresh), or null. */
  readonly setAside: string | null;
  /** Files that were attached before the page was reloaded: they must be attached again. */
  readonly filesBeforeReload: FileNotes;
  /** Empties the form and forgets its draft. */
  startOver(): void;
  /** Starts fetching the form's schema (the visitor is filling the form in), so a submit need not wait for it. */
  prepare(): void;
}

const AUTOSAVE_MS = 300;

/**
 * One submission form: react-hook-form with the shared schema in the visitor's
 * language, a draft kept on every change until success, the logo, the
 * donation, and the api's answer mapped back onto the fields.
 */
export function useSubmissionForm<V extends FieldValues>({ kind, defaults, logoRequiredKey, send }: SubmissionFormOptions<V>): SubmissionForm<V> {
  const { api } = useShell();
  const lang = useLang();
  const navigate = useNavigate();
  const draftReadable = useDraftReadable();
  // While the server's empty form hydrates, its draft waits (see DraftAfterHydration); its id is a fresh one's.
  const [draft] = useState(() => (draftReadable.current ? loadDraft<V>(kind) : { ...loadDraft<V>(kind), values: {}, donation: null, files: {} }));
  const [restored, setRestored] = useState(() => !isUntouched(draft.values, defaults));
  // The schema is fetched on the form's first focus (prepare) or, at the latest, on its first submit.
  const resolver = useCallback<Resolver<V>>(
    async (values, context, options) => (await loadResolver<V>(lang, kind))(values, context, options),
    [lang, kind],
  );
  const prepare = useCallback(() => {
    loadResolver(lang, kind).catch(() => undefined);
  }, [lang, kind]);
  const form = useForm<V>({
    defaultValues: { ...defaults, ...draft.values } as DefaultValues<V>,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The summary takes the focus instead (issue: "a summary that takes the focus on submit").
    shouldFocusError: false,
  });
  const logo = useLogo(kind, logoRequiredKey);
  const donation = useDonation(kind, draft.id, draft.donation);
  const guard = useFormGuard(kind);
  const [failure, setFailure] = useState<FailureKind | null>(null);
  const [retryAfter, setRetryAfter] = useState<number | null>(null);
  const [otherRefusals, setOtherRefusals] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const summaryRef = useRef<HTMLDivElement | null>(null);
  const summaryWanted = useRef(false);
  const finished = useRef(false);
  const donationRef = useRef(donation.value);
  donationRef.current = donation.value;
  const [filesBeforeReload, setFilesBeforeReload] = useState(draft.files);
  const filesBeforeReloadRef = useRef(filesBeforeReload);
  filesBeforeReloadRef.current = filesBeforeReload;

  const save = useCallback(() => {
    if (finished.current || !draftReadable.current) return;
    // Files cannot be kept: their names are, until they are attached again.
    const current = form.getValues();
    const { values, files } = withoutFiles(current);
    const kept = { id: draft.id, values, donation: donationRef.current, files: mergeFileNotes(files, filesBeforeReloadRef.current, current) };
    // A visitor who only looked at the form leaves nothing: their next visit would say their answers were restored.
    if (isEmptyDraft(kept, defaults) && !hasDonationAmount(draft.id)) forgetDraftValues(kind);
    else saveDraft<V>(kind, kept);
  }, [defaults, draft.id, draftReadable, form, kind]);

  // Every change is kept: a failed submit, a dropped network or a reload loses nothing.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(save, AUTOSAVE_MS);
    });
    const flush = () => {
      clearTimeout(timer);
      save();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [form, save]);

  useEffect(save, [donation.value, save]);

  // react-hook-form publishes the errors after its invalid callback: the summary exists a render later.
  useEffect(() => {
    if (summaryWanted.current && summaryRef.current) {
      summaryWanted.current = false;
      summaryRef.current.focus();
    }
  });
  const showSummary = () => {
    summaryWanted.current = true;
  };

  const submit = async (values: V) => {
    if (!logo.file) return;
    setSubmitting(true);
    setFailure(null);
    setOtherRefusals([]);
    let receipt: SubmissionReceipt;
    try {
      receipt = await send(api, values, logo.file, await guard.seal());
    } catch (error) {
      setSubmitting(false);
      const refusals = await refusalsOf(error, lang);
      if (refusals.length === 0) setFailure(failureKind(error));
      setRetryAfter(retryAfterOf(error) ?? null);
      const others: string[] = [];
      for (const { field, message } of refusals) {
        if (field === LOGO_FIELD || field === 'icon_url') logo.setError(message);
        else if (field && hasField(form.getValues(), field)) form.setError(field as never, { type: 'server', message });
        else others.push(message);
      }
      setOtherRefusals(others);
      showSummary();
      return;
    }
    const success: SuccessState = { donation: donation.value, donationFailure: null };
    if (donation.value) {
      try {
        await api.attachDonation(receipt.receipt, donation.value);
      } catch (error) {
        const refusals = await refusalsOf(error, lang);
        Object.assign(success, refusals.length ? { donationFailure: 'refused', donationMessage: refusals[0].message } : { donationFailure: failureKind(error) });
      }
    }
    finished.current = true;
    clearDraft(kind);
    forgetDonationAmount(draft.id);
    navigate(`/success?${new URLSearchParams({ receipt: receipt.receipt, kind })}`, { state: success });
  };

  const validateAndSubmit = form.handleSubmit(
    async () => {
      // The shared schema checked the values; the api gets them as typed and checks them again.
      if (!logo.validate()) return showSummary();
      await submit(form.getValues());
    },
    () => {
      logo.validate();
      setFailure(null);
      showSummary();
    },
  );
  const onSubmit = async (event?: React.BaseSyntheticEvent) => {
    try {
      await validateAndSubmit(event);
    } catch {
      // The schema could not be fetched: nothing was checked nor sent, and a new submit fetches it again.
      setFailure('network');
      showSummary();
    }
  };

  const startOver = useCallback(() => {
    form.reset(defaults);
    logo.remove();
    donation.remove();
    setFailure(null);
    setOtherRefusals([]);
    setRestored(false);
    setFilesBeforeReload({});
    clearDraft(kind);
  }, [defaults, donation, form, kind, logo]);

  // The summary lists problems once the visitor tried to submit; before that, each field speaks for itself.
  const attempted = form.formState.submitCount > 0;
  const fieldProblems = attempted ? flattenErrors(form.formState.errors) : [];
  const problems = attempted && logo.error ? [...fieldProblems, { name: LOGO_FIELD, message: logo.error }] : fieldProblems;

  return { form, logo, donation, onSubmit, submitting, problems, failure, retryAfter, guard, otherRefusals, summaryRef, restored, setAside: draft.setAside, filesBeforeReload, startOver, prepare };
}

/** Whether a dotted path names a value of the form (`tokens.0.contract`). */
function hasField(values: FieldValues, path: string): boolean {
  let current: unknown = values;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object' || !(part in current)) return false;
    current = (current as Record<string, unknown>)[part];
  }
  return true;
}
