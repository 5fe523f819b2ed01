import { RichText } from '../../../lib/i18n/rich-text';
import { useI18n } from '../i18n';
import styles from './shopping-list.module.css';

interface SyncStatusProps {
  online: boolean;
  waiting: number;
}

/** Says when the page is offline and how many changes wait to be sent (docs/product.md#shopping-list). */
export function SyncStatus({ online, waiting }: SyncStatusProps) {
  const { i18n } = useI18n();
  if (online && waiting === 0) return null;
  return (
    <p className={online ? styles.syncing : styles.offline} role="status">
      {online ? (
        i18n._('shoppingLists.sync.sending', { count: waiting })
      ) : (
        <RichText
          text={waiting ? i18n._('shoppingLists.sync.offlineWaiting', { count: waiting }) : i18n._('shoppingLists.sync.offline')}
          parts={[<strong />, <strong />]}
        />
      )}
    </p>
  );
}
