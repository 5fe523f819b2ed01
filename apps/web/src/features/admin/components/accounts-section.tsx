import { Alert } from '../../../components/ui/alert';
import { StatusMessage } from '../../../components/ui/status-message';
import { useAccounts } from '../api/get-accounts';
import { useAdminMessages } from '../messages';
import { AccountRow } from './account-row';
import { AdminSection } from './admin-section';
import styles from './admin.module.css';

export function AccountsSection({ selfId, canSendReset }: { selfId: string; canSendReset: boolean }) {
  const t = useAdminMessages();
  const accounts = useAccounts();
  return (
    <AdminSection title={t.accountsTitle} lead={t.accountsLead}>
      {accounts.isPending ? <StatusMessage>{t.accountsLoading}</StatusMessage> : null}
      {accounts.isError ? <Alert>{t.error(accounts.error, t.accountsFailed)}</Alert> : null}
      {accounts.data ? (
        <ul className={styles.accounts}>
          {accounts.data.map((account) => (
            <AccountRow key={account.id} account={account} self={account.id === selfId} canSendReset={canSendReset} />
          ))}
        </ul>
      ) : null}
    </AdminSection>
  );
}
