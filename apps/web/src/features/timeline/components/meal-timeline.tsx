import { useMemo, useState, type ReactNode } from 'react';
import type { Meal } from '@hearth/shared/meals';
import { IMPORT_SCREEN_PATH } from '@hearth/shared/import-rules';
import { Button, ButtonLink } from '../../../components/ui/button';
import { StartCards } from '../../../components/ui/start-cards';
import { timelineMessages as messages } from '../messages';
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
  title = 'Meal Timeline',
  actions,
  onPlanMeal,
  onAddWithPhoto,
  headerActions,
  headingLevel = 1,
  readOnly = false,
  onMoveMeal,
}: MealTimelineProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
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
        <Heading id="timeline-title">{title}</Heading>
        {hasMeals ? (
          <div className={styles.toolbar}>
            {readOnly ? null : (
              <div className={styles.headerActions}>
                <Button iconOnly aria-label="Plan a Meal" title="Plan a Meal" onClick={() => onPlanMeal()}>
                  <PlusIcon />
                </Button>
                <Button variant="secondary" iconOnly aria-label="Add with Photo" title="Add with Photo" onClick={onAddWithPhoto}>
                  <CameraIcon />
                </Button>
              </div>
            )}
            {headerActions}
            <div className={styles.segmented} role="group" aria-label="Timeline view">
              <button type="button" aria-pressed={mode === 'expanded'} onClick={() => setMode('expanded')}>
                Expanded
              </button>
              <button type="button" aria-pressed={mode === 'condensed'} onClick={() => setMode('condensed')}>
                Condensed
              </button>
            </div>
          </div>
        ) : null}
      </div>

      {!hasMeals ? (
        <div className={styles.empty}>
          <p>No meals found. Plan a meal to get started!</p>
          {readOnly ? null : (
            <StartCards
              label={messages.waysToStart}
              cards={[
                {
                  title: messages.importTitle,
                  text: messages.importText,
                  action: (
                    <ButtonLink to={IMPORT_SCREEN_PATH} variant="secondary">
                      {messages.importAction}
                    </ButtonLink>
                  ),
                },
                {
                  title: messages.addDishTitle,
                  text: messages.addDishText,
                  action: (
                    <>
                      <ButtonLink to="/dishes/new" variant="secondary">
                        {messages.addDishAction}
                      </ButtonLink>
                      <Button variant="secondary" onClick={onAddWithPhoto}>
                        <CameraIcon />
                        Add with Photo
                      </Button>
                    </>
                  ),
                },
                {
                  title: messages.planTitle,
                  text: messages.planText,
                  action: <Button onClick={() => onPlanMeal()}>Plan a Meal</Button>,
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
              <Button variant="secondary" iconOnly aria-label="Add with Photo" title="Add with Photo" onClick={onAddWithPhoto}>
                <CameraIcon />
              </Button>
              <Button iconOnly aria-label="Plan a Meal" title="Plan a Meal" onClick={() => onPlanMeal()}>
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
    <span aria-hidden="true" style={{ fontSize: '1.6rem', lineHeight: 1 }}>
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
