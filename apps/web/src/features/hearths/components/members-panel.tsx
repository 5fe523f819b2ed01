import type { Hearth } from '@hearth/shared/hearths';
import { type HearthRole, canManageHearth } from '@hearth/shared/hearth-roles';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { errorText } from '../../../lib/errors/error-text';
import { RichText } from '../../../lib/i18n/rich-text';
import { useRemoveMember } from '../api/remove-member';
import { useUpdateMemberRole } from '../api/update-member';
import { useI18n } from '../i18n';
import { roleName } from './role-names';
import { RoleOptions } from './role-options';
import styles from './hearths.module.css';

interface MembersPanelProps {
  hearth: Hearth;
  currentUserId: string;
  /** After the current user leaves the hearth. */
  onLeft: () => void;
}

/** Who is in the hearth. Owners change roles and remove people; anyone can leave. */
export function MembersPanel({ hearth, currentUserId, onLeft }: MembersPanelProps) {
  const { i18n } = useI18n();
  const updateRole = useUpdateMemberRole();
  const removeMember = useRemoveMember();
  const isOwner = canManageHearth(hearth.role);
  const failure = updateRole.error ?? removeMember.error;

  const [confirm, confirmDialog] = useConfirm();

  async function leave() {
    const sure = await confirm({
      title: i18n._('hearths.leave.title'),
      question: i18n._('hearths.leave.question', { hearth: hearth.name }),
      confirmLabel: i18n._('hearths.leave.confirm'),
    });
    if (!sure) return;
    removeMember.mutate({ hearthId: hearth.hearth_id, userId: currentUserId }, { onSuccess: onLeft });
  }

  return (
    <section className={styles.panel} aria-labelledby="members-title">
      <h2 id="members-title">{i18n._('hearths.members.title')}</h2>
      {failure ? <Alert>{errorText(i18n, failure, i18n._('hearths.members.failed'))}</Alert> : null}
      <ul className={styles.members}>
        {hearth.members.map((member) => {
          const isMe = member.user_id === currentUserId;
          return (
            <li key={member.user_id} className={styles.member}>
              <span>
                {isMe ? (
                  <RichText
                    text={i18n._('hearths.members.you', { name: member.username })}
                    parts={[<span className={styles.memberName} translate="no" />]}
                  />
                ) : (
                  <span className={styles.memberName} translate="no">
                    {member.username}
                  </span>
                )}{' '}
                · <span className={styles.role}>{roleName(i18n, member.role)}</span>
              </span>
              {isOwner && !isMe ? (
                <span className={styles.row}>
                  <label>
                    <span className="visually-hidden">{i18n._('hearths.members.roleOf', { name: member.username })}</span>
                    <select
                      className={styles.small}
                      value={member.role}
                      onChange={(event) =>
                        updateRole.mutate({ hearthId: hearth.hearth_id, userId: member.user_id, role: event.target.value as HearthRole })
                      }
                    >
                      <RoleOptions />
                    </select>
                  </label>
                  <Button
                    variant="ghost"
                    onClick={async () => {
                      const sure = await confirm({
                        title: i18n._('hearths.remove.title'),
                        question: i18n._('hearths.remove.question', { name: member.username, hearth: hearth.name }),
                        confirmLabel: i18n._('hearths.remove.confirm'),
                      });
                      if (sure) removeMember.mutate({ hearthId: hearth.hearth_id, userId: member.user_id });
                    }}
                  >
                    {i18n._('hearths.members.remove')}
                  </Button>
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p>
        <Button variant="danger" onClick={() => void leave()} disabled={removeMember.isPending}>
          {i18n._('hearths.leave.button')}
        </Button>
      </p>
      {confirmDialog}
    </section>
  );
}
