import { useTranslation } from '@tp/shared/facades/react-i18next';
import type { Resource, ResourceControls } from '@tp/shared/react';
import { ConsoleApiError } from '../state/console-api';
import styles from './console.module.css';

/** What a content page says while its list loads, or when it could not: a 403 names the missing right, with a retry. */
export function LoadNotice({ load }: { load: Resource<unknown> & ResourceControls }) {
  const { t } = useTranslation();
  if (load.status === 'loading') return <p role="status">{t('loading')}</p>;
  if (load.status !== 'error') return null;
  return (
    <p role="alert">
      {load.error instanceof ConsoleApiError && load.error.status === 403 ? t('news.forbidden') : t('networkError')}{' '}
      <button type="button" className={styles.button} onClick={load.retry}>{t('retry')}</button>
    </p>
  );
}
