import { daysBetween, isoWeekday } from '@hearth/shared/calendar-dates';
import type { Ingredient } from '@hearth/shared/dishes';
import type { MealType } from '@hearth/shared/meal-rules';
import type { PantryHolding } from '@hearth/shared/pantry-matching';
import { useSoon } from '@hearth/shared/pantry';
import type { PlannerRules, ProposalReason, ProposalSlot } from '@hearth/shared/planner';
import { foodKey, isKindOf } from '@hearth/shared/shopping-list-rules';
import { perishableOf } from './perishables.js';
import { slotRandom } from './seeded-random.js';

/**
 * The planner itself, with no I/O: slots are filled in date order, each with the dish that
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
  ingredients: Ingredient[];
}

/** A dish already on the calendar near the range (or locked), as the rules see it. */
export interface PlacedDish {
  date: string;
  mealType: MealType;
  dishId: number | null;
  dishName: string;
  tags: string[];
  ingredients: Ingredient[];
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

interface Food {
  /** The perishable the line is, or null. */
  perishable: string | null;
  key: string;
}

/** What a dish's lines mean for waste: its perishables and the pantry items to use soon it uses. */
interface DishFoods {
  perishables: Array<{ perishable: string; item: string }>;
  usesSoon: PantryHolding[];
}

const slotKey = (date: string, mealType: string) => `${date} ${mealType}`;

/** Reads dishes' lines once per proposal; the same words in many dishes are keyed once. */
function foodReader(pantry: readonly PantryHolding[], today: string) {
  const foods = new Map<string, Food>();
  const soon = pantry
    .filter((holding) => !holding.always && useSoon(holding.use_by, today))
    .map((holding) => ({ holding, key: foodKey(holding.name) }));
  const cache = new Map<number, DishFoods>();
  const foodOf = (item: string): Food => {
    let food = foods.get(item);
    if (!food) {
      const key = foodKey(item);
      food = { key, perishable: perishableOf(key) };
      foods.set(item, food);
    }
    return food;
  };
  return (dishId: number | null, ingredients: readonly Ingredient[]): DishFoods => {
    const known = dishId === null ? undefined : cache.get(dishId);
    if (known) return known;
    const read: DishFoods = { perishables: [], usesSoon: [] };
    for (const line of ingredients) {
      if (line.optional || line.unit === 'to taste' || line.unit === 'as needed') continue;
      const food = foodOf(line.item);
      if (food.perishable && !read.perishables.some((entry) => entry.perishable === food.perishable)) {
        read.perishables.push({ perishable: food.perishable, item: line.item });
      }
      for (const { holding, key } of soon) {
        if (isKindOf(food.key, key) && !read.usesSoon.includes(holding)) read.usesSoon.push(holding);
      }
    }
    if (dishId !== null) cache.set(dishId, read);
    return read;
  };
}

/** What the range holds so far, which the next slot's dish is scored against. */
class RangeState {
  readonly usedOn = new Map<number, string[]>();
  readonly tagsAt = new Map<string, string[]>();
  /** Perishables bought for the range, with the first dish that buys each. */
  readonly perishables = new Map<string, { dishId: number | null; dishName: string }>();
  readonly soonUsed = new Set<PantryHolding>();

  constructor(
    private readonly range: { start: string; end: string },
    private readonly foods: ReturnType<typeof foodReader>,
  ) {}

