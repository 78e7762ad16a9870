import { useResource } from '@tp/shared/react';
import { useState } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { useSearchParams } from '@tp/shared/facades/router';
import { RELEASE_PLATFORMS, type ReleasePlatform } from '@tp/shared/api/releases';
import type { AdminRelease } from '@tp/shared/contracts/console';
import { FakeVersions } from '../components/FakeVersions';
import { LoadNotice } from '../components/LoadNotice';
import { ReleaseForm } from '../components/ReleaseForm';
import { RemoveButton } from '../components/RemoveButton';
import { useConsoleApi } from '../state/console-context';
import styles from '../components/console.module.css';

/** The platform a `?platform=` names; Android when it names none. */
export function platformOf(params: URLSearchParams): ReleasePlatform {
  return RELEASE_PLATFORMS.find((p) => p === params.get('platform')) ?? 'android';
}

/** The download pages' releases of one platform (`?platform=`), published, corrected and removed; and the known fake versions. */
export function ReleasesPage() {
  const { t } = useTranslation();
  const api = useConsoleApi();
  const [params, setParams] = useSearchParams();
  const platform = platformOf(params);
  const load = useResource<AdminRelease[]>(`releases:${platform}`, () => api.releases(platform));
  const [outcome, setOutcome] = useState('');

  const publish = async (draft: Parameters<typeof api.createRelease>[0]) => {
    await api.createRelease(draft);
    setOutcome(t('releases.published', { version: draft.version }));
    if (draft.platform === platform) load.reload();
    else setParams(new URLSearchParams({ platform: draft.platform }));
  };

  return (
    <section aria-labelledby="releases-heading">
      <h2 id="releases-heading">{t('releases.heading')}</h2>
      <div className={`${styles.filters} ${styles.panel}`}>
        <label>
          {t('releases.fields.platform')}
          <select value={platform} onChange={(e) => setParams(new URLSearchParams({ platform: e.target.value }))}>
            {RELEASE_PLATFORMS.map((p) => <option key={p} value={p}>{t(`releases.platforms.${p}`)}</option>)}
          </select>
        </label>
      </div>
      <LoadNotice load={load} />
      {load.status === 'ready' && (
        <>
          <details className={styles.panel}>
            <summary>{t('releases.new')}</summary>
            <ReleaseForm key={platform} release={null} platform={platform} onSave={publish} />
          </details>
          {outcome && <p role="status">{outcome}</p>}
          {load.data.length === 0 ? <p>{t('releases.empty')}</p> : (
            <ul className={styles.checks} aria-label={t('releases.list', { platform: t(`releases.platforms.${platform}`) })}>
              {load.data.map((release) => <ReleaseRow key={release.id} release={release} onChanged={load.reload} />)}
            </ul>
          )}
        </>
      )}
      <FakeVersions />
    </section>
  );
}

/** One release: what and where it is, and its correction or removal. */
function ReleaseRow({ release, onChanged }: { readonly release: AdminRelease; readonly onChanged: () => void }) {
  const { t } = useTranslation();
  const api = useConsoleApi();
  const [editing, setEditing] = useState(false);
  // Names the package too: an APK and its Google Play listing share a version.
  const source = [t(`releases.stores.${release.store ?? 'download'}`), ...(release.arch === 'universal' ? [] : [t(`releases.arches.${release.arch}`)])].join(', ');
  const label = `${t(`releases.platforms.${release.platform}`)} ${release.version} (${source})`;
  const save = async (draft: Parameters<typeof api.saveRelease>[1]) => {
    await api.saveRelease(release.id, draft);
    setEditing(false);
    onChanged();
  };

  return (
    <li className={release.channel === 'beta' ? styles.dimmed : undefined}>
      <strong>{release.version}</strong> · {t(`releases.channels.${release.channel}`)} · {t(`releases.stores.${release.store ?? 'download'}`)}
      {release.arch !== 'universal' && ` · ${t(`releases.arches.${release.arch}`)}`}
      <span className={styles.muted}>
        {' · '}{new Date(release.released_at).toLocaleString()}
        {release.size !== null && ` · ${t('releases.size', { mb: (release.size / 1_000_000).toFixed(1) })}`}
        {release.sha256 && ` · SHA-256 ${release.sha256.slice(0, 12)}…`}
        {release.store_id && ` · ${release.store_id}`}
        {' · '}<a href={release.url} target="_blank" rel="noopener noreferrer">{release.url}</a>
      </span>
      {release.notes && <p className={styles.muted}>{release.notes}</p>}
      {editing
        ? <ReleaseForm release={release} platform={release.platform} onSave={save} onCancel={() => setEditing(false)} />
        : (
          <div className={styles.row}>
            <button type="button" className={styles.button} aria-label={t('releases.edit', { name: label })} onClick={() => setEditing(true)}>{t('releases.editShort')}</button>
            <RemoveButton name={label} onRemove={() => api.removeRelease(release.id)} onRemoved={onChanged} />
          </div>
        )}
    </li>
  );
}
