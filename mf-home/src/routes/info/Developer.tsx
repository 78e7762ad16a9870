import { useTranslation } from '@tp/shared/facades/react-i18next';
import { Emblem } from '../../components/art/Emblem';
import { FeatureCard } from '../../components/FeatureCard';
import { Icon, type IconName } from '../../components/Icon';
import { PageLink } from '../../components/PageLink';
import { PageHero } from '../../components/PageHero';
import { Section } from '../../components/Section';
import type { SiteLinkId } from '@tp/shared';
import { useShell } from '@tp/shared/react';
import { SITE } from '../../content/links';
import ui from '../../components/ui.module.css';
import styles from './info.module.css';

const SDKS: readonly { id: string; icon: IconName; link: SiteLinkId }[] = [
  { id: 'js', icon: 'code', link: 'sdkJs' },
  { id: 'android', icon: 'android', link: 'sdkAndroid' },
  { id: 'ios', icon: 'apple', link: 'sdkIos' },
];

/** Deeplink examples: code, shown as typed in every language. */
const DEEPLINKS: readonly { id: string; code: string }[] = [
  { id: 'openDapp', code: 'tpwallet://dapp/open?url=https%3A%2F%2Fyour-dapp.example&chain=bsc' },
  { id: 'transfer', code: 'tpwallet://transfer?chain=eth&to=0x1f9090aaE28b8a3dCeaDf281B0F12828e676c326&amount=0.05' },
];

const LISTINGS: readonly ({ id: string; icon: IconName } & ({ to: string } | { link: SiteLinkId }))[] = [
  { id: 'dapp', icon: 'grid', to: SITE.submitDapp },
  { id: 'token', icon: 'buy', to: SITE.submitToken },
  { id: 'nft', icon: 'star', to: SITE.submitNft },
  { id: 'chain', icon: 'globe', link: 'submitChain' },
];

export default function Developer() {
  const { t } = useTranslation();
  const { links } = useShell().site;
  return (
    <>
      <PageHero eyebrow={t('developer.eyebrow')} title={t('developer.title')} lead={t('developer.lead')} art={<Emblem icon="code" satellites={['link', 'grid', 'rocket']} />} />
      <Section title={t('developer.sdks.title')} lead={t('developer.sdks.lead')}>
        <div className={ui.grid} data-columns="3">
          {SDKS.map(({ id, icon, link }) => (
            <FeatureCard
              key={id}
              icon={icon}
              title={t(`developer.sdks.${id}.title`)}
              text={t(`developer.sdks.${id}.text`)}
              action={
                <PageLink href={links[link]} className={ui.more}>
                  {t('developer.sdks.action')}
                  <Icon name="arrow" size={18} />
                </PageLink>
              }
            />
          ))}
        </div>
      </Section>
      <Section tone="alt" title={t('developer.deeplinks.title')} lead={t('developer.deeplinks.lead')}>
        <div className={styles.codeList}>
          {DEEPLINKS.map(({ id, code }) => (
            <figure key={id} className={styles.codeBlock}>
              <figcaption>{t(`developer.deeplinks.${id}`)}</figcaption>
              <pre tabIndex={0}>
                <code translate="no">{code}</code>
              </pre>
            </figure>
          ))}
        </div>
        <p className={styles.centered}>
          <PageLink href={links.deeplinkDocs} className={ui.more}>
            {t('developer.deeplinks.docs')}
            <Icon name="arrow" size={18} />
          </PageLink>
        </p>
      </Section>
      <Section title={t('developer.submit.title')} lead={t('developer.submit.lead')}>
        <div className={ui.grid} data-columns="4">
          {LISTINGS.map((listing) => (
            <FeatureCard
              key={listing.id}
              icon={listing.icon}
              title={t(`developer.submit.${listing.id}.title`)}
              text={t(`developer.submit.${listing.id}.text`)}
              action={
                <PageLink {...('to' in listing ? { to: listing.to } : { href: links[listing.link] })} className={ui.more}>
                  {t(`developer.submit.${listing.id}.action`)}
                  <Icon name="arrow" size={18} />
                </PageLink>
              }
            />
          ))}
        </div>
      </Section>
    </>
  );
}
