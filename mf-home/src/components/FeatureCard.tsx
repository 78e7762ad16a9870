import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon';
import styles from './ui.module.css';

export interface FeatureCardProps {
  readonly icon: IconName;
  readonly title: string;
  readonly text: string;
  /** A link or button at the foot of the card. */
  readonly action?: ReactNode;
  /** A short highlight beside the title, e.g. "within 5 minutes". */
  readonly badge?: string;
}

export function FeatureCard({ icon, title, text, action, badge }: FeatureCardProps) {
  return (
    <article className={styles.card}>
      <span className={styles.cardIcon}>
        <Icon name={icon} />
      </span>
      <h3 className={styles.cardTitle}>
        {title}
        {badge && <span className={styles.badge}>{badge}</span>}
      </h3>
      <p className={styles.cardText}>{text}</p>
      {action && <div className={styles.cardAction}>{action}</div>}
    </article>
  );
}
