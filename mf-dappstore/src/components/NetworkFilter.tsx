import type { Blockchain } from '@tp/shared';
import { useId } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import styles from './NetworkFilter.module.css';

export interface NetworkFilterProps {
  readonly chains: readonly Blockchain[];
  /** The selected network key, or null for all networks. */
  readonly value: string | null;
  readonly onChange: (network: string | null) => void;
}

/** 'All networks' or one chain of the shell's blockchain list. */
export function NetworkFilter({ chains, value, onChange }: NetworkFilterProps) {
  const { t } = useTranslation();
  const id = useId();
  // A network named by a link before the chain list has it still shows as chosen.
  const known = value === null || chains.some((chain) => chain.ns === value);
  return (
    <div className={styles.filter}>
      <label htmlFor={id} className={styles.label}>
        {t('network.label')}
      </label>
      <select id={id} className={styles.select} value={value ?? ''} onChange={(event) => onChange(event.target.value || null)}>
        <option value="">{t('network.all')}</option>
        {!known && <option value={value}>{value.toUpperCase()}</option>}
        {chains.map((chain) => (
          <option key={chain.ns} value={chain.ns}>
            {chain.title}
          </option>
        ))}
      </select>
    </div>
  );
}
