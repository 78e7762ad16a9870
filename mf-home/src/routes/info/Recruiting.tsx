import { useTranslation } from '@tp/shared/facades/react-i18next';
import { Emblem } from '../../components/art/Emblem';
import { FeatureCard } from '../../components/FeatureCard';
import { Icon, type IconName } from '../../components/Icon';
import { PageHero } from '../../components/PageHero';
import { PageLink } from '../../components/PageLink';
import { Section } from '../../components/Section';
import { useShell } from '@tp/shared/react';
import ui from '../../components/ui.module.css';
import { Steps } from './Steps';
import styles from './info.module.css';

const ROLES: readonly { id: string; icon: IconName }[] = [
  { id: 'events', icon: 'users' },
  { id: 'content', icon: 'book' },
  { id: 'support', icon: 'chat' },
  { id: 'feedback', icon: 'rocket' },
];

const BENEFITS: readonly { id: string; icon: IconName }[] = [
  { id: 'rewards', icon: 'star' },
  { id: 'access', icon: 'key' },
  { id: 'network', icon: 'globe' },
];

const REQUIREMENTS = ['passion', 'community', 'language', 'time'] as const;

export default function Recruiting() {
  const { t } = useTranslation();
  const { mail } = useShell().site;
  const apply = (
    <PageLink href={`mailto:${mail.ambassador}`} className={`tp-button ${ui.buttonIcon}`}>
      <Icon name="mail" size={20} />
      {t('recruiting.apply')}
    </PageLink>
  );
  return (
    <>
      <PageHero
        eyebrow={t('recruiting.eyebrow')}
        title={t('recruiting.title')}
        lead={t('recruiting.lead')}
        art={<Emblem icon="users" satellites={['chat', 'star', 'globe']} />}
        actions={apply}
      />
      <Section title={t('recruiting.roles.title')}>
        <div className={ui.grid} data-columns="4">
          {ROLES.map(({ id, icon }) => (
            <FeatureCard key={id} icon={icon} title={t(`recruiting.roles.${id}.title`)} text={t(`recruiting.roles.${id}.text`)} />
          ))}
        </div>
      </Section>
      <Section tone="alt" title={t('recruiting.benefits.title')}>
        <div className={ui.grid} data-columns="3">
          {BENEFITS.map(({ id, icon }) => (
            <FeatureCard key={id} icon={icon} title={t(`recruiting.benefits.${id}.title`)} text={t(`recruiting.benefits.${id}.text`)} />
          ))}
        </div>
      </Section>
      <Section title={t('recruiting.requirements.title')}>
        <ul className={styles.checklist}>
          {REQUIREMENTS.map((id) => (
            <li key={id}>
              <Icon name="check" size={20} className={styles.checkIcon} />
              <span>{t(`recruiting.requirements.items.${id}`)}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="alt" title={t('recruiting.steps.title')}>
        <Steps prefix="recruiting.steps" ids={['write', 'talk', 'start']} />
        <p className={styles.centered}>{apply}</p>
      </Section>
    </>
  );
}