  place(dish: PlacedDish): void {
    if (dish.dishId !== null) this.usedOn.set(dish.dishId, [...(this.usedOn.get(dish.dishId) ?? []), dish.date]);
    this.tagsAt.set(slotKey(dish.date, dish.mealType), dish.tags);
    if (dish.date < this.range.start || dish.date > this.range.end) return;
    const read = this.foods(dish.dishId, dish.ingredients);
    for (const { perishable } of read.perishables) {
      if (!this.perishables.has(perishable)) this.perishables.set(perishable, { dishId: dish.dishId, dishName: dish.dishName });
    }
    for (const holding of read.usesSoon) this.soonUsed.add(holding);
  }
}

interface Scored {
  score: number;
  reasons: Array<{ weight: number; reason: ProposalReason }>;
}

/** Scores one dish for one slot; reasons only when asked (for the winner), to keep the loop lean. */
function scoreDish(
  input: ProposalInput,
  state: RangeState,
  foods: ReturnType<typeof foodReader>,
  slot: { date: string; mealType: MealType; weekday: number; wantedTags: string[] },
  dish: CandidateDish,
  withReasons: boolean,
): Scored {
  const { rules } = input;
  const reasons: Scored['reasons'] = [];
  const say = (weight: number, reason: ProposalReason) => withReasons && reasons.push({ weight, reason });
  let score = 0;
  if (slot.wantedTags.length > 0) {
    const tag = slot.wantedTags.find((wanted) => dish.tags.includes(wanted));
    if (tag === undefined) score -= WEIGHTS.brokenRule;
    else {
      score += WEIGHTS.tagDay;
      say(WEIGHTS.tagDay + 10, { code: 'tag_day', tag });
    }
  }
  if (rules.no_repeat_days > 0) {
    const lastCooked = input.lastCooked.get(dish.id);
    const dates = state.usedOn.get(dish.id);
    const tooClose = (date: string) => Math.abs(daysBetween(date, slot.date)) < rules.no_repeat_days;
    if ((dates && dates.some(tooClose)) || (lastCooked !== undefined && tooClose(lastCooked))) score -= WEIGHTS.brokenRule;
  }
  if (rules.no_tag_twice_in_a_row && dish.tags.length > 0) {
    for (const neighbour of [-1, 1]) {
      const tags = state.tagsAt.get(slotKey(addDaysFast(slot.date, neighbour), slot.mealType));
      if (tags && tags.some((tag) => dish.tags.includes(tag))) score -= WEIGHTS.brokenRule / 2;
    }
  }
  if (rules.weekday_max_minutes !== null && slot.weekday <= 5) {
    if (dish.totalTime === null || dish.totalTime > rules.weekday_max_minutes) score -= WEIGHTS.brokenRule;
    else say(0.5, { code: 'quick', minutes: dish.totalTime });
  }
  if (rules.prefer_favourites && input.favourites.has(dish.id)) {
    score += WEIGHTS.favourite;
    say(WEIGHTS.favourite, { code: 'favourite' });
  }
  if (rules.prefer_high_ratings) {
    const rating = input.ratings.get(dish.id);
    if (rating !== undefined) {
      const points = (rating - 3) * WEIGHTS.ratingStar;
      score += points;
      if (rating >= 4) say(points, { code: 'well_rated', rating: Math.round(rating * 10) / 10 });
    }
  }
  if (rules.prefer_not_cooked_in_a_while) {
    const last = input.lastCooked.get(dish.id);
    if (last === undefined) {
      score += WEIGHTS.neverCooked;
      say(0.1, { code: 'never_cooked' });
    } else {
      const days = daysBetween(last, slot.date);
      const points = (Math.min(Math.max(days, 0), LONG_AGO_DAYS) / LONG_AGO_DAYS) * WEIGHTS.notCookedInAWhile;
      score += points;
      if (days >= SAY_NOT_COOKED_AFTER_DAYS) say(points, { code: 'not_cooked_since', days });
    }
  }
  if (rules.less_waste) {
    const read = foods(dish.id, dish.ingredients);
    for (const holding of read.usesSoon) {
      // Used once is used up; after its date it is gone.
      if (state.soonUsed.has(holding) || (holding.use_by !== null && holding.use_by < slot.date)) continue;
      score += WEIGHTS.usesSoon;
      say(WEIGHTS.usesSoon + 5, { code: 'uses_soon', item: holding.name, use_by: holding.use_by! });
    }
    for (const { perishable, item } of read.perishables) {
      const buyer = state.perishables.get(perishable);
      if (!buyer || buyer.dishId === dish.id) continue;
      score += WEIGHTS.sharesPerishable;
      say(WEIGHTS.sharesPerishable + 5, { code: 'shares_perishable', item, with_dish: buyer.dishName });
    }
  }
  return { score, reasons };
}

const dayCache = new Map<string, string>();
/** addDays for the hot loop: the same few dates are asked for thousands of times. */
function addDaysFast(date: string, days: number): string {
  const key = `${date}${days}`;
  let answer = dayCache.get(key);
  if (answer === undefined) {
    const day = new Date(`${date}T12:00:00.000Z`);
    day.setUTCDate(day.getUTCDate() + days);
    answer = day.toISOString().slice(0, 10);
    if (dayCache.size > 10_000) dayCache.clear();
    dayCache.set(key, answer);
  }
  return answer;
}

function topReasons(reasons: Scored['reasons']): ProposalReason[] {
  return reasons
    .sort((a, b) => b.weight - a.weight)
    .slice(0, REASONS_PER_SLOT)
    .map((entry) => entry.reason);
}

const slotView = (dish: CandidateDish) => ({ id: dish.id, dishName: dish.dishName, imageUrl: dish.imageUrl });

/** Fills the slots: locked ones as they are, the others in date order with the best-scoring dish. */
export function propose(input: ProposalInput): ProposalSlot[] {
  const foods = foodReader(input.pantry, input.today);
  const state = new RangeState(input.range, foods);
  for (const meal of input.planned) state.place(meal);
  for (const { date, mealType, dish } of input.locked) state.place({ date, mealType, dishId: dish.id, ...dish });
  const lockedAt = new Map(input.locked.map((slot) => [slotKey(slot.date, slot.mealType), slot.dish]));
  const answers: ProposalSlot[] = [];
  for (const { date, mealType } of input.slots) {
    const weekday = isoWeekday(date);
    const wantedTags = input.rules.tag_days
      .filter((rule) => rule.weekday === weekday && (rule.meal_type === null || rule.meal_type === mealType))
      .map((rule) => rule.tag);
    const slot = { date, mealType, weekday, wantedTags };
    const locked = lockedAt.get(slotKey(date, mealType));
    if (locked) {
      answers.push({ date, meal_type: mealType, dish: slotView(locked), locked: true, reasons: [{ code: 'locked' }] });
      continue;
    }
    const random = slotRandom(input.seed, date, mealType);
    let best: CandidateDish | undefined;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const dish of input.dishes) {
      const jitter = random() * WEIGHTS.jitter;
      if (input.excluded.has(dish.id)) continue;
      const score = scoreDish(input, state, foods, slot, dish, false).score + jitter;
      if (score > bestScore) {
        bestScore = score;
        best = dish;
      }
    }
    if (!best) continue;
    const reasons = topReasons(scoreDish(input, state, foods, slot, best, true).reasons);
    state.place({ date, mealType, dishId: best.id, ...best });
    answers.push({ date, meal_type: mealType, dish: slotView(best), locked: false, reasons });
  }
  return answers;
}
