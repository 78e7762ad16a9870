import { useTranslation } from '@tp/shared/facades/react-i18next';
import { Link } from '@tp/shared/facades/router';
import { Emblem } from '../../components/art/Emblem';
import { FeatureCard } from '../../components/FeatureCard';
import { Icon, type IconName } from '../../components/Icon';
import { PageHero } from '../../components/PageHero';
import { Section } from '../../components/Section';
import { SITE } from '../../content/links';
import ui from '../../components/ui.module.css';
import { Callout } from './Callout';
import { Steps } from './Steps';

const CATEGORIES: readonly { id: string; icon: IconName }[] = [
  { id: 'defi', icon: 'swap' },
  { id: 'games', icon: 'star' },
  { id: 'nft', icon: 'grid' },
  { id: 'tools', icon: 'code' },
];

const SAFETY: readonly { id: string; icon: IconName }[] = [
  { id: 'url', icon: 'link' },
  { id: 'approvals', icon: 'shield' },
  { id: 'small', icon: 'alert' },
];

export default function DappInfo() {
  const { t } = useTranslation();
  return (
    <>
      <PageHero
        eyebrow={t('dappInfo.eyebrow')}
        title={t('dappInfo.title')}
        lead={t('dappInfo.lead')}
        art={<Emblem icon="grid" satellites={['swap', 'star', 'shield']} />}
        actions={
          <>
            <Link to={SITE.dappStore} className="tp-button">
              {t('dappInfo.explore')}
            </Link>
            <Link to={SITE.submitDapp} className="tp-button-secondary">
              {t('dappInfo.submit')}
              <Icon name="arrow" size={18} />
            </Link>
          </>
        }
      />
      <Section title={t('dappInfo.how.title')}>
        <Steps prefix="dappInfo.how" ids={['find', 'connect', 'sign']} />
      </Section>
      <Section tone="alt" title={t('dappInfo.categories.title')} lead={t('dappInfo.categories.lead')}>
        <div className={ui.grid} data-columns="4">
          {CATEGORIES.map(({ id, icon }) => (
            <FeatureCard key={id} icon={icon} title={t(`dappInfo.categories.${id}.title`)} text={t(`dappInfo.categories.${id}.text`)} />
          ))}
        </div>
      </Section>
      <Section title={t('dappInfo.safety.title')} lead={t('dappInfo.safety.lead')}>
        <div className={ui.grid} data-columns="3">
          {SAFETY.map(({ id, icon }) => (
            <FeatureCard key={id} icon={icon} title={t(`dappInfo.safety.${id}.title`)} text={t(`dappInfo.safety.${id}.text`)} />
          ))}
        </div>
      </Section>
      <Callout title={t('dappInfo.callout.title')} text={t('dappInfo.callout.text')} action={t('dappInfo.callout.action')} to={SITE.submitDapp} />
    </>
  );
}
