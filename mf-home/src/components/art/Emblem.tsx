import { Icon, type IconName } from '../Icon';
import styles from './art.module.css';

/** An information page's illustration: the page's icon at the centre of rings and satellites. Decorative. */
export function Emblem({ icon, satellites = ['globe', 'shield', 'star'] }: { icon: IconName; satellites?: readonly IconName[] }) {
  return (
    <div className={styles.emblem} aria-hidden="true">
      <svg className={styles.emblemRings} viewBox="0 0 320 320" width="320" height="320" focusable="false">
        <circle className={styles.ringFill} cx="160" cy="160" r="150" />
        <circle className={styles.orbit} cx="160" cy="160" r="118" />
        <circle className={styles.orbit} cx="160" cy="160" r="82" />
        <circle className={styles.core} cx="160" cy="160" r="52" />
      </svg>
      <span className={styles.emblemIcon}>
        <Icon name={icon} size={44} />
      </span>
      {satellites.map((name, i) => (
        <span key={name} className={styles.satellite} data-slot={i}>
          <Icon name={name} size={22} />
        </span>
      ))}
    </div>
  );
}
