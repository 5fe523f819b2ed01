import { useId } from 'react';
import type { LiveInvite } from '@hearth/shared/hearths';
import { Alert } from '../../../components/ui/alert';
import { PendingButton } from '../../../components/ui/button';
import { errorText } from '../../../lib/errors/error-text';
import { RichText } from '../../../lib/i18n/rich-text';
import { useInvites } from '../api/get-invites';
import { useRevokeInvite } from '../api/revoke-invite';
import { useI18n } from '../i18n';
import { useHearthDates } from './date-range';
import { roleName } from './role-names';
import styles from './hearths.module.css';

function LinkRow({ hearthId, link }: { hearthId: number; link: LiveInvite }) {
  const { i18n } = useI18n();
  const dates = useHearthDates();
  const revoke = useRevokeInvite();
  const made = dates.date(link.created_at.slice(0, 10));
  const until = dates.date(link.expires_at.slice(0, 10));
  const role = roleName(i18n, link.role);
  return (
    <li className={styles.linkRow}>
      <span>
        <RichText
          text={i18n._('hearths.links.row', { role, by: link.created_by, made, until })}
          parts={[<strong />, <span translate="no" />]}
        />
      </span>
      <PendingButton
        variant="secondary"
        aria-label={i18n._('hearths.links.revokeLabel', { role, made })}
        pending={revoke.isPending}
        pendingLabel={i18n._('hearths.links.revoking')}
        onClick={() => revoke.mutate({ hearthId, inviteId: link.id })}
      >
        {i18n._('hearths.links.revoke')}
      </PendingButton>
      {revoke.isError ? <Alert>{errorText(i18n, revoke.error, i18n._('hearths.links.revokeFailed'))}</Alert> : null}
    </li>
  );
}

/** The links that still work, so an owner can end any of them; a revoked link stops at once. */
export function LiveInvites({ hearthId }: { hearthId: number }) {
  const { i18n } = useI18n();
  const links = useInvites(hearthId);
  const headingId = useId();
  if (links.isPending) return <p>{i18n._('hearths.links.loading')}</p>;
  if (links.isError) return <Alert>{errorText(i18n, links.error, i18n._('hearths.links.loadFailed'))}</Alert>;
  if (links.data.length === 0) return <p>{i18n._('hearths.links.none')}</p>;
  return (
    <>
      <h3 id={headingId} className={styles.subheading}>
        {i18n._('hearths.links.title')}
      </h3>
      <ul className={styles.linkList} aria-labelledby={headingId}>
        {links.data.map((link) => (
          <LinkRow key={link.id} hearthId={hearthId} link={link} />
        ))}
      </ul>
    </>
  );
}
