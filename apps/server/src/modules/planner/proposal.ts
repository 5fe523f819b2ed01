import { addDays, isoWeekday } from '@hearth/shared/calendar-dates';
import type { MealType } from '@hearth/shared/meal-rules';
import type { PantryHolding } from '@hearth/shared/pantry-matching';
import { isToUseSoon } from '@hearth/shared/pantry-rules';
import type { PlannerRules, ProposalReason, ProposalSlot } from '@hearth/shared/planner';
import { foodKey, isKindOf } from '@hearth/shared/shopping-list-rules';
import type { DishFoods } from './dish-foods.js';
import { drawFor, slotSeed } from './seeded-random.js';

/**
 * The planner itself, with no I/O: slots are filled in date order (tag days first), each with the dish that
 * scores best against the rules and what the range already holds (planned, locked and proposed
 * dishes). Rules a cook sets as limits (tag days, no repeats, no tag twice in a row, weekday
 * time) cost a dish so much that it only wins when no dish keeps them; preferences add points;
 * a seeded jitter varies the rest. Weights and why: docs/decisions/0071-planner-scoring.md.
 */

export const WEIGHTS = {
  brokenRule: 100,
  tagDay: 4,
  favourite: 3,
  /** Per star above (or below) three. */
  ratingStar: 1.5,
  /** For a dish last cooked LONG_AGO_DAYS or more ago; less for one cooked since. */
  notCookedInAWhile: 3,
  neverCooked: 1.5,
  usesSoon: 5,
  sharesPerishable: 2.5,
  /** The seeded jitter's range, so a re-roll changes the dishes that score alike. */
  jitter: 2,
} as const;
const LONG_AGO_DAYS = 90;
/** "Not cooked since" is worth saying from a month on. */
const SAY_NOT_COOKED_AFTER_DAYS = 30;
const REASONS_PER_SLOT = 3;

export interface CandidateDish {
  id: number;
  dishName: string;
  imageUrl: string;
  tags: string[];
  totalTime: number | null;
  /** Its lines as the waste preferences read them; empty when less waste is off. */
  foods: DishFoods;
}

/** A dish already on the calendar near the range (or locked), as the rules see it. */
export interface PlacedDish {
  date: string;
  mealType: MealType;
  dishId: number | null;
  dishName: string;
  tags: string[];
  foods: DishFoods;
}

export interface ProposalInput {
  dishes: readonly CandidateDish[];
  rules: PlannerRules;
  /** The empty slots to fill, in date order. */
  slots: ReadonlyArray<{ date: string; mealType: MealType }>;
  /** Slots the cook keeps: their dishes count as placed, and they come back marked locked. */
  locked: ReadonlyArray<{ date: string; mealType: MealType; dish: CandidateDish }>;
  /** Meals already planned around the range (a repeat window either side). */
  planned: readonly PlacedDish[];
  range: { start: string; end: string };
  /** Dishes not to propose in the open slots ("next suggestion"). */
  excluded: ReadonlySet<number>;
  favourites: ReadonlySet<number>;
  ratings: ReadonlyMap<number, number>;
  lastCooked: ReadonlyMap<number, string>;
  pantry: readonly PantryHolding[];
  seed: number;
  today: string;
}

const slotKey = (date: string, mealType: string) => `${date} ${mealType}`;

/** Which pantry items to use soon a dish uses, worked out once per food and per dish in a proposal. */
function soonReader(pantry: readonly PantryHolding[], today: string) {
  const soon = pantry
    .filter((holding) => !holding.always && isToUseSoon(holding.use_by, today))
    .map((holding) => ({ holding, key: foodKey(holding.name) }));
  const none: PantryHolding[] = [];
  const byFood = new Map<string, PantryHolding[]>();
  const byDish = new Map<DishFoods, PantryHolding[]>();
  const holdingsFor = (key: string): PantryHolding[] => {
    let found = byFood.get(key);
    if (!found) {
      found = soon.filter((entry) => isKindOf(key, entry.key)).map((entry) => entry.holding);
      byFood.set(key, found.length === 0 ? none : found);
    }
    return found;
  };
  return (foods: DishFoods): PantryHolding[] => {
    if (soon.length === 0) return none;
    let used = byDish.get(foods);
    if (!used) {
      used = none;
      for (const line of foods.lines) {
        for (const holding of holdingsFor(line.key)) {
          if (used === none) used = [];
          if (!used.includes(holding)) used.push(holding);
        }
      }
      byDish.set(foods, used);
    }
    return used;
  };
}

