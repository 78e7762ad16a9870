import { formatBytes, LOCALE_BCP47, type Release } from '@tp/shared';
import { releaseDate } from '@tp/shared/download/page-data';
import { useCopy, useLang } from '@tp/shared/react';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { normalizeSha256, releasesWithSha256 } from '../authenticity/match-release';
import { FileTooLargeError, MAX_CHECK_BYTES, sha256OfFile } from '../authenticity/sha256-file';
import type { ReleasesState } from '../hooks/use-releases';
import { useReleaseName } from '../hooks/use-release-name';
import { ReleasesError } from './ReleasesError';
import shared from './shared.module.css';
import styles from './FileCheck.module.css';

type CheckState =
  | { readonly step: 'idle' }
  | { readonly step: 'reading'; readonly name: string; readonly progress: number }
  | { readonly step: 'hashed'; readonly name: string; readonly sha256: string }
  | { readonly step: 'too-large'; readonly name: string }
  | { readonly step: 'failed'; readonly name: string };

interface FileCheckProps {
  readonly releases: ReleasesState;
  onRetry(): void;
}

function MatchList({ matches }: { matches: readonly Release[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const nameOf = useReleaseName();
  return (
    <ul className={styles.matches}>
      {matches.map((release) => (
        <li key={`${release.platform}|${release.arch}|${release.url}`}>
          {t('verify.file.matchItem', {
            name: nameOf(release),
            version: release.version,
            channel: t(`channels.${release.channel}`),
            date: releaseDate(release, lang),
          })}
        </li>
      ))}
    </ul>
  );
}

function Verdict({ sha256, releases, onRetry }: { sha256: string; releases: ReleasesState; onRetry(): void }) {
  const { t } = useTranslation();
  if (releases.status === 'error') return <ReleasesError onRetry={onRetry} />;
  if (releases.status === 'loading') return <p className={styles.pending}>{t('verify.file.comparing')}</p>;
  if (!releases.data.releases.some((release) => normalizeSha256(release.sha256))) {
    return <p className={styles.pending}>{t('verify.file.noChecksums')}</p>;
  }
  const matches = releasesWithSha256(releases.data.releases, sha256);
  if (matches.length === 0) {
    return (
      <div className={`${styles.verdict} ${styles.bad}`} data-verdict="no-match">
        <p className={styles.verdictTitle}>{t('verify.file.noMatchTitle')}</p>
        <p>{t('verify.file.noMatchBody')}</p>
      </div>
    );
  }
  return (
    <div className={`${styles.verdict} ${styles.good}`} data-verdict="match">
      <p className={styles.verdictTitle}>{t('verify.file.matchTitle')}</p>
      <MatchList matches={matches} />
    </div>
  );
}

/** Pick or drop a file: its SHA-256 is computed here, in the browser, and compared with every release. */
export function FileCheck({ releases, onRetry }: FileCheckProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const copy = useCopy();
  const [state, setState] = useState<CheckState>({ step: 'idle' });
  const [dragging, setDragging] = useState(false);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const check = (file: File) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const { name } = file;
    setState({ step: 'reading', name, progress: 0 });
    sha256OfFile(file, {
      signal: controller.signal,
      onProgress: (progress) => !controller.signal.aborted && setState({ step: 'reading', name, progress }),
    }).then(
      (sha256) => setState({ step: 'hashed', name, sha256 }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof FileTooLargeError) return setState({ step: 'too-large', name });
        console.error('Could not read the file to check', error);
        setState({ step: 'failed', name });
      },
    );
  };

  const cancel = () => {
    running.current?.abort();
    setState({ step: 'idle' });
  };

  const drop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) check(file);
  };

  return (
    <div className={styles.fileCheck}>
      <h3 className={styles.title}>{t('verify.file.title')}</h3>
      <label
        className={`${styles.drop} ${dragging ? styles.dragging : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <input
          type="file"
          className="tp-visually-hidden"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) check(file);
            event.currentTarget.value = '';
          }}
        />
        <svg width="32" height="32" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 16V4m0 0L7 9m5-5 5 5M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className={styles.dropTitle}>{t('verify.file.pick')}</span>
        <span className={styles.dropHint}>{t('verify.file.privacy')}</span>
      </label>

      {/* Busy while reading: screen readers announce the verdict, not every step of the progress. */}
      <div aria-live="polite" aria-busy={state.step === 'reading'} className={styles.status}>
        {state.step === 'reading' && (
          <div className={styles.reading}>
            <p>{t('verify.file.reading', { name: state.name })}</p>
            <div className={styles.progressRow}>
              <progress max={1} value={state.progress} aria-label={t('verify.file.progress', { name: state.name })} />
              <span>{new Intl.NumberFormat(LOCALE_BCP47[lang], { style: 'percent' }).format(state.progress)}</span>
              <button type="button" className={shared.secondaryButton} onClick={cancel}>
                {t('verify.file.cancel')}
              </button>
            </div>
          </div>
        )}
        {state.step === 'hashed' && (
          <>
            <p className={styles.fileName}>{state.name}</p>
            <p className={styles.hashLine}>
              <span>SHA-256</span>
              <code className={shared.hash}>{state.sha256}</code>
              <button
                type="button"
                className={shared.secondaryButton}
                onClick={() => void copy(state.sha256)}
              >
                {t('verify.file.copy')}
              </button>
            </p>
            <Verdict sha256={state.sha256} releases={releases} onRetry={onRetry} />
          </>
        )}
        {state.step === 'too-large' && (
          <div className={`${styles.verdict} ${styles.bad}`} data-verdict="no-match">
            <p className={styles.verdictTitle}>{t('verify.file.noMatchTitle')}</p>
            <p>{t('verify.file.tooLarge', { name: state.name, limit: formatBytes(MAX_CHECK_BYTES, lang) })}</p>
          </div>
        )}
        {state.step === 'failed' && (
          <p role="alert" className={styles.failed}>
            {t('verify.file.failed', { name: state.name })}
          </p>
        )}
      </div>
    </div>
  );
}
