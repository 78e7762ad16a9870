import { useTranslation } from '@tp/shared/facades/react-i18next';
import { FeatureCard } from '../../components/FeatureCard';
import type { IconName } from '../../components/Icon';
import { Section } from '../../components/Section';
import ui from '../../components/ui.module.css';

const POINTS: readonly { id: string; icon: IconName }[] = [
  { id: 'custody', icon: 'key' },
  { id: 'approvals', icon: 'shield' },
  { id: 'tokens', icon: 'alert' },
  { id: 'offline', icon: 'lock' },
];

export function Security() {
  const { t } = useTranslation();
  return (
    <Section tone="alt" eyebrow={t('security.eyebrow')} title={t('security.title')} lead={t('security.lead')}>
      <div className={ui.grid} data-columns="4">
        {POINTS.map(({ id, icon }) => (
          <FeatureCard key={id} icon={icon} title={t(`security.${id}.title`)} text={t(`security.${id}.text`)} />
        ))}
      </div>
    </Section>
  );
}
