import type { ReactNode } from 'react';
import styles from './shared.module.css';

export interface StatePanelProps {
  title: string;
  body: string;
  /** `alert` for failures, so assistive technology announces them. */
  role?: 'alert' | 'status';
  icon?: ReactNode;
  children?: ReactNode;
}

/** The empty, error and not-found states: a title, a sentence and what to do next. */
export function StatePanel({ title, body, role, icon, children }: StatePanelProps) {
  return (
    <section className={styles.panel} role={role}>
      {icon}
      <h2 className={styles.panelTitle}>{title}</h2>
      <p className={styles.panelBody}>{body}</p>
      {children && <div className={styles.panelActions}>{children}</div>}
    </section>
  );
}
