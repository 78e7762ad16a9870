import { useRef, useState } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { useController, useFormState } from 'react-hook-form';
import { formatBytes } from '@tp/shared/i18n/format-bytes';
import { useLang } from '@tp/shared/react';
import { AUDIT_REPORT_RULES, AUDIT_REPORTS_FIELD } from '@tp/shared/validation/audit-report';
import { loadValidationMessages, translateMessage, type MessageKey } from '@tp/shared/validation/messages';
import { filesToAttachAgain, type FileNote } from '../../drafts/drafts';
import { errorOf } from '../../form/errors';
import { fieldId } from '../../form/field-id';
import { useFormMethods } from '../../form/form-methods';
import type { DappFormValues } from '../DappForm';
import { auditReportProblemOf } from './audit-report-check';
import styles from '../../form/form.module.css';
import own from './dapp.module.css';

const MAX_MEGABYTES = AUDIT_REPORT_RULES.maxBytes / 1024 / 1024;

/**
 * The audit report files (docs/product.md §3.1): PDFs checked by the
 * api's own rule as they are chosen, listed with name and size, each
 * removable. Files cannot be kept with the draft: the field says so, and
 * after a reload names the files to attach again.
 */
export function AuditReportsField({ before }: { before: readonly FileNote[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { control, getValues, trigger } = useFormMethods<DappFormValues>();
  const { field } = useController({ control, name: 'audit_reports' });
  const formState = useFormState({ control });
  const [refusals, setRefusals] = useState<string[]>([]);
  const [checking, setChecking] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const files: File[] = field.value;
  const id = fieldId(AUDIT_REPORTS_FIELD);
  const listError = errorOf(formState.errors, AUDIT_REPORTS_FIELD);
  const missing = filesToAttachAgain(before, files);
  const refusal = (file: File, key: MessageKey) => t('dapp.auditFileRefused', { name: file.name, message: translateMessage(key, lang) });

  const attach = async (chosen: File[]) => {
    setChecking(true);
    // A refusal is a validation message: the language's messages are fetched first.
    await loadValidationMessages(lang).catch(() => undefined);
    const accepted: File[] = [];
    const refused: string[] = [];
    for (const file of chosen) {
      if (getValues('audit_reports').length + accepted.length >= AUDIT_REPORT_RULES.maxFiles) {
        refused.push(refusal(file, 'auditReportsTooMany'));
        continue;
      }
      const problem = await auditReportProblemOf(file).catch((): MessageKey => 'auditReportInvalid');
      if (problem) refused.push(refusal(file, problem));
      else accepted.push(file);
    }
    setChecking(false);
    setRefusals(refused);
    if (accepted.length === 0) return;
    // The list as it is now: a file may have been removed while these were read.
    field.onChange([...getValues('audit_reports'), ...accepted]);
    // A file is audit information: after a failed submit, the has-audit message goes as soon as one is attached.
    if (formState.isSubmitted) void trigger(['audit_url', AUDIT_REPORTS_FIELD]);
  };

  const remove = (index: number) => {
    field.onChange(files.filter((_, i) => i !== index));
    setRefusals([]);
    // The focus stays in the list: on the next file's remove button, or on the picker when the list empties.
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button');
      (buttons?.[Math.min(index, buttons.length - 1)] ?? inputRef.current)?.focus();
    });
  };

  const describedBy = [`${id}-hint`, `${id}-kept`, refusals.length > 0 && `${id}-refused`, listError && `${id}-error`].filter(Boolean).join(' ');
  return (
    <fieldset id={id} className={styles.fieldset} tabIndex={-1} data-invalid={listError || refusals.length ? true : undefined} aria-describedby={describedBy}>
      <legend className={styles.label}>{t('dapp.auditFiles')}</legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('dapp.auditFilesHint', { count: AUDIT_REPORT_RULES.maxFiles, size: MAX_MEGABYTES })}
      </p>
      <p id={`${id}-kept`} className={styles.hint}>
        {t('dapp.auditFilesNotKept')}
      </p>
      {missing.length > 0 && (
        <p className={own.attachAgain} role="status">
          {t('dapp.auditFilesAgain', { names: missing.map((note) => note.name).join(', ') })}
        </p>
      )}
      {files.length > 0 && (
        <ul ref={listRef} className={own.files} aria-label={t('dapp.auditFilesAttached')}>
          {files.map((file, index) => {
            const itemId = fieldId(`${AUDIT_REPORTS_FIELD}.${index}`);
            const error = errorOf(formState.errors, `${AUDIT_REPORTS_FIELD}.${index}`);
            return (
              <li key={`${index}:${file.name}:${file.size}`} id={itemId} tabIndex={-1} className={own.file} data-invalid={error ? true : undefined}>
                <span className={styles.fileName}>{file.name}</span>
                <span className={styles.hint}>{formatBytes(file.size, lang)}</span>
                <button
                  type="button"
                  className={styles.linkButton}
                  aria-label={t('dapp.removeAuditFile', { name: file.name })}
                  aria-describedby={error ? `${itemId}-error` : undefined}
                  onClick={() => remove(index)}
                >
                  {t('dapp.removeFile')}
                </button>
                {error && (
                  <p id={`${itemId}-error`} className={`${styles.error} ${own.fileError}`}>
                    {error}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {files.length < AUDIT_REPORT_RULES.maxFiles && (
        <label className={`${styles.fileButton} ${own.attach}`}>
          <input
            ref={inputRef}
            type="file"
            multiple
            accept={`${AUDIT_REPORT_RULES.mimeType},.pdf`}
            aria-describedby={describedBy}
            onChange={(event) => {
              const chosen = Array.from(event.target.files ?? []);
              event.target.value = '';
              if (chosen.length) void attach(chosen);
            }}
          />
          <span>{t('dapp.attachAuditFiles')}</span>
        </label>
      )}
      {checking && (
        <span className={styles.hint} role="status">
          {t('dapp.auditFilesChecking')}
        </span>
      )}
      {refusals.length > 0 && (
        <div id={`${id}-refused`} className={styles.error} role="alert">
          {refusals.map((line) => (
            <p key={line} className={own.refusal}>
              {line}
            </p>
          ))}
        </div>
      )}
      {listError && (
        <p id={`${id}-error`} className={styles.error}>
          {listError}
        </p>
      )}
    </fieldset>
  );
}
