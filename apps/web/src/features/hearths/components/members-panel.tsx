import type { Hearth } from '@hearth/shared/hearths';
import { HEARTH_ROLES, type HearthRole, canManageHearth } from '@hearth/shared/hearth-roles';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { OptionList } from '../../../components/ui/option-list';
import { errorMessage } from '../../../lib/api-client';
import { useRemoveMember } from '../api/remove-member';
import { useUpdateMemberRole } from '../api/update-member';
import { hearthMessages as messages } from '../messages';
import styles from './hearths.module.css';

interface MembersPanelProps {
  hearth: Hearth;
  currentUserId: string;
  /** After the current user leaves the hearth. */
  onLeft: () => void;
}

/** Who is in the hearth. Owners change roles and remove people; anyone can leave. */
export function MembersPanel({ hearth, currentUserId, onLeft }: MembersPanelProps) {
  const updateRole = useUpdateMemberRole();
  const removeMember = useRemoveMember();
  const isOwner = canManageHearth(hearth.role);
  const failure = updateRole.error ?? removeMember.error;

  const [confirm, confirmDialog] = useConfirm();

  async function leave() {
    const sure = await confirm({
      title: messages.leaveTitle,
      question: messages.leaveQuestion(hearth.name),
      confirmLabel: messages.leaveConfirm,
    });
    if (!sure) return;
    removeMember.mutate({ hearthId: hearth.hearth_id, userId: currentUserId }, { onSuccess: onLeft });
  }

  return (
    <section className={styles.panel} aria-labelledby="members-title">
      <h2 id="members-title">Members</h2>
      {failure ? <Alert>{errorMessage(failure, 'That change did not work. Please try again.')}</Alert> : null}
      <ul className={styles.members}>
        {hearth.members.map((member) => {
          const isMe = member.user_id === currentUserId;
          return (
            <li key={member.user_id} className={styles.member}>
              <span>
                <span className={styles.memberName}>{member.username}</span>
                {isMe ? ' (you)' : ''} · <span className={styles.role}>{member.role}</span>
              </span>
              {isOwner && !isMe ? (
                <span className={styles.row}>
                  <label>
                    <span className="visually-hidden">Role of {member.username}</span>
                    <select
                      className={styles.small}
                      value={member.role}
                      onChange={(event) =>
                        updateRole.mutate({ hearthId: hearth.hearth_id, userId: member.user_id, role: event.target.value as HearthRole })
                      }
                    >
                      <OptionList values={HEARTH_ROLES} />
                    </select>
                  </label>
                  <Button
                    variant="ghost"
                    onClick={async () => {
                      const sure = await confirm({
                        title: messages.removeTitle,
                        question: messages.removeQuestion(member.username, hearth.name),
                        confirmLabel: messages.removeConfirm,
                      });
                      if (sure) removeMember.mutate({ hearthId: hearth.hearth_id, userId: member.user_id });
                    }}
                  >
                    Remove
                  </Button>
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p>
        <Button variant="danger" onClick={() => void leave()} disabled={removeMember.isPending}>
          Leave hearth
        </Button>
      </p>
      {confirmDialog}
    </section>
  );
}
