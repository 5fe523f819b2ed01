import type { ReactNode } from 'react';
import styles from './alert.module.css';

/** A message block. Errors use role="alert" so screen readers announce them at once. */
export function Alert({ tone = 'error', children }: { tone?: 'error' | 'info'; children: ReactNode }) {
  return (
    <div className={`${styles.alert} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
