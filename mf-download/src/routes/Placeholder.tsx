import { useTranslation } from 'react-i18next';

export function Placeholder({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <section style={{ padding: '2rem', maxWidth: 'var(--content-width)', margin: '0 auto' }}>
      <h1>{t(titleKey)}</h1>
    </section>
  );
}
