import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { parseDishId } from '@hearth/shared/dish-rules';
import { Alert } from '../../../components/ui/alert';
import { StatusMessage } from '../../../components/ui/status-message';
import { useDeleteDish } from '../../../features/dishes/api/delete-dish';
import { useDish } from '../../../features/dishes/api/get-dish';
import { DishDetail } from '../../../features/dishes/components/dish-detail';
import { useHearths } from '../../../features/hearths/api/get-hearths';
import { ShopDishButton } from '../../../features/shopping/components/shop-dish-button';
import { AddDishToList } from '../../../features/shopping-lists/components/add-dish-to-list';
import { useSession } from '../../../lib/auth/get-session';
import { canPlanIn } from '@hearth/shared/hearth-roles';
import { ApiError } from '../../../lib/api-client';
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

function DishDetailScreen({ id }: { id: number }) {
  const navigate = useNavigate();
  const goBack = useBack();
  const dish = useDish(id);
  const deleteDish = useDeleteDish();
  const userId = useSession().data?.id ?? '';
  const hearths = useHearths();
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
      shopAction={
        <>
          <ShopDishButton dish={dish.data} />
          <AddDishToList
            userId={userId}
            dish={dish.data}
            canChange={(list) => list.hearth_id === null || canPlanIn(hearths.data?.find((hearth) => hearth.hearth_id === list.hearth_id)?.role)}
          />
        </>
      }
    />
  );
}

export function Component() {
  const { id = '' } = useParams();
  const dishId = parseDishId(id);
  if (dishId === null) return <StatusMessage>Dish not found</StatusMessage>;
  return <DishDetailScreen key={dishId} id={dishId} />;
}
