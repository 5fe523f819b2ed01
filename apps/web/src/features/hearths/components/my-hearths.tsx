import { Link } from 'react-router';
import type { HearthSummary } from '@hearth/shared/hearths';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { StatusMessage } from '../../../components/ui/status-message';
import type { I18n } from '@lingui/core';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/errors/error-text';
import { useHearths } from '../api/get-hearths';
import { useI18n } from '../i18n';
import { useHearthDates } from './date-range';
import { roleName } from './role-names';
import styles from './hearths.module.css';

/** docs/product.md#error-catalogue, profile hearths load: a 401 asks to sign in again; else the message, else a retry hint. */
function loadErrorMessage(i18n: I18n, error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if ((error instanceof ApiError && error.status === 401) || message.includes('401')) {
    return i18n._('hearths.mine.signInAgain');
  }
  const fallback = i18n._('hearths.mine.loadFailed');
  if (i18n.locale !== 'en') return errorText(i18n, error, fallback);
  return (error instanceof ApiError ? error.serverMessage : message) || fallback;
}

function HearthCard({ hearth }: { hearth: HearthSummary }) {
  const { i18n } = useI18n();
  const dates = useHearthDates();
  return (
    <li>
      <Link to={`/dashboard/${hearth.hearth_id}`} className={styles.card}>
        <h3 translate="no">{hearth.name}</h3>
        <p>{i18n._('hearths.mine.number', { id: hearth.hearth_id })}</p>
        <p>{i18n._('hearths.mine.role', { role: roleName(i18n, hearth.role) })}</p>
        <p>{dates.range(hearth.schedule_data.startDate, hearth.schedule_data.endDate)}</p>
      </Link>
    </li>
  );
}

/** Profile, "My Hearths": a card per hearth, or an invitation to create the first. */
export function MyHearths() {
  const { i18n } = useI18n();
  const hearths = useHearths();

  return (
    <section className={styles.panel} aria-labelledby="my-hearths-title">
      <h2 id="my-hearths-title">{i18n._('hearths.mine.title')}</h2>
      {hearths.isPending ? (
        <StatusMessage>{i18n._('hearths.mine.loading')}</StatusMessage>
      ) : hearths.isError ? (
        <Alert>{loadErrorMessage(i18n, hearths.error)}</Alert>
      ) : hearths.data.length === 0 ? (
        <>
          <p>{i18n._('hearths.mine.none')}</p>
          <ButtonLink to="/meal-prep">{i18n._('hearths.create.title')}</ButtonLink>
        </>
      ) : (
        <>
          <ul className={styles.list}>
            {hearths.data.map((hearth) => (
              <HearthCard key={hearth.hearth_id} hearth={hearth} />
            ))}
          </ul>
          <ButtonLink to="/meal-prep" variant="secondary">
            {i18n._('hearths.create.title')}
          </ButtonLink>
        </>
      )}
    </section>
  );
}
