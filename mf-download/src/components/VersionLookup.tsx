import { formatDate } from '@tp/shared';
import { releaseDate } from '@tp/shared/download/page-data';
import { useLang } from '@tp/shared/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { lookUpVersion, type VersionVerdict } from '../authenticity/version-lookup';
import type { ReleasesState } from '../hooks/use-releases';
import { useReleaseName } from '../hooks/use-release-name';
import { isPlatformId, PLATFORMS, tabOfReleasePlatform, type PlatformId } from '../platforms/platforms';
import { ReleasesError } from './ReleasesError';
import styles from './VersionLookup.module.css';

interface Lookup {
  readonly version: string;
  readonly platform: PlatformId | undefined;
  readonly verdict: VersionVerdict;
}

function Result({ lookup }: { lookup: Lookup }) {
  const { t } = useTranslation();
  const lang = useLang();
  const nameOf = useReleaseName();
  const { verdict, version } = lookup;
  const scope = lookup.platform ? t(`platforms.${lookup.platform}`) : t('verify.version.scopeAny');
  switch (verdict.kind) {
    case 'invalid':
      return null;
    case 'official':
      return (
        <div className={`${styles.result} ${styles.good}`} data-verdict="official">
          <p className={styles.resultTitle}>{t('verify.version.officialTitle', { version })}</p>
          <ul className={styles.list}>
            {verdict.releases.map((release) => (
              <li key={`${release.platform}|${release.arch}|${release.url}`}>
                {t('verify.version.officialItem', { name: nameOf(release), channel: t(`channels.${release.channel}`), date: releaseDate(release, lang) })}
              </li>
            ))}
          </ul>
        </div>
      );
    case 'known-fake': {
      const claimed = verdict.fake.platform && tabOfReleasePlatform(verdict.fake.platform);
      const date = formatDate(verdict.fake.reported_at, lang);
      return (
        <div className={`${styles.result} ${styles.bad}`} data-verdict="known-fake">
          <p className={styles.resultTitle}>{t('verify.version.knownFakeTitle', { version })}</p>
          <p>
            {claimed
              ? t('verify.version.knownFakeBody', { version, date, scope: t(`platforms.${claimed}`) })
              : t('verify.version.knownFakeBodyAny', { version, date })}
          </p>
        </div>
      );
    }
    case 'ahead':
      return (
        <div className={`${styles.result} ${styles.bad}`} data-verdict="fake">
          <p className={styles.resultTitle}>{t('verify.version.aheadTitle', { version })}</p>
          <p>{t('verify.version.aheadBody', { version, newest: verdict.newest.version, scope })}</p>
        </div>
      );
    case 'unlisted':
      return (
        <div className={`${styles.result} ${styles.bad}`} data-verdict="unlisted">
          <p className={styles.resultTitle}>{t('verify.version.unlistedTitle', { version })}</p>
          <p>{t('verify.version.unlistedBody', { version, scope })}</p>
        </div>
      );
    case 'unknown':
      return <p className={styles.result}>{t('verify.version.unknown', { scope })}</p>;
  }
}

/** Is a version number someone offers an official one? Fakes usually claim a number we never released. */
export function VersionLookup({ releases, onRetry }: { releases: ReleasesState; onRetry(): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [input, setInput] = useState('');
  const [platform, setPlatform] = useState<PlatformId | ''>('');
  const [lookup, setLookup] = useState<Lookup | null>(null);
  const [error, setError] = useState<'required' | 'invalid' | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (releases.status !== 'ready') return;
    const version = input.trim();
    const scope = platform || undefined;
    const verdict = lookUpVersion(version, releases.data.releases, releases.data.fakeVersions, scope);
    setError(version === '' ? 'required' : verdict.kind === 'invalid' ? 'invalid' : null);
    setLookup(verdict.kind === 'invalid' ? null : { version, platform: scope, verdict });
  };

  return (
    <div className={styles.lookup}>
      <h3 className={styles.title}>{t('verify.version.title')}</h3>
      <p className={styles.lead}>{t('verify.version.lead')}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label htmlFor={`${id}-version`}>{t('verify.version.label')}</label>
          <input
            className={styles.input}
            id={`${id}-version`}
            name="version"
            inputMode="decimal"
            autoComplete="off"
            placeholder="2.9.3"
            value={input}
            aria-invalid={error !== null}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setInput(event.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-platform`}>{t('verify.version.platform')}</label>
          <select className={styles.input} id={`${id}-platform`} value={platform} onChange={(event) => setPlatform(isPlatformId(event.target.value) ? event.target.value : '')}>
            <option value="">{t('verify.version.anyPlatform')}</option>
            {PLATFORMS.map((option) => (
              <option key={option} value={option}>
                {t(`platforms.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={`tp-button ${styles.submit}`} disabled={releases.status === 'loading'}>
          {t('verify.version.submit')}
        </button>
      </form>
      {error && (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {t(`verify.version.${error}`)}
        </p>
      )}
      {releases.status === 'error' ? (
        <ReleasesError onRetry={onRetry} />
      ) : (
        <div aria-live="polite">{lookup && <Result lookup={lookup} />}</div>
      )}
    </div>
  );
}
