import { useLocation, useNavigate, useParams } from 'react-router';
import type { DishData } from '@hearth/shared/dishes';
import { emptyDish, parseDishId } from '@hearth/shared/dish-rules';
import { Alert } from '../../../components/ui/alert';
import { StatusMessage } from '../../../components/ui/status-message';
import { useDish } from '../../../features/dishes/api/get-dish';
import { useSaveDish } from '../../../features/dishes/api/save-dish';
import { DishForm } from '../../../features/dishes/components/dish-form';

function SaveableDishForm({ id, initial }: { id: number | string | null; initial: DishData }) {
  const navigate = useNavigate();
  const saveDish = useSaveDish();
  const editing = id !== null;

  return (
    <DishForm
      title={editing ? 'Edit Dish' : 'Add New Dish'}
      initial={initial}
      saving={saveDish.isPending}
      error={saveDish.isError ? (editing ? 'Failed to update dish. Please try again.' : 'Failed to create dish. Please try again.') : null}
      // docs/product.md: on to /dishes, where the dish just saved comes first, marked (see the list screen).
      onSubmit={(data) =>
        saveDish.mutate({ id, data }, { onSuccess: (saved) => navigate('/dishes', { state: { savedDishId: saved.id } }) })
      }
      onCancel={() => navigate('/dishes')}
    />
  );
}

function EditDishForm({ id }: { id: number }) {
  const dish = useDish(id);
  if (dish.isPending) return <StatusMessage>Loading dish details...</StatusMessage>;
  if (dish.isError) return <Alert>Failed to load dish details. Please try again.</Alert>;
  const { id: _id, editable: _editable, ...data } = dish.data;
  return <SaveableDishForm id={id} initial={data} />;
}

/** docs/product.md#dish-form: edit mode whenever the path lacks "/new"; edit mode loads the dish first. */
export function Component() {
  const { pathname } = useLocation();
  const { id = '' } = useParams();

  if (pathname.includes('/new')) return <SaveableDishForm id={null} initial={emptyDish()} />;
  const dishId = parseDishId(id);
  if (dishId === null) return <Alert>Failed to load dish details. Please try again.</Alert>;
  return <EditDishForm key={dishId} id={dishId} />;
}
