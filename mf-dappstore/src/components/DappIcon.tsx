import { imageUrl } from '@tp/shared/content/safe-url';
import styles from './DappIcon.module.css';

/** The sizes an icon comes in, each with its class for the letter shown when there is no image. */
const LETTER_SIZES = { 24: styles.size24, 28: styles.size28, 32: styles.size32, 52: styles.size52, 88: styles.size88 } as const;
export type DappIconSize = keyof typeof LETTER_SIZES;

/** A DApp's or a chain's logo at a fixed size; the first letter when there is no usable image. */
export function DappIcon({ src, name, size, eager = false }: { src: string | null | undefined; name: string; size: DappIconSize; eager?: boolean }) {
  const url = imageUrl(src);
  if (!url) {
    return (
      <span className={`${styles.letter} ${LETTER_SIZES[size]}`} aria-hidden="true">
        {name.trim().charAt(0).toUpperCase() || '?'}
      </span>
    );
  }
  return <img className={styles.image} src={url} alt="" width={size} height={size} loading={eager ? 'eager' : 'lazy'} decoding="async" />;
}
