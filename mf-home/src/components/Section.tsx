import { useId, type ReactNode } from 'react';
import styles from './ui.module.css';

export interface SectionProps {
  readonly title: string;
  readonly lead?: string;
  /** A short label above the title. */
  readonly eyebrow?: string;
  /** `alt` sets the section on the alternate surface, to separate it from its neighbours. */
  readonly tone?: 'plain' | 'alt';
  readonly id?: string;
  readonly children: ReactNode;
}

/** A titled band of a page, centred at the content width. */
export function Section({ title, lead, eyebrow, tone = 'plain', id, children }: SectionProps) {
  const titleId = useId();
  return (
    <section id={id} className={styles.section} data-tone={tone} aria-labelledby={titleId}>
      <div className={styles.inner}>
        <header className={styles.sectionHead}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h2 id={titleId} className={styles.sectionTitle}>
            {title}
          </h2>
          {lead && <p className={styles.lead}>{lead}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
