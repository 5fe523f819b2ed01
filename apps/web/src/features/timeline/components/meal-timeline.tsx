import { useMemo, useState, type ReactNode } from 'react';
import type { Meal } from '@hearth/shared/meals';
import { IMPORT_SCREEN_PATH } from '@hearth/shared/import-rules';
import { Button, ButtonLink } from '../../../components/ui/button';
import { StartCards } from '../../../components/ui/start-cards';
import { useI18n } from '../i18n';
import { DayList } from './day-list';
import type { MealRowActions } from './meal-row';
import { localToday } from '../../../lib/dates';
import { condensedDates, expandedDates, groupMealsByDay, type TimelineDay, type TimelineOutline } from './timeline-days';
import styles from './timeline.module.css';

type ViewMode = 'expanded' | 'condensed';

interface MealTimelineProps {
  /** Which days have meals, from the first to the last. */
  outline: TimelineOutline;
  /** The meals loaded so far. */
  meals: Meal[];
  /** Whether a date's meals have loaded (a loaded day without meals is empty, not loading). */
  isLoaded: (date: string) => boolean;
  /** Told which dates are on screen, so their meals can be loaded. */
  onVisibleDates?: (first: string, last: string) => void;
  title?: ReactNode;
  actions: MealRowActions;
  onPlanMeal: (date?: string) => void;
  onAddWithPhoto: () => void;
  /** More actions beside the view switch, such as shopping for the week. */
  headerActions?: ReactNode;
  /** On an empty timeline, beside "Plan a Meal": filling the week at once. */
  planWeekAction?: ReactNode;
  /** 2 when the page already has its own title (a hearth's name). */
  headingLevel?: 1 | 2;
  /** Viewers of a hearth see its plan but cannot add to it. */
  readOnly?: boolean;
  /** A meal dragged onto another day. */
  onMoveMeal?: (meal: Meal, date: string) => void;
}

/**
 * docs/product.md#meal-timeline: the Meal Timeline, expanded by default, condensed on request. It knows the
 * timeline's outline whole and each day's meals as they load, a few weeks at a time.
 */
export function MealTimeline({
  outline,
  meals,
  isLoaded,
  onVisibleDates,
  title,
  actions,
  onPlanMeal,
  onAddWithPhoto,
  headerActions,
  planWeekAction,
  headingLevel = 1,
  readOnly = false,
  onMoveMeal,
}: MealTimelineProps) {
  const { i18n } = useI18n();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const planMeal = i18n._('timeline.planMeal');
  const addWithPhoto = i18n._('timeline.addWithPhoto');
  const [mode, setMode] = useState<ViewMode>('expanded');
  const dates = useMemo(() => (mode === 'expanded' ? expandedDates(outline) : condensedDates(outline)), [outline, mode]);
  const counts = useMemo(() => new Map(outline.days.map((day) => [day.date, day.count ?? 1])), [outline]);
  const days = useMemo<TimelineDay[]>(() => {
    const byDay = groupMealsByDay(meals);
    return dates.map((date) => ({ date, meals: isLoaded(date) ? (byDay.get(date) ?? []) : undefined, mealCount: counts.get(date) ?? 0 }));
  }, [dates, meals, isLoaded, counts]);
  const hasMeals = dates.length > 0;

  return (
    <section aria-labelledby="timeline-title">
      <div className={styles.header}>
        <Heading id="timeline-title">{title ?? i18n._('timeline.title')}</Heading>
        {hasMeals ? (
          <div className={styles.toolbar}>
            {readOnly ? null : (
              <div className={styles.headerActions}>
                <Button iconOnly aria-label={planMeal} title={planMeal} onClick={() => onPlanMeal()}>
                  <PlusIcon />
                </Button>
                <Button variant="secondary" iconOnly aria-label={addWithPhoto} title={addWithPhoto} onClick={onAddWithPhoto}>
                  <CameraIcon />
                </Button>
              </div>
            )}
            {headerActions}
            <div className={styles.segmented} role="group" aria-label={i18n._('timeline.view')}>
              <button type="button" aria-pressed={mode === 'expanded'} onClick={() => setMode('expanded')}>
                {i18n._('timeline.expanded')}
              </button>
              <button type="button" aria-pressed={mode === 'condensed'} onClick={() => setMode('condensed')}>
                {i18n._('timeline.condensed')}
              </button>
            </div>
          </div>
        ) : null}
      </div>

      {!hasMeals ? (
        <div className={styles.empty}>
          <p>{i18n._('timeline.empty')}</p>
          {readOnly ? null : (
            <StartCards
              label={i18n._('timeline.start.label')}
              cards={[
                {
                  title: i18n._('timeline.start.importTitle'),
                  text: i18n._('timeline.start.importText'),
                  action: (
                    <ButtonLink to={IMPORT_SCREEN_PATH} variant="secondary">
                      {i18n._('timeline.start.importAction')}
                    </ButtonLink>
                  ),
                },
                {
                  title: i18n._('timeline.start.addDishTitle'),
                  text: i18n._('timeline.start.addDishText'),
                  action: (
                    <>
                      <ButtonLink to="/dishes/new" variant="secondary">
                        {i18n._('timeline.start.addDishAction')}
                      </ButtonLink>
                      <Button variant="secondary" onClick={onAddWithPhoto}>
                        <CameraIcon />
                        {addWithPhoto}
                      </Button>
                    </>
                  ),
                },
                {
                  title: i18n._('timeline.start.planTitle'),
                  text: i18n._('timeline.start.planText'),
                  action: (
                    <>
                      <Button onClick={() => onPlanMeal()}>{planMeal}</Button>
                      {planWeekAction}
                    </>
                  ),
                },
              ]}
            />
          )}
        </div>
      ) : (
        <>
          <DayList
            days={days}
            today={localToday()}
            actions={actions}
            onAddMeal={readOnly ? undefined : onPlanMeal}
            onVisibleDates={onVisibleDates}
            onMoveMeal={onMoveMeal}
          />
          {readOnly ? null : (
            <div className={styles.fab}>
              <Button variant="secondary" iconOnly aria-label={addWithPhoto} title={addWithPhoto} onClick={onAddWithPhoto}>
                <CameraIcon />
              </Button>
              <Button iconOnly aria-label={planMeal} title={planMeal} onClick={() => onPlanMeal()}>
                <PlusIcon />
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

function PlusIcon() {
  return (
    <span aria-hidden="true" className={styles.plus}>
      +
    </span>
  );
}

function CameraIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 8h3l2-3h6l2 3h3v11H4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <circle cx="12" cy="13" r="3.5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
