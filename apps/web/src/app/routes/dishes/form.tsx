import { useLocation, useNavigate, useParams } from 'react-router';
import type { DishData } from '@hearth/shared/dishes';
import { emptyDish, parseDishId } from '@hearth/shared/dish-rules';
import { Alert } from '../../../components/ui/alert';
import { StatusMessage } from '../../../components/ui/status-message';
import { useDish } from '../../../features/dishes/api/get-dish';
import { useSaveDish } from '../../../features/dishes/api/save-dish';
import { DishForm } from '../../../features/dishes/components/dish-form';
import { useDishFormTexts } from '../../../features/dishes/components/dish-form-texts';

function SaveableDishForm({ id, initial }: { id: number | string | null; initial: DishData }) {
  const texts = useDishFormTexts();
  const navigate = useNavigate();
  const saveDish = useSaveDish();
  const editing = id !== null;

  return (
    <DishForm
      title={editing ? texts.editTitle : texts.newTitle}
      initial={initial}
      saving={saveDish.isPending}
      error={saveDish.isError ? (editing ? texts.updateFailed : texts.createFailed) : null}
      // docs/product.md: on to /dishes, where the dish just saved comes first, marked (see the list screen).
      onSubmit={(data) =>
        saveDish.mutate({ id, data }, { onSuccess: (saved) => navigate('/dishes', { state: { savedDishId: saved.id } }) })
      }
      onCancel={() => navigate('/dishes')}
    />
  );
}

function EditDishForm({ id }: { id: number }) {
  const texts = useDishFormTexts();
  const dish = useDish(id);
  if (dish.isPending) return <StatusMessage>{texts.loading}</StatusMessage>;
  if (dish.isError) return <Alert>{texts.loadFailed}</Alert>;
  const { id: _id, editable: _editable, ...data } = dish.data;
  return <SaveableDishForm id={id} initial={data} />;
}

/** docs/product.md#dish-form: edit mode whenever the path lacks "/new"; edit mode loads the dish first. */
export function Component() {
  const { pathname } = useLocation();
  const { id = '' } = useParams();
  const texts = useDishFormTexts();

  if (pathname.includes('/new')) return <SaveableDishForm id={null} initial={emptyDish()} />;
  const dishId = parseDishId(id);
  if (dishId === null) return <Alert>{texts.loadFailed}</Alert>;
  return <EditDishForm key={dishId} id={dishId} />;
}
