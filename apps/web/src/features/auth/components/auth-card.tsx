import type { ReactNode } from 'react';
import { useI18n } from '../i18n';
import styles from './auth-card.module.css';

export function AuthCard({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="auth-title">
        <h1 id="auth-title">{title}</h1>
        <p className={styles.lead}>{lead}</p>
        {children}
      </section>
    </div>
  );
}

export function OrDivider() {
  const { i18n } = useI18n();
  return (
    <div className={styles.divider} role="separator">
      {i18n._('auth.or')}
    </div>
  );
}

export function AuthFooter({ children }: { children: ReactNode }) {
  return <p className={styles.footer}>{children}</p>;
}

export function Doors({ children }: { children: ReactNode }) {
  return <div className={styles.doors}>{children}</div>;
}
