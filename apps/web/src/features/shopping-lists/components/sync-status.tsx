import styles from './shopping-list.module.css';

interface SyncStatusProps {
  online: boolean;
  waiting: number;
}

function changes(count: number): string {
  return `${count} ${count === 1 ? 'change' : 'changes'}`;
}

/** Says when the page is offline and how many changes wait to be sent (docs/product.md#shopping-list). */
export function SyncStatus({ online, waiting }: SyncStatusProps) {
  if (online && waiting === 0) return null;
  return (
    <p className={online ? styles.syncing : styles.offline} role="status">
      {online ? (
        <>Sending {changes(waiting)}…</>
      ) : (
        <>
          <strong>You are offline.</strong> This list is as it was last loaded; what you change is kept here
          {waiting ? (
            <>
              {' '}
              and sent when the connection returns: <strong>{changes(waiting)} waiting</strong>.
            </>
          ) : (
            ' and sent when the connection returns.'
          )}
        </>
      )}
    </p>
  );
}
