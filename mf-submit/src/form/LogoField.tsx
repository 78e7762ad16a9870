import { useTranslation } from '@tp/shared/facades/react-i18next';
import { LOGO_RULES } from '@tp/shared/validation/logo-rules';
import { useErrorsShown } from './errors';
import { RequiredMark } from './FieldShell';
import { fieldId, LOGO_FIELD } from './field-id';
import type { LogoState } from '../hooks/use-logo';
import styles from './form.module.css';

export function LogoField({ logo, label }: { logo: LogoState; label: string }) {
  const { t } = useTranslation();
  const preview = logo.preview;
  const id = fieldId(LOGO_FIELD);
  const error = useErrorsShown(Boolean(logo.error)) ? logo.error : undefined;
  const describedBy = [`${id}-hint`, error && `${id}-error`, logo.notKept && `${id}-kept`].filter(Boolean).join(' ');
  return (
    <div className={styles.field} data-invalid={error ? true : undefined}>
      <span className={styles.label} id={`${id}-label`}>
        {label}
        <RequiredMark />
      </span>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('logo.hint')}
      </p>
      <div className={styles.logo}>
        <div className={styles.logoPreview} aria-hidden={preview ? undefined : true}>
          {preview ? (
            <img src={preview} width={96} height={96} alt={t('logo.previewAlt')} />
          ) : (
            <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M19 5v14H5V5h14m0-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2zm-4.86 8.86-3 3.87L9 13.14 6 17h12l-3.86-5.14z" />
            </svg>
          )}
        </div>
        <div className={styles.logoActions}>
          <label className={styles.fileButton}>
            <input
              id={id}
              type="file"
              accept={LOGO_RULES.mimeTypes.join(',')}
              aria-labelledby={`${id}-label ${id}-choose`}
              aria-describedby={describedBy}
              aria-invalid={error ? true : undefined}
              aria-required
              onChange={(event) => {
                const chosen = event.target.files?.[0];
                event.target.value = '';
                if (chosen) void logo.choose(chosen);
              }}
            />
            <span id={`${id}-choose`}>{logo.file ? t('logo.replace') : t('logo.choose')}</span>
          </label>
          {logo.file && (
            <button type="button" className={styles.linkButton} onClick={logo.remove}>
              {t('logo.remove')}
            </button>
          )}
          {logo.file && <span className={styles.fileName}>{logo.file.name}</span>}
          {logo.checking && (
            <span className={styles.hint} role="status">
              {t('logo.checking')}
            </span>
          )}
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
      {logo.notKept && (
        <p id={`${id}-kept`} className={styles.hint}>
          {t('logo.notKept')}
        </p>
      )}
    </div>
  );
}
