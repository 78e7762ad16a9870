import { useCopy } from '@tp/shared/react';
import styles from './copy-button.module.css';

export interface CopyButtonProps {
  readonly value: string;
  /** Names what is copied, for screen readers and the tooltip, e.g. "Copy address". */
  readonly label: string;
}

export function CopyButton({ value, label }: CopyButtonProps) {
  const copy = useCopy();
  return (
    <button type="button" className={styles.copy} onClick={() => void copy(value)} aria-label={label} title={label}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z"
        />
      </svg>
    </button>
  );
}
