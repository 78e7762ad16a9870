import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { RELEASE_ARCHES, RELEASE_CHANNELS, RELEASE_PLATFORMS, RELEASE_SOURCES, type ReleasePlatform, type ReleaseStore } from '@tp/shared/api/releases';
import type { AdminRelease } from '@tp/shared/contracts/console';
import type { ReleaseDraft } from '../state/console-api';
import type { ConsoleLanguage } from '../state/console-i18n';
import { fromLocalInput, localInput } from '../state/local-time';
import { refusalOf, type Refusal } from '../state/refusal';
import styles from './console.module.css';

type Fields = Record<'platform' | 'version' | 'channel' | 'store' | 'store_id' | 'url' | 'size' | 'sha256' | 'signing_cert_sha256' | 'arch' | 'min_os' | 'released_at' | 'notes', string>;

function fieldsOf(release: AdminRelease | null, platform: ReleasePlatform): Fields {
  if (!release) {
    const store = RELEASE_SOURCES[platform][0] ?? '';
    return { platform, version: '', channel: 'stable', store, store_id: '', url: '', size: '', sha256: '', signing_cert_sha256: '', arch: 'universal', min_os: '', released_at: '', notes: '' };
  }
  return {
    platform: release.platform, version: release.version, channel: release.channel, store: release.store ?? '', store_id: release.store_id ?? '', url: release.url,
    size: release.size === null ? '' : String(release.size), sha256: release.sha256 ?? '', signing_cert_sha256: release.signing_cert_sha256 ?? '',
    arch: release.arch, min_os: release.min_os ?? '', released_at: localInput(release.released_at), notes: release.notes,
  };
}

/** The api's body: a store listing carries its id only, a package its size and checksums; a date left as it was is kept. */
function draftOf(fields: Fields, keptDate: string): ReleaseDraft {
  const store = (fields.store || null) as ReleaseStore | null;
  const orNull = (value: string) => value.trim() || null;
  const releasedAt = fields.released_at === keptDate ? null : fromLocalInput(fields.released_at);
  return {
    platform: fields.platform as ReleasePlatform, version: fields.version.trim(), channel: fields.channel as ReleaseDraft['channel'], url: fields.url.trim(),
    store, store_id: store ? orNull(fields.store_id) : null,
    size: store || !fields.size.trim() ? null : Number(fields.size), sha256: store ? null : orNull(fields.sha256), signing_cert_sha256: store ? null : orNull(fields.signing_cert_sha256),
    arch: fields.arch as ReleaseDraft['arch'], min_os: orNull(fields.min_os), notes: fields.notes.trim(),
    ...(releasedAt ? { released_at: releasedAt } : {}),
  };
}

/**
 * A release to publish (`release` null) or to correct: its platform's sources decide between a store
 * listing (its id) and a package downloaded from the site (size and SHA-256); a refusal marks each field it names.
 */
