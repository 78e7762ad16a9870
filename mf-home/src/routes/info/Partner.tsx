import { useTranslation } from '@tp/shared/facades/react-i18next';
import { Emblem } from '../../components/art/Emblem';
import { FeatureCard } from '../../components/FeatureCard';
import { Icon, type IconName } from '../../components/Icon';
import { PageHero } from '../../components/PageHero';
import { PageLink } from '../../components/PageLink';
import { Section } from '../../components/Section';
import { useFigureTexts } from '../../hooks/use-figure-texts';
import { useShell } from '@tp/shared/react';
import ui from '../../components/ui.module.css';
import { Steps } from './Steps';
import styles from './info.module.css';

const TYPES: readonly { id: string; icon: IconName }[] = [
  { id: 'chains', icon: 'globe' },
  { id: 'dapps', icon: 'grid' },
  { id: 'infra', icon: 'code' },
  { id: 'media', icon: 'chat' },
];

/** docs/product.md §1.2 claims, the reach a partner gets. */
const REACH = [
  { figure: 'users', key: 'reach' },
  { figure: 'countries', key: 'countries' },
  { figure: 'dapps', key: 'dapps' },
] as const;

export default function Partner() {
  const { t } = useTranslation();
  const partnerMail = `mailto:${useShell().site.mail.partner}`;
  const figures = useFigureTexts();
  return (
    <>
      <PageHero
        eyebrow={t('partner.eyebrow')}
        title={t('partner.title')}
        lead={t('partner.lead')}
        art={<Emblem icon="star" satellites={['globe', 'grid', 'chat']} />}
        actions={
          <PageLink href={partnerMail} className={`tp-button ${ui.buttonIcon}`}>
            <Icon name="mail" size={20} />
            {t('partner.contact')}
          </PageLink>
        }
      />
      <Section title={t('partner.types.title')}>
        <div className={ui.grid} data-columns="4">
          {TYPES.map(({ id, icon }) => (
            <FeatureCard key={id} icon={icon} title={t(`partner.types.${id}.title`)} text={t(`partner.types.${id}.text`)} />
          ))}
        </div>
      </Section>
      <Section tone="alt" title={t('partner.why.title')}>
        <dl className={styles.figures}>
          {REACH.map(({ figure, key }) => (
            <div key={key}>
              <dt>{t(`partner.why.${key}`)}</dt>
              <dd>{figures[figure]}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section title={t('partner.process.title')}>
        <Steps prefix="partner.process" ids={['contact', 'plan', 'launch']} />
        <p className={styles.centered}>
          <PageLink href={partnerMail} className="tp-button">
            {t('partner.contact')}
          </PageLink>
        </p>
      </Section>
    </>
  );
}
