import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { Meal } from '@hearth/shared/meals';
import { MEAL_STATUSES, type MealStatus, mealTitle } from '@hearth/shared/meal-rules';
import { Button } from '../../../components/ui/button';
import { MealMenu, type MealMenuItem } from './meal-menu';
import menuStyles from './meal-menu.module.css';
import { StatusDot } from './status-dot';
import type { MealDrag } from './use-meal-drag';
import styles from './timeline.module.css';
import { timelineMessages as messages } from '../messages';

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

function menuItems(meal: Meal, actions: MealRowActions): MealMenuItem[] {
  const items: MealMenuItem[] = [];
  if (actions.onMove) items.push({ label: 'Move to...', onSelect: () => actions.onMove?.(meal) });
  if (meal.series_id !== null && actions.onChangeFollowing) {
    items.push({ label: 'Cancel this and following', onSelect: () => actions.onChangeFollowing?.(meal, 'cancel') });
    items.push({ label: 'Delete this and following', onSelect: () => actions.onChangeFollowing?.(meal, 'delete') });
  }
  return items;
}

function DishName({ meal }: { meal: Meal }) {
  const location = useLocation();
  const name = meal.dish?.dishName ?? meal.dish_text_fallback;
  if (meal.dish_id !== null && name) {
    return (
      <Link
        to={`/dishes/${meal.dish_id}`}
        state={{ from: location.pathname + location.search }}
        className={styles.dishLink}
        title="Click to view dish details"
      >
        {name}
      </Link>
    );
  }
  return <span className={styles.dishName}>{name ?? 'No dish chosen'}</span>;
}

/** The dish's picture, small; it hides itself when the picture cannot be loaded. */
function MealThumbnail({ src, name }: { src: string; name: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return <img className={styles.thumbnail} src={src} alt={`Photo of ${name}`} loading="lazy" onError={() => setFailed(true)} />;
}

function StatusChoice({ meal, actions }: { meal: Meal; actions: MealRowActions }) {
  return (
    <label>
      <span className={styles.statusLabel}>{messages.status}</span>
      <select
        className={styles.statusSelect}
        value={meal.meal_status}
        onChange={(event) => actions.onStatusChange(meal, event.target.value as MealStatus)}
      >
        {MEAL_STATUSES.map((status) => (
          <option key={status} value={status}>
            {status.charAt(0).toUpperCase() + status.slice(1)}
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
  const changeable = actions.canChange(meal);
  const items = changeable ? menuItems(meal, actions) : [];
  const phoneItems = changeable ? [...items, { label: messages.deleteMeal, onSelect: () => actions.onDelete(meal) }] : [];

  return (
    <li className={`${styles.meal} ${drag?.meal?.id === meal.id ? menuStyles.dragging : ''}`}>
      {changeable && drag ? (
        // Pointer-only: keyboards and screen readers move a meal with "Move to..." in its menu.
        <span
          className={`${menuStyles.handle} ${styles.mealHandle}`}
          aria-hidden="true"
          title="Drag to another day"
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
          <span className={styles.mealType}>{meal.meal_type}</span>
          <DishName meal={meal} />
        </p>
        <p className={styles.mealMeta}>
          {meal.dish?.cookTime != null ? <span>Cook time: {meal.dish.cookTime} min</span> : null}
          {meal.dish?.difficulty ? <span>{meal.dish.difficulty}</span> : null}
          {!meal.personal_meal ? <span className={styles.tag}>{actions.sharedTag(meal)}</span> : null}
          {meal.series_id !== null ? <span className={styles.tag}>Repeats</span> : null}
        </p>
        {meal.notes ? <p className={styles.notes}>{meal.notes}</p> : null}
      </div>
      <div className={`${styles.mealActions} ${styles.wideOnly}`}>
        {changeable ? <StatusChoice meal={meal} actions={actions} /> : null}
        {actions.renderShop?.(meal)}
        {changeable ? actions.renderAddToList?.(meal) : null}
        {changeable ? (
          <Button variant="ghost" iconOnly aria-label={messages.deleteMeal} onClick={() => actions.onDelete(meal)}>
            <span aria-hidden="true">✕</span>
          </Button>
        ) : null}
        {items.length > 0 ? <MealMenu label={mealTitle(meal)} items={items} /> : null}
      </div>
      <div className={`${styles.mealActions} ${styles.phoneOnly}`}>
        {actions.renderShop?.(meal)}
        {phoneItems.length > 0 ? (
          <MealMenu
            label={mealTitle(meal)}
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
