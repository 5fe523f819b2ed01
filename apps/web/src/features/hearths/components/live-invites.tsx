import { useId } from 'react';
import type { LiveInvite } from '@hearth/shared/hearths';
import { Alert } from '../../../components/ui/alert';
import { PendingButton } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useInvites } from '../api/get-invites';
import { useRevokeInvite } from '../api/revoke-invite';
import { formatDate } from './date-range';
import styles from './hearths.module.css';

function LinkRow({ hearthId, link }: { hearthId: number; link: LiveInvite }) {
  const revoke = useRevokeInvite();
  const made = formatDate(link.created_at.slice(0, 10));
  const until = formatDate(link.expires_at.slice(0, 10));
  return (
    <li className={styles.linkRow}>
      <span>
        Joins as <strong>{link.role}</strong> · made by {link.created_by} on {made} · works until {until}
      </span>
      <PendingButton
        variant="secondary"
        aria-label={`Revoke the ${link.role} link made on ${made}`}
        pending={revoke.isPending}
        pendingLabel="Revoking..."
        onClick={() => revoke.mutate({ hearthId, inviteId: link.id })}
      >
        Revoke
      </PendingButton>
      {revoke.isError ? <Alert>{errorMessage(revoke.error, 'Could not revoke the link. Please try again.')}</Alert> : null}
    </li>
  );
}

/** The links that still work, so an owner can end any of them; a revoked link stops at once. */
export function LiveInvites({ hearthId }: { hearthId: number }) {
  const links = useInvites(hearthId);
  const headingId = useId();
  if (links.isPending) return <p>Loading links...</p>;
  if (links.isError) return <Alert>{errorMessage(links.error, 'Could not load the invitation links.')}</Alert>;
  if (links.data.length === 0) return <p>No invitation links are open.</p>;
  return (
    <>
      <h3 id={headingId} className={styles.subheading}>
        Links still open
      </h3>
      <ul className={styles.linkList} aria-labelledby={headingId}>
        {links.data.map((link) => (
          <LinkRow key={link.id} hearthId={hearthId} link={link} />
        ))}
      </ul>
    </>
  );
}
