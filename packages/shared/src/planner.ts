import { z } from 'zod';
import { daysBetween } from './calendar-dates.js';
import { idSchema, queryIdSchema } from './id-schemas.js';
import { limitedText } from './field-schemas.js';
import { MEAL_TYPES } from './meal-rules.js';
import { calendarDateSchema, mealSchema } from './meals.js';

/**
 * Fill my week (docs/product.md#fill-my-week): rules a cook (or a hearth) sets once, a proposal
 * of dishes for the empty meal slots of a date range, and accepting it as ordinary planned meals.
 * How a proposal is scored: docs/decisions/0071-planner-scoring.md.
 */

export const PLANNER_LIMITS = { days: 28, tagDays: 28, tag: 50, noRepeatDays: 365, maxMinutes: 1_440, seed: 2_147_483_647 } as const;

/** ISO weekday: 1 Monday through 7 Sunday. */
export const weekdaySchema = z
  .number()
  .int()
  .min(1, 'Weekday must be 1 (Monday) to 7 (Sunday)')
  .max(7, 'Weekday must be 1 (Monday) to 7 (Sunday)');

/** "Fish on Friday": dishes tagged `tag` on that weekday, for every meal of it or only `meal_type`. */
export const tagDaySchema = z.object({
  weekday: weekdaySchema,
  tag: limitedText(PLANNER_LIMITS.tag).min(1, 'A tag day needs a tag'),
  meal_type: z.enum(MEAL_TYPES).nullable().default(null),
});
export type TagDay = z.output<typeof tagDaySchema>;

export const plannerRulesSchema = z.object({
  tag_days: z.array(tagDaySchema).max(PLANNER_LIMITS.tagDays, `At most ${PLANNER_LIMITS.tagDays} tag days`),
  /** No dish again within this many days (0: repeats allowed). */
  no_repeat_days: z.number().int().min(0).max(PLANNER_LIMITS.noRepeatDays),
  /** No tag on two days in a row for the same meal. */
  no_tag_twice_in_a_row: z.boolean(),
  /** Monday to Friday, dishes ready within this many minutes in all (null: no limit). */
  weekday_max_minutes: z.number().int().positive().max(PLANNER_LIMITS.maxMinutes).nullable(),
  prefer_favourites: z.boolean(),
  prefer_high_ratings: z.boolean(),
  prefer_not_cooked_in_a_while: z.boolean(),
  /** Dishes using what should be used soon, and fresh food another dish of the range already buys. */
  less_waste: z.boolean(),
});
export type PlannerRules = z.output<typeof plannerRulesSchema>;

/** The rules of a cook or a hearth that never set any. */
export const DEFAULT_PLANNER_RULES: PlannerRules = {
  tag_days: [],
  no_repeat_days: 14,
  no_tag_twice_in_a_row: false,
  weekday_max_minutes: null,
  prefer_favourites: true,
  prefer_high_ratings: true,
  prefer_not_cooked_in_a_while: true,
  less_waste: true,
};

/** GET and PUT /api/planner/rules: the cook's own, or with `hearth_id` the hearth's. */
export const plannerRulesQuerySchema = z.object({ hearth_id: queryIdSchema.optional() });

const mealTypeSchema = z.enum(MEAL_TYPES, { message: `Meal type must be one of ${MEAL_TYPES.join(', ')}` });
const mealTypesSchema = z.array(mealTypeSchema).max(MEAL_TYPES.length);

/** A slot the cook keeps as it is while the rest is proposed again. */
export const plannerSlotSchema = z.object({ date: calendarDateSchema, meal_type: mealTypeSchema, dish_id: idSchema });
export type PlannerSlot = z.output<typeof plannerSlotSchema>;

const rangeIssue = (range: { start_date: string; end_date: string }): string | undefined => {
  const days = daysBetween(range.start_date, range.end_date);
  if (days < 0) return 'The end date must not be before the start date';
  if (days >= PLANNER_LIMITS.days) return `Plan at most ${PLANNER_LIMITS.days} days at once`;
  return undefined;
};

