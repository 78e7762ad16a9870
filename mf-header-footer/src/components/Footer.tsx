import { useTranslation } from 'react-i18next';

export function Footer() {
  const { t } = useTranslation();
  return <p style={{ padding: '1rem', textAlign: 'center' }}>{t('copyright')}</p>;
}
