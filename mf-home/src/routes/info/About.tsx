import { useTranslation } from '@tp/shared/facades/react-i18next';
import { MILESTONES, milestoneMonth } from '@tp/shared/content/milestones';
import { useLang } from '@tp/shared/react';
import { Emblem } from '../../components/art/Emblem';
import { FeatureCard } from '../../components/FeatureCard';
import type { IconName } from '../../components/Icon';
import { PageHero } from '../../components/PageHero';
import { Section } from '../../components/Section';
import ui from '../../components/ui.module.css';
import styles from './info.module.css';

const PRINCIPLES: readonly { id: string; icon: IconName }[] = [
  { id: 'ownership', icon: 'key' },
  { id: 'open', icon: 'globe' },
  { id: 'safety', icon: 'shield' },
  { id: 'community', icon: 'users' },
];

export default function About() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <>
      <PageHero eyebrow={t('about.eyebrow')} title={t('about.title')} lead={t('about.lead')} art={<Emblem icon="globe" satellites={['key', 'users', 'shield']} />} />
      <Section title={t('about.philosophy.title')} lead={t('about.philosophy.lead')}>
        <div className={ui.grid} data-columns="4">
          {PRINCIPLES.map(({ id, icon }) => (
            <FeatureCard key={id} icon={icon} title={t(`about.philosophy.${id}.title`)} text={t(`about.philosophy.${id}.text`)} />
          ))}
        </div>
      </Section>
      <Section tone="alt" title={t('about.milestones.title')} lead={t('about.milestones.lead')}>
        <ol className={styles.timeline}>
          {MILESTONES.map(({ month, id }) => (
            <li key={id} className={styles.milestone}>
              <time className={styles.month} dateTime={month}>
                {milestoneMonth(month, lang)}
              </time>
              <p className={styles.milestoneText}>{t(`about.milestones.items.${id}`)}</p>
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}
