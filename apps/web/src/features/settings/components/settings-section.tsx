import { useId, type ReactNode } from 'react';
import { useI18n } from '../i18n';
import styles from './settings.module.css';

/** One titled card of the Settings screen, named by its heading for screen readers. */
export function SettingsSection({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </section>
  );
}

/** A titled part of a Settings card, under a rule from the part before; a `danger` part's title is red. */
export function SettingsPart({ title, danger = false, children }: { title: string; danger?: boolean; children: ReactNode }) {
  return (
    <div className={danger ? `${styles.part} ${styles.danger}` : styles.part}>
      <h3>{title}</h3>
      {children}
    </div>
  );
}

/** The Settings screen's heading, for the route that shows it. */
export function SettingsTitle() {
  const { i18n } = useI18n();
  return <h1>{i18n._('settings.title')}</h1>;
}
