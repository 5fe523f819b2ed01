import { PendingButton, type ButtonVariant } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useMarkCooked } from '../api/mark-cooked';
import styles from './cooked.module.css';

/**
 * "Mark as cooked" (made it): today's meal with the dish becomes cooked, or one is planned now
 * and marked. A second tap changes nothing on the server, so the button stays usable.
 */
export function MarkCookedButton({ dishId, variant = 'secondary' }: { dishId: number; variant?: ButtonVariant }) {
  const markCooked = useMarkCooked(dishId);
  return (
    <span className={styles.mark}>
      <PendingButton variant={variant} onClick={() => markCooked.mutate()} pending={markCooked.isPending} pendingLabel="Marking...">
        Mark as cooked
      </PendingButton>
      <span role="status" className={markCooked.isError ? styles.error : styles.done}>
        {markCooked.isSuccess ? 'Marked as cooked today.' : null}
        {markCooked.isError ? errorMessage(markCooked.error, 'Could not mark this dish as cooked. Please try again.') : null}
      </span>
    </span>
  );
}
