import { useNavigate } from 'react-router';
import type { DishDetail as Dish } from '@hearth/shared/dishes';
import { canPlanIn } from '@hearth/shared/hearth-roles';
import { Alert } from '../../../components/ui/alert';
import { PendingButton } from '../../../components/ui/button';
import { useSaveDish } from '../../../features/dishes/api/save-dish';
import { useShareDish } from '../../../features/dishes/api/share-dish';
import { useUnshareDish } from '../../../features/dishes/api/unshare-dish';
import { DishSharing } from '../../../features/dishes/components/dish-sharing';
import { useHearths } from '../../../features/hearths/api/get-hearths';
import { useI18n } from '../i18n';
import { errorText } from '../../../lib/errors/error-text';

/** "Share to hearth" for the cook's own dish: one box per hearth they belong to. */
export function Sharing({ dish }: { dish: Dish }) {
  const { i18n } = useI18n();
  const hearths = useHearths();
  const share = useShareDish();
  const unshare = useUnshareDish();
  const failure = share.error ?? unshare.error;
  return (
    <DishSharing
      sharedWith={dish.shared_with ?? []}
      hearths={(hearths.data ?? []).map((hearth) => ({ hearth_id: hearth.hearth_id, name: hearth.name, canShare: canPlanIn(hearth.role) }))}
      onShare={(hearthId) => share.mutate({ dishId: dish.id, hearthId })}
      onUnshare={(hearthId) => unshare.mutate({ dishId: dish.id, hearthId })}
      busy={share.isPending || unshare.isPending}
      error={failure ? errorText(i18n, failure, i18n._('dish.shareFailed')) : null}
    />
  );
}

/** "Save a copy" of a hearth-mate's dish into the cook's own library, then open the copy. */
export function SaveCopyButton({ dish }: { dish: Dish }) {
  const { i18n } = useI18n();
  const navigate = useNavigate();
  const save = useSaveDish();
  const { id: _id, editable: _editable, shared_with: _sharedWith, ...data } = dish;
  return (
    <div>
      <PendingButton
        variant="secondary"
        pending={save.isPending}
        pendingLabel={i18n._('dish.saving')}
        onClick={() => save.mutate({ id: null, data }, { onSuccess: (copy) => navigate(`/dishes/${copy.id}`) })}
      >
        {i18n._('dish.saveCopy')}
      </PendingButton>
      {save.isError ? <Alert>{errorText(i18n, save.error, i18n._('dish.saveCopyFailed'))}</Alert> : null}
    </div>
  );
}
