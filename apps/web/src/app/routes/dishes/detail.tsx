import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { parseDishId } from '@hearth/shared/dish-rules';
import type { DishDetail as Dish } from '@hearth/shared/dishes';
import { canPlanIn } from '@hearth/shared/hearth-roles';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { StatusMessage } from '../../../components/ui/status-message';
import { useDeleteDish } from '../../../features/dishes/api/delete-dish';
import { useDish } from '../../../features/dishes/api/get-dish';
import { useSaveDish } from '../../../features/dishes/api/save-dish';
import { useShareDish } from '../../../features/dishes/api/share-dish';
import { useUnshareDish } from '../../../features/dishes/api/unshare-dish';
import { DishDetail } from '../../../features/dishes/components/dish-detail';
import { DishSharing } from '../../../features/dishes/components/dish-sharing';
import { useHearths } from '../../../features/hearths/api/get-hearths';
import { ShopDishButton } from '../../../features/shopping/components/shop-dish-button';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { getLastHearthId } from '../../../lib/last-hearth';

/** Spec: Back goes to the origin passed in, else the last hearth's dashboard, else one step back. */
function useBack() {
  const navigate = useNavigate();
  const location = useLocation();
  const origin = (location.state as { from?: unknown } | null)?.from;
  return () => {
    if (typeof origin === 'string' && origin.startsWith('/')) return navigate(origin);
    const lastHearthId = getLastHearthId();
    if (lastHearthId) return navigate(`/dashboard/${lastHearthId}`);
    return navigate(-1);
  };
}

/** "Share to hearth" for the cook's own dish: one box per hearth they belong to. */
function Sharing({ dish }: { dish: Dish }) {
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
      error={failure ? errorMessage(failure, 'Could not change where this dish is shared. Please try again.') : null}
    />
  );
}

/** "Save a copy" of a hearth-mate's dish into the cook's own library, then open the copy. */
function SaveCopyButton({ dish }: { dish: Dish }) {
  const navigate = useNavigate();
  const save = useSaveDish();
  const { id: _id, editable: _editable, shared_with: _sharedWith, ...data } = dish;
  return (
    <div>
      <Button
        variant="secondary"
        disabled={save.isPending}
        onClick={() => save.mutate({ id: null, data }, { onSuccess: (copy) => navigate(`/dishes/${copy.id}`) })}
      >
        {save.isPending ? 'Saving...' : 'Save a copy'}
      </Button>
      {save.isError ? <Alert>{errorMessage(save.error, 'Could not save a copy. Please try again.')}</Alert> : null}
    </div>
  );
}

function DishDetailScreen({ id }: { id: number }) {
  const navigate = useNavigate();
  const goBack = useBack();
  const dish = useDish(id);
  const deleteDish = useDeleteDish();
  const [deleteError, setDeleteError] = useState<string | null>(null);

  if (dish.isPending) return <StatusMessage>Loading...</StatusMessage>;
  if (dish.isError) {
    if (dish.error instanceof ApiError && dish.error.status === 404) return <StatusMessage>Dish not found</StatusMessage>;
    return <Alert>Failed to load dish details</Alert>;
  }

  function handleDelete() {
    if (!window.confirm('Are you sure you want to delete this dish?')) return;
    setDeleteError(null);
    deleteDish.mutate(id, {
      onSuccess: () => navigate('/dishes'),
      onError: () => setDeleteError('Failed to delete dish'),
    });
  }

  return (
    <DishDetail
      dish={dish.data}
      editable={dish.data.editable}
      onBack={goBack}
      onEdit={() => navigate(`/dishes/${id}/edit`)}
      onDelete={handleDelete}
      deleting={deleteDish.isPending}
      deleteError={deleteError}
      shopAction={<ShopDishButton dish={dish.data} />}
      sharing={dish.data.editable ? <Sharing dish={dish.data} /> : null}
      copyAction={<SaveCopyButton dish={dish.data} />}
    />
  );
}

export function Component() {
  const { id = '' } = useParams();
  const dishId = parseDishId(id);
  if (dishId === null) return <StatusMessage>Dish not found</StatusMessage>;
  return <DishDetailScreen key={dishId} id={dishId} />;
}
