import { useResource } from '@tp/shared/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { RELEASE_PLATFORMS, type ReleasePlatform } from '@tp/shared/api/releases';
import type { AdminFakeVersion } from '@tp/shared/contracts/console';
import type { FakeVersionDraft } from '../state/console-api';
import { useConsoleApi } from '../state/console-context';
import type { ConsoleLanguage } from '../state/console-i18n';
import { refusalOf, type Refusal } from '../state/refusal';
import { LoadNotice } from './LoadNotice';
import { RemoveButton } from './RemoveButton';
import styles from './console.module.css';

/** The version numbers the download pages call known fakes: reported, corrected and removed. */
export function FakeVersions() {
  const { t } = useTranslation();
  const api = useConsoleApi();
  const load = useResource<AdminFakeVersion[]>('fake-versions', () => api.fakeVersions());
  const report = async (draft: FakeVersionDraft) => {
    await api.reportFakeVersion(draft);
    load.reload();
  };

  return (
    <section aria-labelledby="fakes-heading">
      <h3 id="fakes-heading">{t('fakes.heading')}</h3>
      <p className={styles.muted}>{t('fakes.help')}</p>
      <LoadNotice load={load} />
      {load.status === 'ready' && (
        <>
          <FakeVersionForm fake={null} onSave={report} />
          {load.data.length === 0 ? <p>{t('fakes.empty')}</p> : (
            <ul className={styles.checks} aria-label={t('fakes.heading')}>
              {load.data.map((fake) => <FakeVersionRow key={fake.id} fake={fake} onChanged={load.reload} />)}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function FakeVersionRow({ fake, onChanged }: { readonly fake: AdminFakeVersion; readonly onChanged: () => void }) {
  const { t } = useTranslation();
  const api = useConsoleApi();
  const [editing, setEditing] = useState(false);
  const where = fake.platform ? t(`releases.platforms.${fake.platform}`) : t('fakes.anyPlatform');
  const label = `${fake.version} (${where})`;
  const save = async (draft: FakeVersionDraft) => {
    await api.saveFakeVersion(fake.id, draft);
    setEditing(false);
    onChanged();
  };
  return (
    <li>
      <strong>{fake.version}</strong> · {where}
      <span className={styles.muted}> · {t('fakes.reported', { at: new Date(fake.reported_at).toLocaleString() })}</span>
      {editing
        ? <FakeVersionForm fake={fake} onSave={save} onCancel={() => setEditing(false)} />
        : (
          <div className={styles.row}>
            <button type="button" className={styles.button} aria-label={t('fakes.edit', { name: label })} onClick={() => setEditing(true)}>{t('releases.editShort')}</button>
            <RemoveButton name={label} onRemove={() => api.removeFakeVersion(fake.id)} onRemoved={onChanged} />
          </div>
        )}
    </li>
  );
}

/** A fake version to report (`fake` null) or to correct; a refusal (an official number, a malformed one) names the field. */
function FakeVersionForm({ fake, onSave, onCancel }: { readonly fake: AdminFakeVersion | null; readonly onSave: (draft: FakeVersionDraft) => Promise<void>; readonly onCancel?: () => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [version, setVersion] = useState(fake?.version ?? '');
  const [platform, setPlatform] = useState<string>(fake?.platform ?? '');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const name = fake ? t('fakes.editing', { version: fake.version }) : t('fakes.new');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setRefusal(null);
    try {
      await onSave({ version: version.trim(), platform: (platform || null) as ReleasePlatform | null });
      if (!fake) setVersion('');
    } catch (error) {
      setRefusal(await refusalOf(error, t, i18n.language as ConsoleLanguage, 'fakes.fields'));
      queueMicrotask(() => document.getElementById(`${id}-version`)?.focus());
    } finally {
      setBusy(false);
    }
  };
  const versionProblem = refusal?.fields.version;

  return (
    <form className={styles.row} onSubmit={(e) => void submit(e)} aria-label={name} noValidate>
      <label className={styles.field}>
        {t('fakes.fields.version')}
        <input id={`${id}-version`} value={version} maxLength={40} placeholder="2.9.9" onChange={(e) => setVersion(e.target.value)}
          aria-invalid={Boolean(versionProblem)} aria-describedby={versionProblem ? `${id}-version-error` : undefined} />
      </label>
      <label className={styles.field}>
        {t('fakes.fields.platform')}
        <select value={platform} onChange={(e) => setPlatform(e.target.value)}>
          <option value="">{t('fakes.anyPlatform')}</option>
          {RELEASE_PLATFORMS.map((p) => <option key={p} value={p}>{t(`releases.platforms.${p}`)}</option>)}
        </select>
      </label>
      <button type="submit" className={`${styles.button} ${fake ? '' : styles.primary}`} disabled={busy}>{t(fake ? 'releases.save' : 'fakes.report')}</button>
      {onCancel && <button type="button" className={styles.button} onClick={onCancel}>{t('decide.cancel')}</button>}
      {versionProblem && <span id={`${id}-version-error`} className={styles.error}>{versionProblem}</span>}
      {refusal && <p role="alert" className={styles.error}>{refusal.text}</p>}
    </form>
  );
}
