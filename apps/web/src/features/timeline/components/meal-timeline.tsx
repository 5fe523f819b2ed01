import { useMemo, useState, type ReactNode } from 'react';
import type { Meal } from '@hearth/shared/meals';
import { Button } from '../../../components/ui/button';
import { DayList } from './day-list';
import type { MealRowActions } from './meal-row';
import { localToday } from '../../../lib/dates';
import { condensedDays, expandedDays } from './timeline-days';
import styles from './timeline.module.css';

type ViewMode = 'expanded' | 'condensed';

interface MealTimelineProps {
  meals: Meal[];
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
}

/** Spec, /dashboard: the Meal Timeline, expanded by default, condensed on request. */
export function MealTimeline({
  meals,
  title = 'Meal Timeline',
  actions,
  onPlanMeal,
  onAddWithPhoto,
  headerActions,
  headingLevel = 1,
  readOnly = false,
}: MealTimelineProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const [mode, setMode] = useState<ViewMode>('expanded');
  const days = useMemo(() => (mode === 'expanded' ? expandedDays(meals) : condensedDays(meals)), [meals, mode]);

  return (
    <section aria-labelledby="timeline-title">
      <div className={styles.header}>
        <Heading id="timeline-title">{title}</Heading>
        {meals.length > 0 ? (
          <div className={styles.toolbar}>
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

      {meals.length === 0 ? (
        <div className={styles.empty}>
          <p>No meals found. Plan a meal to get started!</p>
          {readOnly ? null : (
            <div className={styles.emptyActions}>
              <Button onClick={() => onPlanMeal()}>Plan a Meal</Button>
              <Button variant="secondary" onClick={onAddWithPhoto}>
                <CameraIcon />
                Add with Photo
              </Button>
            </div>
          )}
        </div>
      ) : (
        <>
          <DayList days={days} today={localToday()} actions={actions} onAddMeal={readOnly ? undefined : onPlanMeal} />
          {readOnly ? null : (
            <div className={styles.fab}>
              <Button variant="secondary" iconOnly aria-label="Add with Photo" title="Add with Photo" onClick={onAddWithPhoto}>
                <CameraIcon />
              </Button>
              <Button iconOnly aria-label="Plan a Meal" title="Plan a Meal" onClick={() => onPlanMeal()}>
                <span aria-hidden="true" style={{ fontSize: '1.6rem', lineHeight: 1 }}>
                  +
                </span>
              </Button>
            </div>
          )}
        </>
      )}
    </section>
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
