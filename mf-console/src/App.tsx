import { localStore } from '@tp/shared/stored/browser-storage';
import { useResource } from '@tp/shared/react';
import { useEffect, useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from '@tp/shared/facades/react-i18next';
import { Route, Routes } from '@tp/shared/facades/router';
import { NavItem } from './components/NavItem';
import type { ConsoleSession } from '@tp/shared/contracts/console';
import { SignInPage } from './components/SignInPage';
import { AuditPage } from './routes/AuditPage';
import { NewsEditorPage } from './routes/NewsEditorPage';
import { NewsPage } from './routes/NewsPage';
import { CategoriesPage } from './routes/CategoriesPage';
import { PromotionsPage } from './routes/PromotionsPage';
import { QueuePage } from './routes/QueuePage';
import { ReleasesPage } from './routes/ReleasesPage';
import { SubmissionPage } from './routes/SubmissionPage';
import { ConsoleApi } from './state/console-api';
import { ConsoleApiContext, useConsoleApi } from './state/console-context';
import { CONSOLE_LANGUAGES, createConsoleI18n, initialLanguage, rememberLanguage, type ConsoleLanguage } from './state/console-i18n';
import styles from './components/console.module.css';

/** Who is at the console, once known; until then the session is asked for. */
type Known = { state: 'signed-out' } | { state: 'signed-in'; session: ConsoleSession };

function LanguageSwitch({ lang, onChange }: { lang: ConsoleLanguage; onChange(lang: ConsoleLanguage): void }) {
  const { t } = useTranslation();
  return (
    <label className={styles.row}>
      {t('language')}
      <select value={lang} onChange={(e) => onChange(e.target.value as ConsoleLanguage)}>
        {CONSOLE_LANGUAGES.map((code) => <option key={code} value={code}>{code === 'zh' ? '中文' : 'English'}</option>)}
      </select>
    </label>
  );
}

function ConsoleBody({ lang, onLanguage }: { lang: ConsoleLanguage; onLanguage(lang: ConsoleLanguage): void }) {
  const { t } = useTranslation();
  const api = useConsoleApi();
  const asked = useResource('session', () => api.session());
  const [known, setGate] = useState<Known | null>(null);
  const gate: Known | { state: 'loading' | 'error' } =
    known ?? (asked.status === 'ready' ? (asked.data ? { state: 'signed-in', session: asked.data } : { state: 'signed-out' }) : { state: asked.status });
  const check = asked.retry;

  const signOut = async (everywhere: boolean) => {
    await api.signOut(everywhere).catch(() => undefined);
    setGate({ state: 'signed-out' });
  };

  return (
    <div className={styles.console}>
      <header className={styles.bar}>
        <h1>{t('title')}</h1>
        <div className={styles.row}>
          <LanguageSwitch lang={lang} onChange={onLanguage} />
          {gate.state === 'signed-in' && (
            <>
              <span>{t('session.signedInAs', { name: gate.session.name, role: t(`roles.${gate.session.role}`) })}</span>
              <button type="button" className={styles.button} onClick={() => void signOut(false)}>{t('session.signOut')}</button>
              <button type="button" className={styles.button} onClick={() => void signOut(true)}>{t('session.signOutEverywhere')}</button>
            </>
          )}
        </div>
      </header>
      <div>
        {gate.state === 'loading' && <p role="status">{t('loading')}</p>}
        {gate.state === 'error' && <p role="alert">{t('networkError')} <button type="button" className={styles.button} onClick={check}>{t('retry')}</button></p>}
        {gate.state === 'signed-out' && <SignInPage onSignedIn={(session) => setGate({ state: 'signed-in', session })} />}
        {gate.state === 'signed-in' && <SignedIn role={gate.session.role} />}
      </div>
    </div>
  );
}

/** The sections a role works in: reviewers the queue, editors the news, admins (and the token) everything. */
function SignedIn({ role }: { role: ConsoleSession['role'] }) {
  const { t } = useTranslation();
  const reviews = role !== 'editor';
  const edits = role !== 'reviewer';
  const audits = role === 'admin' || role === 'token';
  const home = reviews ? <QueuePage /> : <NewsPage />;
  return (
    <>
      {edits && (
        <nav className={styles.nav} aria-label={t('title')}>
          {reviews && <NavItem to="/" end>{t('nav.queue')}</NavItem>}
          <NavItem to="/news">{t('nav.news')}</NavItem>
          <NavItem to="/promotions">{t('nav.promotions')}</NavItem>
          <NavItem to="/categories">{t('nav.categories')}</NavItem>
          <NavItem to="/releases">{t('nav.releases')}</NavItem>
          {audits && <NavItem to="/audit">{t('nav.audit')}</NavItem>}
        </nav>
      )}
      <Routes>
        <Route path="/" element={home} />
        <Route path="/audit" element={<AuditPage />} />
        <Route path="/submissions/:receipt" element={<SubmissionPage />} />
        <Route path="/news" element={<NewsPage />} />
        <Route path="/news/:id" element={<NewsEditorPage />} />
        <Route path="/promotions" element={<PromotionsPage />} />
        <Route path="/categories" element={<CategoriesPage />} />
        <Route path="/releases" element={<ReleasesPage />} />
        <Route path="*" element={home} />
      </Routes>
    </>
  );
}

/** The console: its own language (zh/en), the admin api client and the session gate; routes under `/console`. */
export function App({ api: given }: { api?: ConsoleApi }) {
  const storage = typeof window === 'undefined' ? null : localStore;
  const [lang, setLang] = useState<ConsoleLanguage>(() => initialLanguage(storage, typeof navigator === 'undefined' ? undefined : navigator.language));
  const i18n = useMemo(() => createConsoleI18n(lang), [lang]);
  const api = useMemo(() => given ?? new ConsoleApi(), [given]);
  useEffect(() => {
    document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  }, [lang]);
  const change = (next: ConsoleLanguage) => {
    rememberLanguage(storage, next);
    setLang(next);
  };
  return (
    <ConsoleApiContext.Provider value={api}>
      <I18nextProvider i18n={i18n}>
        <ConsoleBody lang={lang} onLanguage={change} />
      </I18nextProvider>
    </ConsoleApiContext.Provider>
  );
}
