import type { DishData, Ingredient } from '@hearth/shared/dishes';
import type { Unit } from '@hearth/shared/dish-rules';
import { MEAL_STATUSES, MEAL_TYPES, mealTimestamp } from '@hearth/shared/meal-rules';
import type { NewMeal } from '../modules/meals/meals.repository.js';

/** A small seeded generator, so a seeded library is the same on every run. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const between = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  return { next, pick, between };
}

const STYLES = [
  'Roasted',
  'Braised',
  'Grilled',
  'Creamy',
  'Spicy',
  'Smoky',
  'Lemony',
  'Garlic',
  'Herbed',
  'Crispy',
  'Slow-Cooked',
  'Honey',
  'Miso',
  'Sesame',
  'Rustic',
];
const MAINS = [
  'Chicken',
  'Salmon',
  'Tofu',
  'Lentil',
  'Mushroom',
  'Beef',
  'Chickpea',
  'Pork',
  'Shrimp',
  'Cauliflower',
  'Eggplant',
  'Squash',
  'Turkey',
  'Bean',
  'Potato',
];
const FORMS = [
  'Soup',
  'Stew',
  'Curry',
  'Salad',
  'Tacos',
  'Pasta',
  'Risotto',
  'Bowl',
  'Pie',
  'Skillet',
  'Traybake',
  'Noodles',
  'Sandwich',
  'Casserole',
  'Stir-Fry',
];
const TAGS = [
  'Vegetarian',
  'Vegan',
  'Quick',
  'Weeknight',
  'Comfort',
  'Soup',
  'Dessert',
  'Breakfast',
  'Spicy',
  'Gluten-Free',
  'Budget',
  'Meal Prep',
  'Summer',
  'Winter',
  'Family',
  'Italian',
  'Mexican',
  'Indian',
  'Japanese',
  'Baking',
];
const PANTRY: Array<[string, Unit, number]> = [
  ['olive oil', 'tbsp', 2],
  ['garlic', 'clove', 3],
  ['onion', 'piece', 1],
  ['salt', 'to taste', 0],
  ['black pepper', 'pinch', 1],
  ['flour', 'cup', 2],
  ['milk', 'cup', 1],
  ['butter', 'tbsp', 3],
  ['chicken stock', 'cup', 4],
  ['tomatoes', 'piece', 4],
  ['rice', 'cup', 1.5],
  ['lemon juice', 'tbsp', 2],
  ['cumin', 'tsp', 1],
  ['paprika', 'tsp', 2],
  ['cream', 'ml', 200],
  ['parmesan', 'g', 50],
  ['spinach', 'g', 150],
  ['carrots', 'piece', 2],
  ['ginger', 'tbsp', 1],
  ['soy sauce', 'tbsp', 2],
  ['honey', 'tbsp', 1],
  ['eggs', 'piece', 2],
  ['potatoes', 'lb', 1],
  ['beans', 'oz', 15],
  ['cilantro', 'cup', 0.5],
];
const STEPS = [
  'Heat the oil in a large pan over medium heat.',
  'Add the onion and garlic and cook until soft, about 5 minutes.',
  'Stir in the spices and cook for one minute until fragrant.',
  'Add the main ingredient and brown it on all sides.',
  'Pour in the liquid, bring to a simmer and cover.',
  'Cook gently for 20 minutes, stirring now and then.',
  'Taste and season with salt, pepper and lemon juice.',
  'Scatter with herbs and serve hot.',
  'Let it rest for five minutes before slicing.',
  'Bake until golden at 200C, about 25 minutes.',
];

/** A realistic dish: a name, a paragraph, 6-12 ingredients, 4-8 steps, 1-3 tags. */
export function fakeDish(random: ReturnType<typeof seededRandom>, index: number): DishData {
  const main = random.pick(MAINS);
  const dishName = `${random.pick(STYLES)} ${main} ${random.pick(FORMS)} ${index + 1}`;
  const ingredients: Ingredient[] = [{ item: main.toLowerCase(), quantity: random.between(1, 3), unit: 'lb', optional: false }];
  const used = new Set<string>([main.toLowerCase()]);
  while (ingredients.length < random.between(6, 12)) {
    const [item, unit, quantity] = random.pick(PANTRY);
    if (used.has(item)) continue;
    used.add(item);
    ingredients.push({ item, unit, quantity, optional: random.next() < 0.1 });
  }
  const tags = new Set<string>();
  while (tags.size < random.between(1, 3)) tags.add(random.pick(TAGS));
  return {
    dishName,
    description: `A ${dishName.toLowerCase()} that comes together on a weeknight. ${random.pick(STEPS)} Serve it with bread or rice, and keep the leftovers for lunch the next day.`,
    prepTime: random.between(5, 45),
    cookTime: random.between(10, 120),
    totalTime: null,
    servings: random.between(1, 8),
    difficulty: random.pick(['Easy', 'Medium', 'Hard', ''] as const),
    imageUrl: '',
    sourceUrl: random.next() < 0.3 ? `https://example.com/recipes/${index + 1}` : '',
    notes: random.next() < 0.4 ? 'Keeps for three days in the fridge.' : '',
    tags: [...tags],
    ingredients,
    instructions: Array.from({ length: random.between(4, 8) }, () => random.pick(STEPS)),
    utensils: random.next() < 0.5 ? ['Large pan', 'Wooden spoon'] : ['Oven dish'],
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Meal `index` of `total`, spread evenly over two years centred on today; most with a dish,
 * past ones mostly eaten or cooked.
 */
export function fakeMeal(
  random: ReturnType<typeof seededRandom>,
  dishes: ReadonlyArray<{ id: number; dishName: string }>,
  index: number,
  total: number,
): { input: NewMeal; dishName: string | null } {
  const daysFromStart = Math.floor((index / Math.max(total, 1)) * 730);
  const day = new Date(Date.now() + (daysFromStart - 365) * DAY_MS).toISOString().slice(0, 10);
  const dish = random.next() < 0.9 ? random.pick(dishes) : null;
  const past = daysFromStart < 365;
  return {
    input: {
      date: mealTimestamp(day),
      meal_type: random.pick(MEAL_TYPES),
      meal_status: past ? random.pick(MEAL_STATUSES) : 'planned',
      dish_id: dish?.id ?? null,
      notes: random.next() < 0.2 ? 'Make a double batch.' : null,
    },
    dishName: dish?.dishName ?? null,
  };
}
