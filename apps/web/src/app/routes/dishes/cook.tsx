import { useNavigate, useParams, useSearchParams } from 'react-router';
import { parseDishId } from '@hearth/shared/dish-rules';
import { Alert } from '../../../components/ui/alert';
import { StatusMessage } from '../../../components/ui/status-message';
import { CookMode } from '../../../features/cook-mode/components/cook-mode';
import { readCookScale } from '../../../features/cook-mode/utils/cook-scale';
import { useDish } from '../../../features/dishes/api/get-dish';
import { ApiError } from '../../../lib/api-client';

/** /dishes/{id}/cook: the dish in cook mode, scaled as the dish page asked (`?servings=8`, `?factor=2`, `?units=metric`). */
function CookScreen({ id }: { id: number }) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const dish = useDish(id);

  if (dish.isPending) return <StatusMessage>Loading...</StatusMessage>;
  if (dish.isError) {
    if (dish.error instanceof ApiError && dish.error.status === 404) return <StatusMessage>Dish not found</StatusMessage>;
    return <Alert>Failed to load dish details</Alert>;
  }

  // Back to the dish as it was shown, scaled the same way.
  const exit = () => navigate({ pathname: `/dishes/${id}`, search: search.toString() ? `?${search.toString()}` : '' });
  return <CookMode dish={dish.data} scale={readCookScale(search, dish.data.servings)} onExit={exit} />;
}

export function Component() {
  const { id = '' } = useParams();
  const dishId = parseDishId(id);
  if (dishId === null) return <StatusMessage>Dish not found</StatusMessage>;
  return <CookScreen key={dishId} id={dishId} />;
}
