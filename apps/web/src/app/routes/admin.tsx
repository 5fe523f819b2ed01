import { Alert } from '../../components/ui/alert';
import { StatusMessage } from '../../components/ui/status-message';
import { useAdminSettings } from '../../features/admin/api/get-admin-settings';
import { AccountsSection } from '../../features/admin/components/accounts-section';
import { BackupsSection } from '../../features/admin/components/backups-section';
import { SignUpSection } from '../../features/admin/components/sign-up-section';
import { useAdminMessages } from '../../features/admin/messages';
import { useSession } from '../../lib/auth/get-session';
import styles from './settings.module.css';

/** /admin: the person who runs the server manages accounts, sign-up and backups. Admins only. */
export function Component() {
  const t = useAdminMessages();
  const session = useSession();
  if (!session.data) return null;
  if (!session.data.admin) return <Alert>{t.notAdmin}</Alert>;
  return <AdminScreen selfId={session.data.id} />;
}

function AdminScreen({ selfId }: { selfId: string }) {
  const t = useAdminMessages();
  const settings = useAdminSettings();
  return (
    <div className={styles.page}>
      <h1>{t.title}</h1>
      <p>{t.lead}</p>
      {settings.isError ? <Alert>{t.error(settings.error, t.actionFailed)}</Alert> : null}
      <AccountsSection selfId={selfId} canSendReset={settings.data?.mail ?? false} />
      {settings.isPending ? <StatusMessage>{t.settingsLoading}</StatusMessage> : null}
      {settings.data ? (
        <>
          <SignUpSection settings={settings.data} />
          <BackupsSection backups={settings.data.backups} />
        </>
      ) : null}
    </div>
  );
}