export function ReleaseForm({ release, platform, onSave, onCancel }: {
  readonly release: AdminRelease | null;
  readonly platform: ReleasePlatform;
  readonly onSave: (draft: ReleaseDraft) => Promise<void>;
  readonly onCancel?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [initial] = useState(() => fieldsOf(release, platform));
  const [fields, setFields] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const sources = RELEASE_SOURCES[fields.platform as ReleasePlatform];
  const isListing = fields.store !== '';
  const set = (name: keyof Fields) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setFields((now) => (name === 'platform' ? { ...now, platform: value, store: RELEASE_SOURCES[value as ReleasePlatform][0] ?? '' } : { ...now, [name]: value }));
  };
  const field = (name: keyof Fields, label: string, input: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode) => {
    const problem = refusal?.fields[name];
    return (
      <div className={styles.field}>
        <label htmlFor={`${id}-${name}`}>{label}</label>
        {input({ id: `${id}-${name}`, 'aria-invalid': Boolean(problem), ...(problem ? { 'aria-describedby': `${id}-${name}-error` } : {}) })}
        {problem && <span id={`${id}-${name}-error`} className={styles.error}>{problem}</span>}
      </div>
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setRefusal(null);
    try {
      await onSave(draftOf(fields, initial.released_at));
      if (!release) setFields(fieldsOf(null, fields.platform as ReleasePlatform));
    } catch (error) {
      const refused = await refusalOf(error, t, i18n.language as ConsoleLanguage, 'releases.fields');
      setRefusal(refused);
      const first = Object.keys(refused.fields)[0];
      if (first) queueMicrotask(() => document.getElementById(`${id}-${first}`)?.focus());
    } finally {
      setBusy(false);
    }
  };
  const name = release ? t('releases.editing', { version: release.version }) : t('releases.new');

  return (
    <form className={styles.editor} onSubmit={(e) => void submit(e)} aria-label={name} noValidate>
      <div className={styles.formGrid}>
        {field('platform', t('releases.fields.platform'), (props) => (
          <select {...props} value={fields.platform} onChange={set('platform')}>
            {RELEASE_PLATFORMS.map((p) => <option key={p} value={p}>{t(`releases.platforms.${p}`)}</option>)}
          </select>
        ))}
        {field('store', t('releases.fields.store'), (props) => (
          <select {...props} value={fields.store} onChange={set('store')} disabled={sources.length < 2}>
            {sources.map((source) => <option key={source ?? ''} value={source ?? ''}>{t(`releases.stores.${source ?? 'download'}`)}</option>)}
          </select>
        ))}
        {field('version', t('releases.fields.version'), (props) => <input {...props} value={fields.version} required maxLength={40} placeholder="2.9.4" onChange={set('version')} />)}
        {field('channel', t('releases.fields.channel'), (props) => (
          <select {...props} value={fields.channel} onChange={set('channel')}>
            {RELEASE_CHANNELS.map((c) => <option key={c} value={c}>{t(`releases.channels.${c}`)}</option>)}
          </select>
        ))}
        {field('arch', t('releases.fields.arch'), (props) => (
          <select {...props} value={fields.arch} onChange={set('arch')}>
            {RELEASE_ARCHES.map((a) => <option key={a} value={a}>{t(`releases.arches.${a}`)}</option>)}
          </select>
        ))}
        {field('released_at', t('releases.fields.released_at'), (props) => <input {...props} type="datetime-local" value={fields.released_at} onChange={set('released_at')} />)}
      </div>
      {field('url', t('releases.fields.url'), (props) => <input {...props} value={fields.url} required maxLength={1000} inputMode="url" onChange={set('url')} />)}
      {isListing
        ? field('store_id', t('releases.fields.store_id'), (props) => <input {...props} value={fields.store_id} required maxLength={200} onChange={set('store_id')} />)
        : (
          <>
            {field('size', t('releases.fields.size'), (props) => <input {...props} type="number" min={1} step={1} value={fields.size} required onChange={set('size')} />)}
            {field('sha256', t('releases.fields.sha256'), (props) => <input {...props} value={fields.sha256} required maxLength={100} spellCheck={false} onChange={set('sha256')} />)}
            {field('signing_cert_sha256', t('releases.fields.signing_cert_sha256'), (props) => <input {...props} value={fields.signing_cert_sha256} maxLength={100} spellCheck={false} onChange={set('signing_cert_sha256')} />)}
          </>
        )}
      {field('min_os', t('releases.fields.min_os'), (props) => <input {...props} value={fields.min_os} maxLength={60} placeholder="Android 8.0" onChange={set('min_os')} />)}
      {field('notes', t('releases.fields.notes'), (props) => <textarea {...props} value={fields.notes} rows={3} maxLength={5000} onChange={set('notes')} />)}
      <p className={styles.muted}>{t(release ? 'releases.dateKept' : 'releases.dateNow')}</p>
      <div className={styles.row}>
        <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={busy}>{t(release ? 'releases.save' : 'releases.publish')}</button>
        {onCancel && <button type="button" className={styles.button} onClick={onCancel}>{t('decide.cancel')}</button>}
      </div>
      {refusal && <p role="alert" className={styles.error}>{refusal.text}</p>}
    </form>
  );
}
