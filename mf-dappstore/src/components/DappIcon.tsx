import { imageUrl } from '../lib/urls';
import styles from './DappIcon.module.css';

/** A DApp's or a chain's logo at a fixed size; the first letter when there is no usable image. */
export function DappIcon({ src, name, size, eager = false }: { src: string | null | undefined; name: string; size: number; eager?: boolean }) {
  const url = imageUrl(src);
  const box = { width: size, height: size };
  if (!url) {
    return (
      <span className={styles.letter} style={{ ...box, fontSize: size * 0.45 }} aria-hidden="true">
        {name.trim().charAt(0).toUpperCase() || '?'}
      </span>
    );
  }
  return <img className={styles.image} src={url} alt="" width={size} height={size} loading={eager ? 'eager' : 'lazy'} decoding="async" />;
}