const DAY_MS = 86_400_000;
const dayNumbers = new Map<string, number>();
/** A date as a whole number of days, so the hot loop compares numbers, not dates. */
function dayNumber(date: string): number {
  let day = dayNumbers.get(date);
  if (day === undefined) {
    day = Math.round(Date.parse(`${date}T12:00:00.000Z`) / DAY_MS);
    if (dayNumbers.size > 10_000) dayNumbers.clear();
    dayNumbers.set(date, day);
  }
  return day;
}

/**
 * What repeating a dish too soon costs: the broken rule, and more than any draw for each day closer,
 * so a library too small to keep the rule repeats a dish as far apart as it can.
 */
function repeatPenalty(noRepeatDays: number, day: number, lastCookedDay: number, usedOn: readonly number[] | undefined): number {
  let nearest = Math.abs(day - lastCookedDay);
  if (Number.isNaN(nearest)) nearest = Number.POSITIVE_INFINITY;
  if (usedOn) for (const used of usedOn) nearest = Math.min(nearest, Math.abs(day - used));
  return nearest < noRepeatDays ? WEIGHTS.brokenRule + (noRepeatDays - nearest) * (WEIGHTS.jitter + 1) : 0;
}

function sharesTag(tags: readonly string[], others: readonly string[]): boolean {
  for (const tag of tags) if (others.includes(tag)) return true;
  return false;
}

/** What the range holds so far, which the next slot's dish is scored against. */
class RangeState {
  /** The days (dayNumber) each dish is planned, locked or proposed on. */
  readonly usedOn = new Map<number, number[]>();
  readonly tagsAt = new Map<string, string[]>();
  /** Perishables bought for the range, with the first dish that buys each. */
  readonly perishables = new Map<string, { dishId: number | null; dishName: string }>();
  readonly soonUsed = new Set<PantryHolding>();

  constructor(
    private readonly range: { start: string; end: string },
    private readonly usesSoon: ReturnType<typeof soonReader>,
  ) {}

  place(dish: PlacedDish): void {
    if (dish.dishId !== null) this.usedOn.set(dish.dishId, [...(this.usedOn.get(dish.dishId) ?? []), dayNumber(dish.date)]);
    this.tagsAt.set(slotKey(dish.date, dish.mealType), dish.tags);
    if (dish.date < this.range.start || dish.date > this.range.end) return;
    for (const { perishable } of dish.foods.perishables) {
      if (!this.perishables.has(perishable)) this.perishables.set(perishable, { dishId: dish.dishId, dishName: dish.dishName });
    }
    for (const holding of this.usesSoon(dish.foods)) this.soonUsed.add(holding);
  }
}

/** One slot as the scores need it, worked out once before its dishes are scored. */
interface SlotContext {
  date: string;
  day: number;
  weekday: number;
  wantedTags: readonly string[];
  /** The tags of the same meal the day before and after, where known. */
  neighbourTags: ReadonlyArray<readonly string[]>;
}

/** What the scores read besides the dish and the slot, prepared once per proposal. */
interface Scoring {
  input: ProposalInput;
  state: RangeState;
  usesSoon: ReturnType<typeof soonReader>;
  /** Each dish's last cooked day (dayNumber). */
  lastCookedDay: ReadonlyMap<number, number>;
}

type Reasons = Array<{ weight: number; reason: ProposalReason }>;

/**
 * One dish's score for one slot. `reasons` is given only for the winner: the loop over every
 * dish allocates nothing.
 */
