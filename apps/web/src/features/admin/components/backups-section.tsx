import type { AdminSettings } from '@hearth/shared/admin';
import { buttonClassName } from '../../../components/ui/button';
import { adminMessages as t } from '../messages';
import { AdminSection, shortDate } from './admin-section';
import styles from './admin.module.css';

function size(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** When backups are taken and the newest one; the download is a plain link, so the browser saves the file. */
export function BackupsSection({ backups }: { backups: AdminSettings['backups'] }) {
  if (backups.kind === 'postgres') {
    return (
      <AdminSection title={t.backupsTitle}>
        <p>{t.postgres}</p>
      </AdminSection>
    );
  }
  return (
    <AdminSection title={t.backupsTitle} lead={t.backupsSchedule(backups.every_hours, backups.keep)}>
      <p className={styles.muted}>
        {backups.latest ? t.newestBackup(shortDate(backups.latest.taken_at), size(backups.latest.bytes)) : t.noBackupYet}
      </p>
      <a className={buttonClassName({ variant: 'primary' })} href="/api/admin/backup" download>
        {t.download}
      </a>
      <p className={styles.muted} style={{ marginTop: 'var(--space-3)' }}>
        {t.downloadHint}
      </p>
    </AdminSection>
  );
}
