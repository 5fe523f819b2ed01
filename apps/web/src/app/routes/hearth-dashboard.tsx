import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { canManageHearth, canPlanIn } from '@hearth/shared/hearth-roles';
import { parseId } from '@hearth/shared/ids';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useConfirm } from '../../components/ui/confirm-dialog';
import { StatusMessage } from '../../components/ui/status-message';
import { useCookbook } from '../../features/dishes/api/get-cookbook';
import { CookbookSection } from '../../features/dishes/components/cookbook-section';
import { useDeleteHearth } from '../../features/hearths/api/delete-hearth';
import { useHearth } from '../../features/hearths/api/get-hearth';
import { HearthHeader } from '../../features/hearths/components/hearth-header';
import { InvitePanel } from '../../features/hearths/components/invite-panel';
import { MembersPanel } from '../../features/hearths/components/members-panel';
import { useI18n } from './i18n';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/errors/error-text';
import { useSession } from '../../lib/auth/get-session';
import { rememberLastHearth } from '../../lib/last-hearth';
import { UseSoonNote } from '../../features/pantry/soon-note/use-soon-note';
import { MealPlanScreen } from './meal-plan-screen';

function HearthDashboard({ hearthId }: { hearthId: number }) {
  const { i18n } = useI18n();
  const navigate = useNavigate();
  const session = useSession();
  const hearth = useHearth(hearthId);
  const deleteHearth = useDeleteHearth();
  const [confirm, confirmDialog] = useConfirm();
  const userId = session.data?.id ?? '';
  const cookbook = useCookbook(userId, hearthId, { enabled: hearth.isSuccess });

  // The dish screen's Back button returns to the last hearth visited (docs/product.md#dish-detail).
  useEffect(() => {
    if (hearth.data) rememberLastHearth(hearthId);
  }, [hearth.data, hearthId]);

  if (hearth.isPending) return <StatusMessage>{i18n._('app.mealPlan.loading')}</StatusMessage>;
  if (hearth.isError) {
    if (hearth.error instanceof ApiError && hearth.error.status === 404)
      return <StatusMessage>{i18n._('app.hearth.notFound')}</StatusMessage>;
    return <Alert>{errorText(i18n, hearth.error, i18n._('app.hearth.loadFailed'))}</Alert>;
  }

  const role = hearth.data.role;
  const members = new Map(hearth.data.members.map((member) => [member.user_id, member.username]));
  const sharedBy = (ownerId: string) =>
    ownerId === userId ? i18n._('app.hearth.sharedByYou') : (members.get(ownerId) ?? i18n._('app.hearth.sharedByAMember'));
  const remove = async () => {
    const sure = await confirm({
      title: i18n._('app.hearth.deleteTitle'),
      question: i18n._('app.hearth.deleteQuestion', { hearth: hearth.data.name }),
      confirmLabel: i18n._('app.hearth.deleteConfirm'),
    });
    if (sure) deleteHearth.mutate(hearthId, { onSuccess: () => navigate('/profile') });
  };

  return (
    <>
      <HearthHeader hearth={hearth.data} />
      <UseSoonNote hearthId={hearthId} />
      <CookbookSection hearthId={hearthId} dishes={cookbook.data} failed={cookbook.isError} sharedBy={sharedBy} />
      <MealPlanScreen
        hearthId={hearthId}
        rolesByHearth={new Map([[hearthId, role]])}
        headingLevel={2}
        readOnly={!canPlanIn(role)}
        cookbook={{ name: hearth.data.name, dishes: cookbook.data, ownerId: userId }}
      />
      {canManageHearth(role) ? <InvitePanel hearthId={hearthId} /> : null}
      <MembersPanel hearth={hearth.data} currentUserId={userId} onLeft={() => navigate('/profile')} />
      {canManageHearth(role) ? (
        <p>
          {deleteHearth.isError ? <Alert>{errorText(i18n, deleteHearth.error, i18n._('app.hearth.deleteFailed'))}</Alert> : null}
          <Button variant="danger" onClick={() => void remove()} disabled={deleteHearth.isPending}>
            {i18n._('app.hearth.delete')}
          </Button>
        </p>
      ) : null}
      {confirmDialog}
    </>
  );
}

export function Component() {
  const { hearthId = '' } = useParams();
  const { i18n } = useI18n();
  const id = parseId(hearthId);
  if (id === null) return <StatusMessage>{i18n._('app.hearth.notFound')}</StatusMessage>;
  return <HearthDashboard key={id} hearthId={id} />;
}