function scoreDish(
  { input, state, usesSoon, lastCookedDay }: Scoring,
  slot: SlotContext,
  dish: CandidateDish,
  reasons: Reasons | null,
): number {
  const { rules } = input;
  let score = 0;
  if (slot.wantedTags.length > 0) {
    let tag: string | undefined;
    for (const wanted of slot.wantedTags) if (tag === undefined && dish.tags.includes(wanted)) tag = wanted;
    if (tag === undefined) score -= WEIGHTS.brokenRule;
    else {
      score += WEIGHTS.tagDay;
      if (reasons) reasons.push({ weight: WEIGHTS.tagDay + 10, reason: { code: 'tag_day', tag } });
    }
  }
  const lastDay = lastCookedDay.get(dish.id);
  if (rules.no_repeat_days > 0) {
    score -= repeatPenalty(rules.no_repeat_days, slot.day, lastDay ?? Number.NaN, state.usedOn.get(dish.id));
  }
  if (rules.no_tag_twice_in_a_row && dish.tags.length > 0) {
    for (const tags of slot.neighbourTags) if (sharesTag(dish.tags, tags)) score -= WEIGHTS.brokenRule / 2;
  }
  if (rules.weekday_max_minutes !== null && slot.weekday <= 5) {
    if (dish.totalTime === null || dish.totalTime > rules.weekday_max_minutes) score -= WEIGHTS.brokenRule;
    else if (reasons) reasons.push({ weight: 0.5, reason: { code: 'quick', minutes: dish.totalTime } });
  }
  if (rules.prefer_favourites && input.favourites.has(dish.id)) {
    score += WEIGHTS.favourite;
    if (reasons) reasons.push({ weight: WEIGHTS.favourite, reason: { code: 'favourite' } });
  }
  if (rules.prefer_high_ratings) {
    const rating = input.ratings.get(dish.id);
    if (rating !== undefined) {
      const points = (rating - 3) * WEIGHTS.ratingStar;
      score += points;
      if (reasons && rating >= 4) reasons.push({ weight: points, reason: { code: 'well_rated', rating: Math.round(rating * 10) / 10 } });
    }
  }
  if (rules.prefer_not_cooked_in_a_while) {
    if (lastDay === undefined) {
      score += WEIGHTS.neverCooked;
      if (reasons) reasons.push({ weight: 0.1, reason: { code: 'never_cooked' } });
    } else {
      const days = slot.day - lastDay;
      const points = (Math.min(Math.max(days, 0), LONG_AGO_DAYS) / LONG_AGO_DAYS) * WEIGHTS.notCookedInAWhile;
      score += points;
      if (reasons && days >= SAY_NOT_COOKED_AFTER_DAYS) reasons.push({ weight: points, reason: { code: 'not_cooked_since', days } });
    }
  }
  if (rules.less_waste) {
    for (const holding of usesSoon(dish.foods)) {
      // Used once is used up; after its date it is gone.
      if (state.soonUsed.has(holding) || (holding.use_by !== null && holding.use_by < slot.date)) continue;
      score += WEIGHTS.usesSoon;
      if (reasons)
        reasons.push({ weight: WEIGHTS.usesSoon + 5, reason: { code: 'uses_soon', item: holding.name, use_by: holding.use_by! } });
    }
    for (const { perishable, item } of dish.foods.perishables) {
      const buyer = state.perishables.get(perishable);
      if (!buyer || buyer.dishId === dish.id) continue;
      score += WEIGHTS.sharesPerishable;
      if (reasons) {
        reasons.push({ weight: WEIGHTS.sharesPerishable + 5, reason: { code: 'shares_perishable', item, with_dish: buyer.dishName } });
      }
    }
  }
  return score;
}

function topReasons(reasons: Reasons): ProposalReason[] {
  return reasons
    .sort((a, b) => b.weight - a.weight)
    .slice(0, REASONS_PER_SLOT)
    .map((entry) => entry.reason);
}

const slotView = (dish: CandidateDish) => ({ id: dish.id, dishName: dish.dishName, imageUrl: dish.imageUrl });

