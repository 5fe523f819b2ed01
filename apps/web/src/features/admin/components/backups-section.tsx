import type { AdminSettings } from '@hearth/shared/admin';
import { buttonClassName } from '../../../components/ui/button';
import { useAdminMessages } from '../messages';
import { AdminSection } from './admin-section';
import styles from './admin.module.css';

/** When backups are taken and the newest one; the download is a plain link, so the browser saves the file. */
export function BackupsSection({ backups }: { backups: AdminSettings['backups'] }) {
  const t = useAdminMessages();
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
        {backups.latest ? t.newestBackup(t.shortDate(backups.latest.taken_at), t.size(backups.latest.bytes)) : t.noBackupYet}
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