/**
 * POST /api/planner/proposal. `meal_types` is the meals of every day, or per ISO weekday
 * ("1" Monday to "7" Sunday; a weekday left out gets none). `today` is the cook's date. The
 * same request with the same seed gives the same proposal; a swap locks the other slots and
 * changes the seed.
 */
export const proposalRequestSchema = z
  .object({
    hearth_id: idSchema.optional(),
    start_date: calendarDateSchema,
    end_date: calendarDateSchema,
    meal_types: z.union([
      mealTypesSchema.min(1, 'Pick at least one meal'),
      z.partialRecord(z.enum(['1', '2', '3', '4', '5', '6', '7']), mealTypesSchema),
    ]),
    seed: z.number().int().min(0).max(PLANNER_LIMITS.seed).default(1),
    locked: z
      .array(plannerSlotSchema)
      .max(PLANNER_LIMITS.days * MEAL_TYPES.length)
      .default([]),
    /** Dishes not to propose in the open slots: the ones a swap moves on from. */
    exclude_dish_ids: z.array(idSchema).max(500).default([]),
    today: calendarDateSchema.optional(),
  })
  .superRefine((request, context) => {
    const issue = rangeIssue(request);
    if (issue) context.addIssue({ code: 'custom', path: ['end_date'], message: issue });
  });
export type ProposalRequest = z.output<typeof proposalRequestSchema>;

/** Why a slot got its dish, as codes with what the words need; the web app says them. */
export const proposalReasonSchema = z.discriminatedUnion('code', [
  z.object({ code: z.literal('tag_day'), tag: z.string() }),
  z.object({ code: z.literal('uses_soon'), item: z.string(), use_by: z.string() }),
  z.object({ code: z.literal('shares_perishable'), item: z.string(), with_dish: z.string() }),
  z.object({ code: z.literal('favourite') }),
  z.object({ code: z.literal('well_rated'), rating: z.number() }),
  z.object({ code: z.literal('not_cooked_since'), days: z.number().int() }),
  z.object({ code: z.literal('never_cooked') }),
  z.object({ code: z.literal('quick'), minutes: z.number().int() }),
  z.object({ code: z.literal('locked') }),
]);
export type ProposalReason = z.output<typeof proposalReasonSchema>;

export const proposalSlotSchema = z.object({
  date: z.string(),
  meal_type: mealTypeSchema,
  dish: z.object({ id: z.number().int(), dishName: z.string(), imageUrl: z.string() }),
  locked: z.boolean(),
  reasons: z.array(proposalReasonSchema),
});
export type ProposalSlot = z.output<typeof proposalSlotSchema>;

/** Slots already planned are left out; a slot no dish can fill (an empty library) is left out too. */
export const proposalSchema = z.object({ seed: z.number().int(), slots: z.array(proposalSlotSchema) });
export type Proposal = z.output<typeof proposalSchema>;

/** POST /api/planner/accept: the slots as ordinary planned meals, all or none. */
export const acceptRequestSchema = z
  .object({
    hearth_id: idSchema.optional(),
    slots: z
      .array(plannerSlotSchema)
      .min(1, 'Accept at least one slot')
      .max(PLANNER_LIMITS.days * MEAL_TYPES.length),
  })
  .superRefine((request, context) => {
    const seen = new Set<string>();
    for (const slot of request.slots) {
      const key = `${slot.date} ${slot.meal_type}`;
      if (seen.has(key)) context.addIssue({ code: 'custom', path: ['slots'], message: `Two dishes for ${slot.meal_type} on ${slot.date}` });
      seen.add(key);
    }
  });
export type AcceptRequest = z.output<typeof acceptRequestSchema>;

export const acceptedSchema = z.object({ meals: z.array(mealSchema) });
