import { pageDataKey, parseDappId, type Blockchain } from '@tp/shared';
import type { Dapp, DappTokenInfo } from '@tp/shared/api/types';
import { useCopy, useLang, useObservableValue, useResource, useShell } from '@tp/shared/react';
import { useId, useLayoutEffect, type ReactNode } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { Link, useLocation, useNavigate, useNavigationType, useSearchParams } from '@tp/shared/facades/router';
import type { DetailLinkState } from '../components/DappCard';
import { DappIcon } from '../components/DappIcon';
import { EnterDapp } from '../components/EnterDapp';
import { FavoriteButton } from '../components/FavoriteButton';
import { DetailSkeleton } from '../components/DetailSkeleton';
import { EmptyNotice, ErrorNotice } from '../components/Notice';
import { httpUrl } from '@tp/shared/content/safe-url';
import { displayHost, shortAddress } from '../lib/urls';
import { useDappStore } from '../state/dapp-store';
import { useFavoriteIds } from '../state/favorites';
import styles from './DetailPage.module.css';

/** /{lang}/dappstore/detail?id=…: one DApp, and the way into it. */
export default function DetailPage() {
  const { t } = useTranslation();
  const { api, pageData } = useShell();
  const lang = useLang();
  const [params] = useSearchParams();
  const id = parseDappId(params.get('id'));
  const key = id === null ? null : pageDataKey.dapp(id, lang);
  const rendered = key !== null && pageData && key in pageData ? { data: pageData[key] as Dapp | null } : undefined;
  const dapp = useResource(key, async () => (await api.dappsByIds([id!]))[0] ?? null, rendered);
  const navigationType = useNavigationType();

  // A DApp opened from far down the list starts at its top; back and forward keep the browser's position.
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [id, navigationType]);

  let body: ReactNode;
  if (id === null) {
    body = (
      <EmptyNotice title={t('detail.invalidId')}>
        <p>{t('detail.invalidIdBody')}</p>
        <Link to="/dappstore">{t('detail.browse')}</Link>
      </EmptyNotice>
    );
  } else if (dapp.status === 'loading') {
    body = <DetailSkeleton />;
  } else if (dapp.status === 'error') {
    body = <ErrorNotice message={t('detail.error')} onRetry={dapp.retry} />;
  } else if (dapp.data === null) {
    body = (
      <EmptyNotice title={t('detail.notFound')}>
        <p>{t('detail.notFoundBody')}</p>
        <Link to="/dappstore">{t('detail.browse')}</Link>
      </EmptyNotice>
    );
  } else {
    body = <DappDetail dapp={dapp.data} />;
  }

  return (
    <div className={styles.page}>
      <BackLink />
      {body}
    </div>
  );
}

/** Back to the store view the visitor came from (as the back button would), or to the store. */
function BackLink() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useLocation().state as DetailLinkState | null;
  const fromStore = typeof state?.storeSearch === 'string';
  return (
    <Link
      className={styles.back}
      to={`/dappstore${fromStore ? state.storeSearch : ''}`}
      onClick={(event) => {
        if (!fromStore) return;
        event.preventDefault();
        navigate(-1);
      }}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {t('detail.back')}
    </Link>
  );
}

