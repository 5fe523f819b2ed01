import { Link } from 'react-router';
import type { HearthSummary } from '@hearth/shared/hearths';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { StatusMessage } from '../../../components/ui/status-message';
import { ApiError } from '../../../lib/api-client';
import { useHearths } from '../api/get-hearths';
import { formatDateRange } from './date-range';
import styles from './hearths.module.css';

/** docs/product.md#error-catalogue, profile hearths load: a 401 asks to sign in again; else the message, else a retry hint. */
function loadErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if ((error instanceof ApiError && error.status === 401) || message.includes('401')) {
    return 'Authentication error. Please log in again.';
  }
  return (error instanceof ApiError ? error.serverMessage : message) || 'Failed to load your hearths. Please try again.';
}

function HearthCard({ hearth }: { hearth: HearthSummary }) {
  return (
    <li>
      <Link to={`/dashboard/${hearth.hearth_id}`} className={styles.card}>
        <h3>{hearth.name}</h3>
        <p>Hearth #{hearth.hearth_id}</p>
        <p>Role: {hearth.role}</p>
        <p>{formatDateRange(hearth.schedule_data.startDate, hearth.schedule_data.endDate)}</p>
      </Link>
    </li>
  );
}

/** Profile, "My Hearths": a card per hearth, or an invitation to create the first. */
export function MyHearths() {
  const hearths = useHearths();

  return (
    <section className={styles.panel} aria-labelledby="my-hearths-title">
      <h2 id="my-hearths-title">My Hearths</h2>
      {hearths.isPending ? (
        <StatusMessage>Loading your hearths...</StatusMessage>
      ) : hearths.isError ? (
        <Alert>{loadErrorMessage(hearths.error)}</Alert>
      ) : hearths.data.length === 0 ? (
        <>
          <p>You don&apos;t have any hearths yet.</p>
          <ButtonLink to="/meal-prep">Create New Hearth</ButtonLink>
        </>
      ) : (
        <>
          <ul className={styles.list}>
            {hearths.data.map((hearth) => (
              <HearthCard key={hearth.hearth_id} hearth={hearth} />
            ))}
          </ul>
          <ButtonLink to="/meal-prep" variant="secondary">
            Create New Hearth
          </ButtonLink>
        </>
      )}
    </section>
  );
}
