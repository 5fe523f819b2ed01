import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { Meal } from '@hearth/shared/meals';
import type { I18n } from '@lingui/core';
import { MEAL_STATUSES, type MealStatus } from '@hearth/shared/meal-rules';
import type { Difficulty } from '@hearth/shared/dish-rules';
import { Button } from '../../../components/ui/button';
import { MealMenu, type MealMenuItem } from './meal-menu';
import menuStyles from './meal-menu.module.css';
import { StatusDot } from './status-dot';
import type { MealDrag } from './use-meal-drag';
import styles from './timeline.module.css';
import { mealStatusText, mealTitleText, mealTypeText } from '../../../lib/kitchen-words/meal-words';
import { useI18n } from '../i18n';

export interface MealRowActions {
  /** Whether the reader may change or delete this meal. */
  canChange: (meal: Meal) => boolean;
  onStatusChange: (meal: Meal, status: MealStatus) => void;
  onDelete: (meal: Meal) => void;
  /** The Shop button, supplied by the shopping feature. */
  renderShop?: (meal: Meal) => ReactNode;
  /** "Add to shopping list", supplied by the shopping-lists feature; in the row's menu on a phone. */
  renderAddToList?: (meal: Meal) => ReactNode;
  /** The tag shown on meals someone else planned. */
  sharedTag: (meal: Meal) => string;
  /** "Move to...": the keyboard and screen-reader way to do what dragging does. */
  onMove?: (meal: Meal) => void;
  /** "All following" changes of a repeating meal. */
  onChangeFollowing?: (meal: Meal, change: 'cancel' | 'delete') => void;
}

const DIFFICULTIES: Readonly<Record<Difficulty, string>> = {
  Easy: /*i18n*/ 'timeline.difficulty.easy',
  Medium: /*i18n*/ 'timeline.difficulty.medium',
  Hard: /*i18n*/ 'timeline.difficulty.hard',
};

function menuItems(i18n: I18n, meal: Meal, actions: MealRowActions): MealMenuItem[] {
  const items: MealMenuItem[] = [];
  if (actions.onMove) items.push({ label: i18n._('timeline.menu.moveTo'), onSelect: () => actions.onMove?.(meal) });
  if (meal.series_id !== null && actions.onChangeFollowing) {
    items.push({ label: i18n._('timeline.menu.cancelFollowing'), onSelect: () => actions.onChangeFollowing?.(meal, 'cancel') });
    items.push({ label: i18n._('timeline.menu.deleteFollowing'), onSelect: () => actions.onChangeFollowing?.(meal, 'delete') });
  }
  return items;
}

function DishName({ meal }: { meal: Meal }) {
  const { i18n } = useI18n();
  const location = useLocation();
  const name = meal.dish?.dishName ?? meal.dish_text_fallback;
  if (meal.dish_id !== null && name) {
    return (
      <Link
        to={`/dishes/${meal.dish_id}`}
        state={{ from: location.pathname + location.search }}
        className={styles.dishLink}
        title={i18n._('timeline.dishDetails')}
      >
        <span translate="no">{name}</span>
      </Link>
    );
  }
  if (name) {
    return (
      <span className={styles.dishName} translate="no">
        {name}
      </span>
    );
  }
  return <span className={styles.dishName}>{i18n._('timeline.noDish')}</span>;
}

/** The dish's picture, small; it hides itself when the picture cannot be loaded. */
function MealThumbnail({ src, name }: { src: string; name: string }) {
  const { i18n } = useI18n();
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <img className={styles.thumbnail} src={src} alt={i18n._('timeline.photoOf', { name })} loading="lazy" onError={() => setFailed(true)} />
  );
}