/** A dish with what does not change from slot to slot worked out once per proposal. */
class PreparedDish {
  constructor(
    readonly dish: CandidateDish,
    /** The day (dayNumber) it was last cooked, or NaN. */
    readonly lastDay: number,
    /** The points of its favourite, its ratings, and never having been cooked. */
    readonly points: number,
    /** The pantry items to use soon it uses. */
    readonly soon: readonly PantryHolding[],
    readonly excluded: boolean,
    /**
     * The most it can score in any slot, but for using what should be used soon (those dishes
     * are tried first, while the items last): the loop stops at the first dish that cannot beat
     * the best so far.
     */
    readonly ceiling: number,
  ) {}
}

function prepare(scoring: Scoring): PreparedDish[] {
  const { input, usesSoon, lastCookedDay } = scoring;
  const { rules } = input;
  const prepared = input.dishes.map((dish) => {
    let points = 0;
    if (rules.prefer_favourites && input.favourites.has(dish.id)) points += WEIGHTS.favourite;
    const rating = input.ratings.get(dish.id);
    if (rules.prefer_high_ratings && rating !== undefined) points += (rating - 3) * WEIGHTS.ratingStar;
    const lastDay = lastCookedDay.get(dish.id) ?? Number.NaN;
    if (rules.prefer_not_cooked_in_a_while && Number.isNaN(lastDay)) points += WEIGHTS.neverCooked;
    const soon = rules.less_waste ? usesSoon(dish.foods) : [];
    const ceiling =
      points +
      (rules.tag_days.length > 0 ? WEIGHTS.tagDay : 0) +
      (rules.prefer_not_cooked_in_a_while && !Number.isNaN(lastDay) ? WEIGHTS.notCookedInAWhile : 0) +
      (rules.less_waste ? dish.foods.perishables.length * WEIGHTS.sharesPerishable : 0) +
      WEIGHTS.jitter;
    return new PreparedDish(dish, lastDay, points, soon, input.excluded.has(dish.id), ceiling);
  });
  // Highest ceiling first (then by id, so the order is the same on every run).
  return prepared.sort((a, b) => b.ceiling - a.ceiling || a.dish.id - b.dish.id);
}

/** scoreDish for the loop over every dish, from the prepared dish: the same points, no reasons. */
function quickScore({ input, state }: Scoring, slot: SlotContext, prepared: PreparedDish): number {
  const { rules } = input;
  const { dish, lastDay } = prepared;
  let score = prepared.points;
  if (slot.wantedTags.length > 0) {
    let found = false;
    for (const wanted of slot.wantedTags) if (dish.tags.includes(wanted)) found = true;
    score += found ? WEIGHTS.tagDay : -WEIGHTS.brokenRule;
  }
  if (rules.no_repeat_days > 0) {
    score -= repeatPenalty(rules.no_repeat_days, slot.day, lastDay, state.usedOn.get(dish.id));
  }
  if (rules.no_tag_twice_in_a_row && dish.tags.length > 0) {
    for (const tags of slot.neighbourTags) if (sharesTag(dish.tags, tags)) score -= WEIGHTS.brokenRule / 2;
  }
  if (rules.weekday_max_minutes !== null && slot.weekday <= 5) {
    if (dish.totalTime === null || dish.totalTime > rules.weekday_max_minutes) score -= WEIGHTS.brokenRule;
  }
  if (rules.prefer_not_cooked_in_a_while && !Number.isNaN(lastDay)) {
    score += (Math.min(Math.max(slot.day - lastDay, 0), LONG_AGO_DAYS) / LONG_AGO_DAYS) * WEIGHTS.notCookedInAWhile;
  }
  if (rules.less_waste) {
    for (const holding of prepared.soon) {
      if (state.soonUsed.has(holding) || (holding.use_by !== null && holding.use_by < slot.date)) continue;
      score += WEIGHTS.usesSoon;
    }
    const perishables = dish.foods.perishables;
    for (let index = 0; index < perishables.length; index += 1) {
      const buyer = state.perishables.get(perishables[index]!.perishable);
      if (buyer && buyer.dishId !== dish.id) score += WEIGHTS.sharesPerishable;
    }
  }
  return score;
}

