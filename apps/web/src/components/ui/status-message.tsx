import type { ReactNode } from 'react';
import styles from './status-message.module.css';

/** A loading or empty-state line, announced politely to screen readers. */
export function StatusMessage({ children }: { children: ReactNode }) {
  return (
    <p className={styles.status} role="status">
      {children}
    </p>
  );
}
