import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import type { AdminCategory } from '@tp/shared/contracts/console';
import { CONTENT_LANGUAGES, type ContentLanguage } from '@tp/shared/i18n/content-language';
import { useConsoleApi } from '../state/console-context';
import type { ConsoleLanguage } from '../state/console-i18n';
import { refusalOf, type Refusal } from '../state/refusal';
import styles from './console.module.css';

/** One category's names in every content language and its icon: an emptied name shows the English one; English is required. */
export function CategoryNames({ categories, onSaved }: { readonly categories: readonly AdminCategory[]; readonly onSaved: (category: AdminCategory) => void }) {
  const { t } = useTranslation();
  const [hid, setHid] = useState(categories[0]?.hid);
  const category = categories.find((c) => c.hid === hid);
  return (
    <section aria-labelledby="category-names-heading" className={styles.panel}>
      <h3 id="category-names-heading">{t('categories.names.heading')}</h3>
      <label className={styles.field}>
        {t('categories.names.which')}
        <select value={hid} onChange={(e) => setHid(Number(e.target.value))}>
          {categories.map((c) => <option key={c.hid} value={c.hid}>{c.name || `#${c.hid}`}</option>)}
        </select>
      </label>
      {category && <NamesForm key={category.hid} category={category} onSaved={onSaved} />}
    </section>
  );
}

function NamesForm({ category, onSaved }: { readonly category: AdminCategory; readonly onSaved: (category: AdminCategory) => void }) {
  const { t, i18n } = useTranslation();
  const api = useConsoleApi();
  const id = useId();
  const [names, setNames] = useState<Record<string, string>>(() => Object.fromEntries(CONTENT_LANGUAGES.map((lang) => [lang, category.names[lang] ?? ''])));
  const [icon, setIcon] = useState(category.icon_url ?? '');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: true; text: string } | { ok: false; refusal: Refusal } | null>(null);
  const problem = (field: string) => (outcome && !outcome.ok ? outcome.refusal.fields[field] : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    try {
      const edit = { names: Object.fromEntries(CONTENT_LANGUAGES.map((lang) => [lang, names[lang].trim() || null])), icon_url: icon.trim() || null };
      const saved = await api.editCategory(category.hid, edit);
      onSaved(saved);
      setOutcome({ ok: true, text: t('categories.names.saved', { name: saved.name }) });
    } catch (error) {
      const refusal = await refusalOf(error, t, i18n.language as ConsoleLanguage, 'categories.names.fields');
      setOutcome({ ok: false, refusal });
      const first = Object.keys(refusal.fields)[0];
      if (first) queueMicrotask(() => document.getElementById(`${id}-${first}`)?.focus());
    } finally {
      setBusy(false);
    }
  };
  const input = (field: string, label: string, value: string, onChange: (value: string) => void, extra: { required?: boolean; maxLength: number; inputMode?: 'url' }) => (
    <div className={styles.field} key={field}>
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <input id={`${id}-${field}`} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={Boolean(problem(field))}
        aria-describedby={problem(field) ? `${id}-${field}-error` : undefined} {...extra} />
      {problem(field) && <span id={`${id}-${field}-error`} className={styles.error}>{problem(field)}</span>}
    </div>
  );

  return (
    <form className={styles.editor} onSubmit={(e) => void submit(e)} aria-label={t('categories.names.form', { name: category.name || `#${category.hid}` })} noValidate>
      <p className={styles.muted}>{t('categories.names.help')}</p>
      <div className={styles.formGrid}>
        {CONTENT_LANGUAGES.map((lang: ContentLanguage) => input(`names.${lang}`, t(`categories.names.fields.names.${lang}`), names[lang], (value) => setNames((now) => ({ ...now, [lang]: value })), { required: lang === 'en', maxLength: 60 }))}
      </div>
      <div className={styles.row}>
        {input('icon_url', t('categories.names.fields.icon_url'), icon, setIcon, { maxLength: 1000, inputMode: 'url' })}
        {icon.trim() && <img src={icon.trim()} alt={t('categories.names.iconPreview')} width={48} height={48} className={styles.icon} />}
      </div>
      <div className={styles.row}>
        <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={busy}>{t('categories.names.save')}</button>
      </div>
      {outcome && (outcome.ok ? <p role="status">{outcome.text}</p> : <p role="alert" className={styles.error}>{outcome.refusal.text}</p>)}
    </form>
  );
}