/** Fills the slots: locked ones as they are, the others in date order with the best-scoring dish. */
export function propose(input: ProposalInput): ProposalSlot[] {
  const usesSoon = soonReader(input.pantry, input.today);
  const state = new RangeState(input.range, usesSoon);
  for (const meal of input.planned) state.place(meal);
  for (const { date, mealType, dish } of input.locked) state.place({ date, mealType, dishId: dish.id, ...dish });
  const lastCookedDay = new Map<number, number>();
  for (const [dishId, date] of input.lastCooked) lastCookedDay.set(dishId, dayNumber(date));
  const scoring: Scoring = { input, state, usesSoon, lastCookedDay };
  const prepared = prepare(scoring);
  const usingSoon = prepared.filter((candidate) => candidate.soon.length > 0);
  const soonHoldings = [...new Set(usingSoon.flatMap((candidate) => candidate.soon))];
  const lockedAt = new Map(input.locked.map((slot) => [slotKey(slot.date, slot.mealType), slot.dish]));
  const answers: ProposalSlot[] = [];
  for (const { date, mealType } of fillingOrder(input)) {
    const locked = lockedAt.get(slotKey(date, mealType));
    if (locked) {
      answers.push({ date, meal_type: mealType, dish: slotView(locked), locked: true, reasons: [{ code: 'locked' }] });
      continue;
    }
    const weekday = isoWeekday(date);
    const neighbourTags = [addDays(date, -1), addDays(date, 1)]
      .map((day) => state.tagsAt.get(slotKey(day, mealType)))
      .filter((tags): tags is string[] => tags !== undefined);
    const slot: SlotContext = {
      date,
      day: dayNumber(date),
      weekday,
      wantedTags: input.rules.tag_days
        .filter((rule) => rule.weekday === weekday && (rule.meal_type === null || rule.meal_type === mealType))
        .map((rule) => rule.tag),
      neighbourTags,
    };
    const seedOfSlot = slotSeed(input.seed, date, mealType);
    let best: CandidateDish | undefined;
    let bestScore = Number.NEGATIVE_INFINITY;
    const consider = (candidate: PreparedDish) => {
      if (candidate.excluded) return;
      const score = quickScore(scoring, slot, candidate) + drawFor(seedOfSlot, candidate.dish.id) * WEIGHTS.jitter;
      if (score > bestScore || (score === bestScore && best !== undefined && candidate.dish.id < best.id)) {
        bestScore = score;
        best = candidate.dish;
      }
    };
    const live = soonHoldings.filter((holding) => !state.soonUsed.has(holding) && holding.use_by !== null && holding.use_by >= date);
    if (live.length > 0) {
      for (const candidate of usingSoon) {
        let usesLive = false;
        for (const holding of candidate.soon) if (live.includes(holding)) usesLive = true;
        if (usesLive) consider(candidate);
      }
    }
    for (const candidate of prepared) {
      if (candidate.ceiling < bestScore) break;
      consider(candidate);
    }
    if (!best) continue;
    const reasons: Reasons = [];
    scoreDish(scoring, slot, best, reasons);
    state.place({ date, mealType, dishId: best.id, ...best });
    answers.push({ date, meal_type: mealType, dish: slotView(best), locked: false, reasons: topReasons(reasons) });
  }
  const order = new Map(input.slots.map((slot, index) => [slotKey(slot.date, slot.mealType), index]));
  return answers.sort((a, b) => order.get(slotKey(a.date, a.meal_type))! - order.get(slotKey(b.date, b.meal_type))!);
}

/**
 * Tag days first, then the rest, each in date order: a Tuesday must not take the only fish dish
 * before Friday, the fish day, is filled.
 */
function fillingOrder(input: ProposalInput): ProposalInput['slots'] {
  const hasTagDay = (slot: { date: string; mealType: MealType }) => {
    const weekday = isoWeekday(slot.date);
    return input.rules.tag_days.some((rule) => rule.weekday === weekday && (rule.meal_type === null || rule.meal_type === slot.mealType));
  };
  return [...input.slots.filter(hasTagDay), ...input.slots.filter((slot) => !hasTagDay(slot))];
}
