import { useNavigate, useParams, useSearchParams } from 'react-router';
import { parseDishId } from '@hearth/shared/dish-rules';
import { DEFAULT_UNIT_SYSTEM } from '@hearth/shared/unit-system-choice';
import { Alert } from '../../../components/ui/alert';
import { StatusMessage } from '../../../components/ui/status-message';
import { MarkCookedButton } from '../../../features/cooked/components/mark-cooked-button';
import { TakeDishOut } from '../../../features/pantry/components/take-dish-out';
import { CookMode } from '../../../features/cook-mode/components/cook-mode';
import { useDish } from '../../../features/dishes/api/get-dish';
import { useI18n } from '../i18n';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/get-session';
import { readDishScale } from '../../../lib/dish-scale';

/**
 * /dishes/{id}/cook: the dish in cook mode, scaled as the dish page asked (`?servings=8`,
 * `?factor=2`), in the account's units unless the page showed the original (`?units=as-written`).
 */
function CookScreen({ id }: { id: number }) {
  const { i18n } = useI18n();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const dish = useDish(id);
  const accountUnits = useSession().data?.units ?? DEFAULT_UNIT_SYSTEM;

  if (dish.isPending) return <StatusMessage>{i18n._('common.loading')}</StatusMessage>;
  if (dish.isError) {
    if (dish.error instanceof ApiError && dish.error.status === 404) return <StatusMessage>{i18n._('dish.notFound')}</StatusMessage>;
    return <Alert>{i18n._('dish.loadFailed')}</Alert>;
  }

  // Back to the dish as it was shown, scaled the same way.
  const exit = () => navigate({ pathname: `/dishes/${id}`, search: search.toString() ? `?${search.toString()}` : '' });
  return (
    <CookMode
      dish={dish.data}
      scale={readDishScale(search, dish.data.servings, accountUnits)}
      onExit={exit}
      lastStepAction={<MarkCookedButton dishId={id} afterRecorded={<TakeDishOut dishId={id} />} />}
    />
  );
}

export function Component() {
  const { i18n } = useI18n();
  const { id = '' } = useParams();
  const dishId = parseDishId(id);
  if (dishId === null) return <StatusMessage>{i18n._('dish.notFound')}</StatusMessage>;
  return <CookScreen key={dishId} id={dishId} />;
}
