import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import type { DonationKind } from '@tp/shared';
import { useDevice, useLang, useShell } from '@tp/shared/react';
import { loadSchemas } from '../form/validation';
import { CopyButton } from '../components/CopyButton';
import { donationAmount } from './amount';
import { DONATION_TOKEN } from '@tp/shared';
import { swapUrl } from './donation-config';
import { shortenMiddle } from './shorten';
import styles from './donate-panel.module.css';

export interface DonatePanelProps {
  readonly kind: DonationKind;
  readonly submissionId: string;
  close(): void;
}

/** The donate panel (docs/product.md §2.11, §9.4): how to pay the TPT amount on BSC, then the transaction link. */
export function DonatePanel({ kind, submissionId, close }: DonatePanelProps) {
  const { t } = useTranslation();
  const { bus, site } = useShell();
  const { receivingAddress, tokenContract } = site.donation;
  const lang = useLang();
  const device = useDevice();
  const ids = useId();
  const amount = useMemo(() => donationAmount(kind, submissionId), [kind, submissionId]);
  const [infoOpen, setInfoOpen] = useState(false);
  const [link, setLink] = useState('');
  const [error, setError] = useState<string | null>(null);
  const showInfo = device === 'mobile' || infoOpen;

  // The dialog is open: the visitor means to donate, and the link's check is fetched now.
  useEffect(() => {
    loadSchemas(lang).catch(() => undefined);
  }, [lang]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let schemas;
    try {
      schemas = await loadSchemas(lang);
    } catch {
      setError(t('failure.network'));
      return;
    }
    const result = schemas.donation.safeParse({ payment: amount, explorer_url: link });
    if (!result.success) {
      setError(result.error.issues[0]?.message ?? null);
      return;
    }
    // docs/product.md §5.7: the link is sent as typed; the api checks it again.
    bus.emit({ type: 'donate:submitted', submissionId, donation: { payment: amount, explorer_url: link.trim() } });
    close();
  };

  return (
    <form className={styles.panel} onSubmit={submit} noValidate aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className={styles.title}>
        {t('donate.title')}
      </h2>
      <p className={styles.intro}>{t(kind === 'dapp' ? 'donate.introDapp' : 'donate.intro')}</p>

      <ol className={styles.steps}>
        <li>
          <h3>{t('donate.stepSwap')}</h3>
          <p>{t('donate.stepSwapBody')}</p>
          <a className={styles.swap} href={swapUrl(lang, site.donation)} target="_blank" rel="noopener noreferrer">
            {t('donate.swapLink')}
            <span className="tp-visually-hidden"> {t('opensInNewTab')}</span>
          </a>
        </li>
        <li>
          <h3>{t('donate.stepSend')}</h3>
          <dl className={styles.values}>
            <div className={styles.value}>
              <dt>{t('donate.amount')}</dt>
              <dd>
                <strong className={styles.amount} data-testid="donation-amount">
                  {amount}
                </strong>{' '}
                TPT
                <CopyButton value={amount} label={t('donate.copyAmount')} />
              </dd>
            </div>
            <div className={styles.value}>
              <dt>{t('donate.address')}</dt>
              <dd>
                <code className={styles.address} data-testid="donation-address">
                  {receivingAddress}
                </code>
                <CopyButton value={receivingAddress} label={t('donate.copyAddress')} />
              </dd>
            </div>
          </dl>
          <div className={styles.tokenInfo}>
            {device !== 'mobile' && (
              <button
                type="button"
                className={styles.infoToggle}
                aria-expanded={infoOpen}
                aria-controls={`${ids}-token`}
                onClick={() => setInfoOpen((open) => !open)}
              >
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                  <path fill="currentColor" d="M11 7h2v2h-2zm0 4h2v6h-2zm1-9a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16z" />
                </svg>
                {t('donate.tokenInfo')}
              </button>
            )}
            <dl id={`${ids}-token`} className={styles.token} hidden={!showInfo}>
              <div>
                <dt>{t('donate.tokenName')}</dt>
                <dd>
                  {DONATION_TOKEN.name} ({DONATION_TOKEN.symbol})
                </dd>
              </div>
              <div>
                <dt>{t('donate.tokenNetwork')}</dt>
                <dd>{DONATION_TOKEN.chain}</dd>
              </div>
              <div>
                <dt>{t('donate.tokenContract')}</dt>
                <dd>
                  <code title={tokenContract} data-testid="donation-contract">
                    {shortenMiddle(tokenContract)}
                  </code>
                  <CopyButton value={tokenContract} label={t('donate.copyContract')} />
                </dd>
              </div>
            </dl>
          </div>
          <p className={styles.warning} role="note">
            {t('donate.stay')}
          </p>
        </li>
        <li>
          <h3>
            <label htmlFor={`${ids}-link`}>{t('donate.stepLink')}</label>
          </h3>
          <p id={`${ids}-hint`}>{t('donate.linkHint')}</p>
          <input
            id={`${ids}-link`}
            className={styles.input}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://bscscan.com/tx/0x…"
            value={link}
            onChange={(event) => {
              setLink(event.target.value);
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ids}-hint ${ids}-error` : `${ids}-hint`}
          />
          {error && (
            <p id={`${ids}-error`} className={styles.error} role="alert">
              {error}
            </p>
          )}
        </li>
      </ol>
      <div className={styles.actions}>
        <button type="button" className="tp-button-secondary" onClick={close}>
          {t('donate.later')}
        </button>
        <button type="submit" className="tp-button">
          {t('donate.submit')}
        </button>
      </div>
    </form>
  );
}
