import type { EventBus } from '../events/index.js';

/**
 * Tells the timelines showing a meal (its planner's, or its hearth's members') that it changed;
 * they reload the meals they show (a meal reads differently to each member: whether they
 * planned it, who did), so unlike a list item it is not carried. One event covers a whole
 * repeating series.
 */
export function publishMealChange(
  events: EventBus,
  meal: { id: number; hearthId: number | null; creatorId: string },
  change: 'created' | 'updated' | 'deleted',
  /** The tab the change came from (liveOriginOf), which skips the event: its own answer is cached; and whether a deletion took this meal alone. */
  extra: { origin?: string; only_this?: true } = {},
): Promise<void> {
  const audience = meal.hearthId === null ? { userId: meal.creatorId } : { hearthId: meal.hearthId };
  return events.publish(audience, { type: 'meal.changed', meal_id: meal.id, hearth_id: meal.hearthId, change, ...extra });
}