function DappDetail({ dapp }: { dapp: Dapp }) {
  const { t } = useTranslation();
  const chains = useObservableValue(useShell().chains$);
  const { categoryList } = useDappStore();
  const titleId = useId();
  const favorite = useFavoriteIds().includes(dapp.id);
  const url = httpUrl(dapp.url);
  const tutorial = httpUrl(dapp.tutorial_url);
  const audits = dapp.audit_urls.map(httpUrl).filter((link): link is string => link !== undefined);
  const categoryNames =
    categoryList.status === 'ready'
      ? categoryList.data.filter((category) => dapp.category_ids.includes(category.hid)).map((category) => category.name)
      : [];

  return (
    <article aria-labelledby={titleId} className={styles.detail}>
      <header className={styles.header}>
        <DappIcon src={dapp.icon_url} name={dapp.title} size={88} eager />
        <div className={styles.heading}>
          <h1 id={titleId} className={styles.title}>
            {dapp.title}
          </h1>
          {categoryNames.length > 0 && (
            <ul className={styles.tags} aria-label={t('detail.category')}>
              {categoryNames.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          )}
        </div>
        <div className={styles.actions}>
          {url && <EnterDapp title={dapp.title} url={url} className={`tp-button ${styles.enter}`} />}
          <FavoriteButton id={dapp.id} favorite={favorite} label={t('favorites.toggle', { title: dapp.title })} className={styles.favorite} />
        </div>
      </header>

      <p className={styles.desc}>{dapp.desc}</p>

      <dl className={styles.facts}>
        <div>
          <dt>{t('detail.website')}</dt>
          <dd>
            {url ? (
              <a href={url} target="_blank" rel="noopener noreferrer">
                {displayHost(url)}
              </a>
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div>
          <dt>{t('detail.category')}</dt>
          <dd>{categoryNames.length > 0 ? categoryNames.join(', ') : '—'}</dd>
        </div>
      </dl>

      <DetailSection title={t('detail.networks')}>
        <ul className={styles.networks}>
          {dapp.networks.map((ns) => (
            <li key={ns}>
              <NetworkChip ns={ns} chain={chains.find((chain) => chain.ns === ns)} />
            </li>
          ))}
        </ul>
      </DetailSection>

      <DetailSection title={t('detail.tutorials')}>
        {tutorial ? (
          <a className={styles.linkRow} href={tutorial} target="_blank" rel="noopener noreferrer">
            {t('detail.tutorialLink', { title: dapp.title })}
            <span className={styles.host}>{displayHost(tutorial)}</span>
          </a>
        ) : (
          <p className={styles.muted}>{t('detail.noTutorial')}</p>
        )}
      </DetailSection>

      <DetailSection title={t('detail.tokens')}>
        {dapp.tokens.length > 0 ? <TokenTable tokens={dapp.tokens} chains={chains} /> : <p className={styles.muted}>{t('detail.noTokens')}</p>}
      </DetailSection>

      <DetailSection title={t('detail.audits')}>
        {audits.length > 0 ? (
          <ul className={styles.links}>
            {audits.map((audit, index) => (
              <li key={audit}>
                <a className={styles.linkRow} href={audit} target="_blank" rel="noopener noreferrer">
                  {t('detail.auditLink', { number: index + 1 })}
                  <span className={styles.host}>{displayHost(audit)}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{t('detail.noAudits')}</p>
        )}
      </DetailSection>
    </article>
  );
}

function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A network of the DApp; docs/product.md §8.5 'Chain not found' when the blockchain list does not know it. */
function NetworkChip({ ns, chain }: { ns: string; chain: Blockchain | undefined }) {
  const { t } = useTranslation();
  if (!chain) {
    return (
      <span className={`${styles.network} ${styles.unknown}`}>
        {t('detail.chainNotFound')} <code>{ns}</code>
      </span>
    );
  }
  return (
    <span className={styles.network}>
      <DappIcon src={chain.icon} name={chain.title} size={24} />
      {chain.title}
    </span>
  );
}

function TokenTable({ tokens, chains }: { tokens: readonly DappTokenInfo[]; chains: readonly Blockchain[] }) {
  const { t } = useTranslation();
  const copy = useCopy();
  return (
    <table className={styles.tokens}>
      <thead>
        <tr>
          <th scope="col">{t('detail.tokenSymbol')}</th>
          <th scope="col">{t('detail.tokenNetwork')}</th>
          <th scope="col">{t('detail.tokenContract')}</th>
        </tr>
      </thead>
      <tbody>
        {tokens.map((token) => (
          <tr key={`${token.network}:${token.contract}`}>
            <th scope="row">{token.symbol}</th>
            <td>{chains.find((chain) => chain.ns === token.network)?.title ?? t('detail.chainNotFound')}</td>
            <td>
              {token.contract ? (
                <button
                  type="button"
                  className={styles.copy}
                  title={token.contract}
                  onClick={() => void copy(token.contract)}
                >
                  {/* Named by what it does and by the address it shows, so the name holds the visible text. */}
                  <span className="tp-visually-hidden">{t('detail.copyContract', { symbol: token.symbol })} </span>
                  <code>{shortAddress(token.contract)}</code>
                  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                    <rect x="8" y="8" width="12" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
                    <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" fill="none" stroke="currentColor" strokeWidth="1.8" />
                  </svg>
                </button>
              ) : (
                t('detail.nativeCoin')
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
