import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import type { HearthRole } from '@hearth/shared/hearth-roles';
import { canPlanIn } from '@hearth/shared/hearth-roles';
import type { Meal } from '@hearth/shared/meals';
import { DEFAULT_LOCALE } from '@hearth/shared/locales';
import type { MealStatus } from '@hearth/shared/meal-rules';
import { PHOTO_UPLOAD_FAILED } from '@hearth/shared/photo-rules';
import { Alert } from '../../components/ui/alert';
import { Button, ButtonLink } from '../../components/ui/button';
import { useConfirm } from '../../components/ui/confirm-dialog';
import { StatusMessage } from '../../components/ui/status-message';
import { isServerAnswer } from '../../lib/api-client';
import { errorText } from '../../lib/errors/error-text';
import { mealTitleText } from '../../lib/kitchen-words/meal-words';
import { useOnline } from '../../lib/use-online';
import { useSession } from '../../lib/auth/get-session';
import { localToday } from '../../lib/dates';
import { getDish } from '../../features/dishes/api/get-dish';
import { useDishes } from '../../features/dishes/api/get-dishes';
import { PhotoPicker, type PhotoPickerHandle } from '../../features/photos/components/photo-picker';
import { UploadStatus } from '../../features/photos/components/upload-status';
import { ShopMealButton } from '../../features/shopping/meal-button/shop-meal-button';
import { AddMealToList, listForMeal } from '../../features/shopping-lists/add-meal/add-meal-to-list';
import { getShoppingLists } from '../../features/shopping-lists/api/get-shopping-lists';
import { useDeleteMeal } from '../../features/meals/api/delete-meal';
import { moveTo, useUpdateMeal, useUpdateMealStatus } from '../../features/meals/api/update-meal';
import { useMealTimeline } from '../../features/meals/api/use-meal-timeline';
import { MealTimeline } from '../../features/timeline/components/meal-timeline';
import { useI18n } from './i18n';
import type { MealRowActions } from '../../features/timeline/components/meal-row';
import type { CookbookChoices, LockedDish } from '../../features/meals/components/plan-meal-dialog';

// The dialogs load when first opened: the timeline shows sooner without them.
const PlanMealDialog = lazy(() => import('../../features/meals/components/plan-meal-dialog').then((m) => ({ default: m.PlanMealDialog })));
const MoveMealDialog = lazy(() => import('../../features/meals/components/move-meal-dialog').then((m) => ({ default: m.MoveMealDialog })));
const ShopRangeDialog = lazy(() =>
  import('../../features/shopping/components/shop-range-dialog').then((m) => ({ default: m.ShopRangeDialog })),
);

interface PlanRequest {
  date?: string | undefined;
  lockedDish?: LockedDish | undefined;
}

interface MealPlanScreenProps {
  /** The reader's role in each of their hearths, which decides the hearth meals they may change. */
  rolesByHearth: ReadonlyMap<number, HearthRole>;
  /** Set on a hearth's dashboard: planning there plans into the hearth. */
  hearthId?: number | undefined;
  headingLevel?: 1 | 2;
  readOnly?: boolean;
  /** On a hearth's dashboard: its cookbook, offered in the planning dialog beside the cook's own dishes. */
  cookbook?: CookbookChoices | undefined;
}

/**
 * The timeline with everything around it, shared by /dashboard and a hearth's dashboard:
 * the planning dialog, each meal's status, delete and Shop, shopping a range of days, and
 * the photo flow (upload, save the dish, plan it with the dish locked in: docs/product.md#dish-from-a-photo).
 */
