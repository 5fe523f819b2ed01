import { useId, type ReactNode } from 'react';
import styles from './admin.module.css';

/** One titled card of the admin screen, named by its heading for screen readers. */
export function AdminSection({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </section>
  );
}
