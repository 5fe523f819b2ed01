import { useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { cookSteps } from '@hearth/shared/cook-steps';
import { parseDishId } from '@hearth/shared/dish-rules';
import type { DishDetail as Dish } from '@hearth/shared/dishes';
import { ingredientsAsShown, instructionsAsShown } from '@hearth/shared/dish-view';
import { DEFAULT_UNIT_SYSTEM, type UnitSystem } from '@hearth/shared/unit-system-choice';
import { Alert } from '../../../components/ui/alert';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { StatusMessage } from '../../../components/ui/status-message';
import { CookedSummary } from '../../../features/cooked/components/cooked-summary';
import { CookingLog } from '../../../features/cooked/components/cooking-log';
import { MarkCookedButton } from '../../../features/cooked/components/mark-cooked-button';
import { useDeleteDish } from '../../../features/dishes/api/delete-dish';
import { TakeDishOut } from '../../../features/pantry/components/take-dish-out';
import { useDish } from '../../../features/dishes/api/get-dish';
import { DishDetail } from '../../../features/dishes/components/dish-detail';
import { useHearths } from '../../../features/hearths/api/get-hearths';
import { PublicLink } from '../../../features/share-links/components/public-link';
import { ShopDishButton } from '../../../features/shopping/components/shop-dish-button';
import { AddDishToList } from '../../../features/shopping-lists/components/add-dish-to-list';
import { canPlanIn } from '@hearth/shared/hearth-roles';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/get-session';
import { useI18n } from '../i18n';
import { dishScaleSearch, readDishScale, type DishScale } from '../../../lib/dish-scale';
import { getLastHearthId } from '../../../lib/last-hearth';
import { SaveCopyButton, Sharing } from './dish-actions';

/** docs/product.md#dish-detail: Back goes to the origin passed in, else the last hearth's dashboard, else one step back. */
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

/**
 * The dish as the cook asked to see it: scaled (kept in the address, `?servings=8`) and in their
 * units (the account's, or the recipe's own after "Show as written"). Shop sends these amounts
 * and Cook carries the same address into cook mode.
 */
function useShownDish(dish: Dish) {
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const accountUnits = useSession().data?.units ?? DEFAULT_UNIT_SYSTEM;
  const scale = readDishScale(search, dish.servings, accountUnits);
  const shown = {
    ingredients: ingredientsAsShown(dish.ingredients, scale.factor, scale.units),
    instructions: instructionsAsShown(dish.instructions, scale.units),
  };
  const query = dishScaleSearch(scale, dish.servings, accountUnits);

  const setScale = (next: DishScale) =>
    setSearch(new URLSearchParams(dishScaleSearch(next, dish.servings, accountUnits)), {
      replace: true,
      state: location.state,
      preventScrollReset: true,
    });

  // As written, US or metric, switched on the page; the address keeps it for cook mode.
  const units = { value: scale.units, onChange: (next: UnitSystem) => setScale({ ...scale, units: next }) };

  return { scale, shown, setScale, units, query };
}

function LoadedDish({ dish }: { dish: Dish }) {
  const navigate = useNavigate();
  const goBack = useBack();
  const deleteDish = useDeleteDish();
  const userId = useSession().data?.id ?? '';
  const hearths = useHearths();
  const { i18n } = useI18n();
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const { scale, shown, setScale, units, query } = useShownDish(dish);

  async function handleDelete() {
    const sure = await confirm({
      title: i18n._('dish.deleteTitle'),
      question: i18n._('dish.deleteConfirm'),
      confirmLabel: i18n._('dish.delete'),
    });
    if (!sure) return;
    setDeleteError(null);
    deleteDish.mutate(dish.id, {
      onSuccess: () => navigate('/dishes'),
      onError: () => setDeleteError(i18n._('dish.deleteFailed')),
    });
  }

  // Instacart gets what is on screen: the ingredients as scaled and converted.
  const shoppedDish = {
    ...dish,
    ingredients: shown.ingredients.map(({ capped: _capped, converted: _converted, ...ingredient }) => ingredient),
  };

  return (
    <>
      <DishDetail
        dish={dish}
        shown={shown}
        scale={scale}
        onScaleChange={setScale}
        units={units}
        cookHref={cookSteps(dish.instructions).length > 0 ? `/dishes/${dish.id}/cook${query}` : null}
        cookedSummary={<CookedSummary dishId={dish.id} />}
        markCooked={<MarkCookedButton dishId={dish.id} afterRecorded={<TakeDishOut dishId={dish.id} />} />}
        favourite={dish.favourite === true}
        editable={dish.editable}
        onBack={goBack}
        onEdit={() => navigate(`/dishes/${dish.id}/edit`)}
        onDelete={() => void handleDelete()}
        deleting={deleteDish.isPending}
        deleteError={deleteError}
        shopAction={
          <>
            <ShopDishButton dish={shoppedDish} />
            {/* The list dialog starts from the servings on screen. */}
            <AddDishToList
              userId={userId}
              dish={{ ...dish, servings: scale.servings ?? dish.servings }}
              canChange={(list) =>
                list.hearth_id === null || canPlanIn(hearths.data?.find((hearth) => hearth.hearth_id === list.hearth_id)?.role)
              }
            />
          </>
        }
        sharing={
          dish.editable ? (
            <>
              <Sharing dish={dish} />
              <PublicLink dishId={dish.id} />
            </>
          ) : null
        }
        copyAction={<SaveCopyButton dish={dish} />}
      />
      <CookingLog dishId={dish.id} />
      {confirmDialog}
    </>
  );
}

function DishDetailScreen({ id }: { id: number }) {
  const { i18n } = useI18n();
  const dish = useDish(id);
  if (dish.isPending) return <StatusMessage>{i18n._('common.loading')}</StatusMessage>;
  if (dish.isError) {
    if (dish.error instanceof ApiError && dish.error.status === 404) return <StatusMessage>{i18n._('dish.notFound')}</StatusMessage>;
    return <Alert>{i18n._('dish.loadFailed')}</Alert>;
  }
  return <LoadedDish dish={dish.data} />;
}

export function Component() {
  const { id = '' } = useParams();
  const { i18n } = useI18n();
  const dishId = parseDishId(id);
  if (dishId === null) return <StatusMessage>{i18n._('dish.notFound')}</StatusMessage>;
  return <DishDetailScreen key={dishId} id={dishId} />;
}