export function MealPlanScreen({ rolesByHearth, hearthId, headingLevel, readOnly, cookbook }: MealPlanScreenProps) {
  const { i18n } = useI18n();
  const timeline = useMealTimeline(hearthId);
  const [planning, setPlanning] = useState<PlanRequest | null>(null);
  const [shoppingOpen, setShoppingOpen] = useState(false);
  // The dish dropdown's list is fetched when the dialog first opens, not with the timeline.
  const userId = useSession().data?.id ?? '';
  const dishes = useDishes(userId, { enabled: planning !== null });
  const queryClient = useQueryClient();
  const updateStatus = useUpdateMealStatus();
  const updateMeal = useUpdateMeal();
  const deleteMeal = useDeleteMeal();
  const [moving, setMoving] = useState<Meal | null>(null);
  const photoPicker = useRef<PhotoPickerHandle>(null);
  const [uploading, setUploading] = useState(false);
  const [confirm, confirmDialog] = useConfirm();
  const online = useOnline();

  async function planFromPhoto(file: File) {
    setUploading(true);
    // The upload's code loads with the first photo: the timeline shows sooner without it.
    const outcome = await import('../dish-from-photo').then(
      ({ dishFromPhoto }) => dishFromPhoto(queryClient, file),
      (error: unknown) => {
        console.error('Photo upload failed', error);
        return { failure: PHOTO_UPLOAD_FAILED };
      },
    );
    // English keeps the server's own words; another language says the failure in its words.
    if ('failure' in outcome) window.alert(i18n.locale === DEFAULT_LOCALE ? outcome.failure : i18n._('app.mealPlan.photoFailed'));
    else setPlanning({ lockedDish: { id: outcome.dish.id, dishName: outcome.dish.dishName, imageUrl: outcome.dish.imageUrl } });
    setUploading(false);
  }

  const actions: MealRowActions = {
    canChange: (meal: Meal) => (meal.hearth_id === null ? meal.personal_meal : canPlanIn(rolesByHearth.get(meal.hearth_id))),
    onStatusChange: (meal: Meal, status: MealStatus) => updateStatus.mutate({ id: meal.id, status }),
    onDelete: async (meal: Meal) => {
      const sure = await confirm({
        title: i18n._('app.mealPlan.deleteTitle'),
        question: i18n._('app.mealPlan.deleteQuestion'),
        confirmLabel: i18n._('app.mealPlan.deleteConfirm'),
      });
      if (sure) deleteMeal.mutate({ id: meal.id });
    },
    onMove: setMoving,
    onChangeFollowing: async (meal: Meal, change: 'cancel' | 'delete') => {
      const sure = await confirm({
        title: change === 'cancel' ? i18n._('app.mealPlan.cancelFollowingTitle') : i18n._('app.mealPlan.deleteFollowingTitle'),
        question:
          change === 'cancel'
            ? i18n._('app.mealPlan.cancelFollowingQuestion', { meal: mealTitleText(i18n, meal) })
            : i18n._('app.mealPlan.deleteFollowingQuestion', { meal: mealTitleText(i18n, meal) }),
        confirmLabel: change === 'cancel' ? i18n._('app.mealPlan.cancelFollowingConfirm') : i18n._('app.mealPlan.deleteFollowingConfirm'),
      });
      if (!sure) return;
      if (change === 'cancel') updateMeal.mutate({ id: meal.id, changes: { meal_status: 'cancelled' }, scope: 'following' });
      else deleteMeal.mutate({ id: meal.id, scope: 'following' });
    },
    sharedTag: (meal: Meal) =>
      meal.planned_by ? i18n._('app.mealPlan.plannedBy', { name: meal.planned_by.username }) : i18n._('app.mealPlan.plannedBySomeoneElse'),
    renderShop: (meal: Meal) => <ShopMealButton meal={meal} loadDish={getDish} />,
    renderAddToList: (meal: Meal) => (
      <AddMealToList userId={userId} meal={meal} name={meal.dish?.dishName ?? meal.dish_text_fallback ?? i18n._('app.mealPlan.thisMeal')} />
    ),
  };

  const planWeekLink = (
    <ButtonLink variant="secondary" to={hearthId === undefined ? '/plan-week' : `/plan-week?hearth=${hearthId}`}>
      {i18n._('app.mealPlan.fillMyWeek')}
    </ButtonLink>
  );
  const { outline } = timeline;
  const fetchFailed = (failure: unknown) =>
    // Offline, a timeline this device never kept is not an error to show raw: it will come.
    !online && !isServerAnswer(failure) ? (
      <StatusMessage>{i18n._('app.mealPlan.timelineNotKept')}</StatusMessage>
    ) : (
      <Alert>
        {i18n._('app.mealPlan.fetchFailed', {
          problem: errorText(
            i18n,
            failure,
            isServerAnswer(failure) ? i18n._('app.mealPlan.fetchFailedAnswered') : i18n._('app.mealPlan.fetchFailedUnreachable'),
          ),
        })}
      </Alert>
    );
  if (outline.isPending) return <StatusMessage>{i18n._('app.mealPlan.loading')}</StatusMessage>;
  if (outline.isError) return fetchFailed(outline.error);
  // Offline, weeks never seen stay "loading" under the ones that were kept.
  if (timeline.failed && (online || isServerAnswer(timeline.failed))) return fetchFailed(timeline.failed);

  return (
    <>
      {updateStatus.isError || updateMeal.isError || deleteMeal.isError ? <Alert>{i18n._('app.mealPlan.changeFailed')}</Alert> : null}
      <MealTimeline
        outline={outline.data}
        meals={timeline.meals}
        isLoaded={timeline.isLoaded}
        onVisibleDates={timeline.onVisibleDates}
        actions={actions}
        headingLevel={headingLevel}
        readOnly={readOnly}
        onPlanMeal={(date) => setPlanning({ date })}
        onMoveMeal={(meal, date) => updateMeal.mutate({ id: meal.id, changes: moveTo(date) })}
        onAddWithPhoto={() => photoPicker.current?.open()}
        planWeekAction={readOnly ? null : planWeekLink}
        headerActions={
          readOnly ? null : (
            <>
              {planWeekLink}
              <Button variant="secondary" onClick={() => setShoppingOpen(true)}>
                {i18n._('app.mealPlan.shopThisWeek')}
              </Button>
            </>
          )
        }
      />
      <Suspense fallback={null}>
        {planning ? (
          <PlanMealDialog
            open
            presetDate={planning.date}
            lockedDish={planning.lockedDish}
            hearthId={hearthId}
            dishChoices={{ dishes: dishes.data, loading: dishes.isPending, failed: dishes.isError }}
            cookbook={cookbook}
            onClose={() => setPlanning(null)}
          />
        ) : null}
        {moving ? <MoveMealDialog meal={moving} label={mealTitleText(i18n, moving)} onClose={() => setMoving(null)} /> : null}
        {shoppingOpen ? (
          <ShopRangeDialog
            open
            today={localToday()}
            hearthId={hearthId}
            onClose={() => setShoppingOpen(false)}
            onAddToList={async (range) => {
              const [{ addItemsToList }, lists] = await Promise.all([
                import('../../features/shopping-lists/api/add-items'),
                getShoppingLists(userId),
              ]);
              const list = listForMeal(lists, hearthId ?? null);
              if (!list) throw new Error('No shopping list to add to');
              await addItemsToList(queryClient, userId, list.id, range);
              return { name: list.name, path: hearthId === undefined ? '/shopping' : `/shopping?list=${list.id}` };
            }}
          />
        ) : null}
      </Suspense>
      {confirmDialog}
      <PhotoPicker ref={photoPicker} onPicked={planFromPhoto} />
      {uploading ? <UploadStatus /> : null}
    </>
  );
}
