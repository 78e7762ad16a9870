import { useTranslation } from '@tp/shared/facades/react-i18next';
import { FeatureCard } from '../../components/FeatureCard';
import { Icon, type IconName } from '../../components/Icon';
import { PageLink } from '../../components/PageLink';
import { Section } from '../../components/Section';
import type { SiteLinkId } from '@tp/shared';
import { useShell } from '@tp/shared/react';
import { SITE } from '../../content/links';
import ui from '../../components/ui.module.css';
import styles from './home.module.css';

type ProductId = 'mobile' | 'extension' | 'desktop' | 'hardware' | 'card';

/** Where each product's card leads; the extension opens its launch dialog instead of a page. */
const PRODUCTS: readonly { id: ProductId; icon: IconName; to?: string; link?: SiteLinkId }[] = [
  { id: 'mobile', icon: 'phone', to: SITE.download },
  { id: 'extension', icon: 'extension' },
  { id: 'desktop', icon: 'desktop', to: SITE.downloadPc },
  { id: 'hardware', icon: 'hardware', link: 'hardwareWallet' },
  { id: 'card', icon: 'card', link: 'card' },
];

export function Products({ onOpenExtension }: { onOpenExtension: () => void }) {
  const { t } = useTranslation();
  const { links } = useShell().site;
  return (
    <Section eyebrow={t('products.eyebrow')} title={t('products.title')} lead={t('products.lead')}>
      <div className={styles.products}>
        {PRODUCTS.map(({ id, icon, to, link }) => {
          const href = link && links[link];
          const label = (
            <>
              {t(`products.${id}.action`)}
              <Icon name="arrow" size={18} />
            </>
          );
          const action = to ? (
            <PageLink to={to} className={ui.more}>
              {label}
            </PageLink>
          ) : href ? (
            <PageLink href={href} className={ui.more}>
              {label}
            </PageLink>
          ) : (
            <button type="button" className={ui.more} onClick={onOpenExtension} aria-haspopup="dialog">
              {label}
            </button>
          );
          return <FeatureCard key={id} icon={icon} title={t(`products.${id}.title`)} text={t(`products.${id}.text`)} action={action} />;
        })}
      </div>
    </Section>
  );
}