function StatusChoice({ meal, actions }: { meal: Meal; actions: MealRowActions }) {
  const { i18n } = useI18n();
  return (
    <label>
      <span className={styles.statusLabel}>{i18n._('timeline.status')}</span>
      <select
        className={styles.statusSelect}
        value={meal.meal_status}
        onChange={(event) => actions.onStatusChange(meal, event.target.value as MealStatus)}
      >
        {MEAL_STATUSES.map((status) => (
          <option key={status} value={status}>
            {mealStatusText(i18n, status)}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * docs/product.md#meal-timeline, a meal row: type, dish, cook time and difficulty, a status dot, a tag when shared, Shop.
 * A meal the reader may change also has a drag handle (pointer and touch) and a menu. On a
 * wide screen our additions (status, Add to shopping list, delete) sit in the row; on a phone
 * they move into the menu, so a row is a line of text and a line of controls.
 */
export function MealRow({ meal, actions, drag }: { meal: Meal; actions: MealRowActions; drag?: MealDrag | undefined }) {
  const { i18n } = useI18n();
  const changeable = actions.canChange(meal);
  const items = changeable ? menuItems(i18n, meal, actions) : [];
  const deleteMeal = i18n._('timeline.deleteMeal');
  const phoneItems = changeable ? [...items, { label: deleteMeal, onSelect: () => actions.onDelete(meal) }] : [];
  const title = mealTitleText(i18n, meal);
  const sharedTag = meal.personal_meal ? null : actions.sharedTag(meal);
  const dishFacts = [
    // A phone shows the short form ("45 min") whole; screen readers always hear the whole fact.
    meal.dish?.cookTime != null ? (
      <span key="time" className={styles.keepWhole}>
        <span className={styles.wholeText}>{i18n._('timeline.cookTime', { minutes: meal.dish.cookTime })}</span>
        <span className={styles.shortText} aria-hidden="true">
          {i18n._('timeline.cookTimeShort', { minutes: meal.dish.cookTime })}
        </span>
      </span>
    ) : null,
    meal.dish?.difficulty ? <span key="difficulty">{i18n._(DIFFICULTIES[meal.dish.difficulty])}</span> : null,
  ].filter(Boolean);
  const tags = [
    // A cook's name may be long: cut short on a phone (whole in the hover text), before "Repeats".
    sharedTag !== null ? (
      <span key="shared" className={styles.tag} title={sharedTag}>
        {sharedTag}
      </span>
    ) : null,
    meal.series_id !== null ? (
      <span key="repeats" className={`${styles.tag} ${styles.keepWhole}`}>
        {i18n._('timeline.repeats')}
      </span>
    ) : null,
  ].filter(Boolean);

  return (
    <li className={`${styles.meal} ${drag?.meal?.id === meal.id ? menuStyles.dragging : ''}`}>
      {changeable && drag ? (
        // Pointer-only: keyboards and screen readers move a meal with "Move to..." in its menu.
        <span
          className={`${menuStyles.handle} ${styles.mealHandle}`}
          aria-hidden="true"
          title={i18n._('timeline.dragHandle')}
          data-testid="drag-handle"
          {...drag.handleProps(meal)}
        >
          ⠿
        </span>
      ) : null}
      <StatusDot status={meal.meal_status} />
      {meal.dish?.imageUrl ? <MealThumbnail src={meal.dish.imageUrl} name={meal.dish.dishName} /> : null}
      <div className={styles.mealBody}>
        <p className={styles.mealTitle}>
          <span className={styles.mealType}>{mealTypeText(i18n, meal.meal_type)}</span>
          <DishName meal={meal} />
        </p>
        {/* On a phone each group is one line of its own (the dish's facts, then the tags), so
            a long cook time never pushes the tags out of the row's two lines. */}
        <p className={styles.mealMeta}>
          {dishFacts.length > 0 ? <span className={styles.factLine}>{dishFacts}</span> : null}
          {tags.length > 0 ? <span className={styles.factLine}>{tags}</span> : null}
        </p>
        {meal.notes ? (
          <p className={styles.notes} translate="no">
            {meal.notes}
          </p>
        ) : null}
      </div>
      <div className={`${styles.mealActions} ${styles.wideOnly}`}>
        {changeable ? <StatusChoice meal={meal} actions={actions} /> : null}
        {actions.renderShop?.(meal)}
        {changeable ? actions.renderAddToList?.(meal) : null}
        {changeable ? (
          <Button variant="ghost" iconOnly aria-label={deleteMeal} onClick={() => actions.onDelete(meal)}>
            <span aria-hidden="true">✕</span>
          </Button>
        ) : null}
        {items.length > 0 ? <MealMenu label={title} items={items} /> : null}
      </div>
      <div className={`${styles.mealActions} ${styles.phoneOnly}`}>
        {actions.renderShop?.(meal)}
        {phoneItems.length > 0 ? (
          <MealMenu
            label={title}
            items={phoneItems}
            extra={
              <>
                <StatusChoice meal={meal} actions={actions} />
                {actions.renderAddToList?.(meal)}
              </>
            }
          />
        ) : null}
      </div>
    </li>
  );
}
