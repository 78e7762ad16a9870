import type { ReactNode } from 'react';
import styles from './ui.module.css';

export interface PageHeroProps {
  readonly title: string;
  readonly lead: string;
  readonly eyebrow?: string;
  readonly actions?: ReactNode;
  /** A decorative illustration beside the text (below it on phones). */
  readonly art?: ReactNode;
}

/** The opening band of an information page, with the page's only h1. */
export function PageHero({ title, lead, eyebrow, actions, art }: PageHeroProps) {
  return (
    <section className={styles.pageHero}>
      <div className={`${styles.inner} ${styles.pageHeroInner}`}>
        <div className={styles.pageHeroText}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 className={styles.pageTitle}>{title}</h1>
          <p className={styles.pageLead}>{lead}</p>
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
        {art && <div className={styles.pageHeroArt}>{art}</div>}
      </div>
    </section>
  );
}
