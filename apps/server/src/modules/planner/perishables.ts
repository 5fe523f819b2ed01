import { foodKey, isKindOf } from '@hearth/shared/shopping-list-rules';

/**
 * Fresh food that spoils within days of buying, so a second dish using it in the same range
 * saves throwing the rest away (half a bunch of coriander used twice). A short list of what
 * households most often waste, matched as the shopping list matches foods (foodKey, isKindOf:
 * "fresh coriander" is coriander), not a food database.
 */
const PERISHABLE_FOODS = [
  // Soft herbs
  'coriander',
  'coriander leaves',
  'cilantro',
  'parsley',
  'basil',
  'basil leaves',
  'mint',
  'mint leaves',
  'dill',
  'chives',
  'tarragon',
  'chervil',
  // Leaves and other fresh vegetables that wilt
  'spinach',
  'lettuce',
  'rocket',
  'arugula',
  'kale',
  'chard',
  'watercress',
  'bok choy',
  'spring onions',
  'scallions',
  'bean sprouts',
  'mushrooms',
  'asparagus',
  'avocado',
  // Soft fruit
  'strawberries',
  'raspberries',
  'blueberries',
  // Dairy
  'milk',
  'cream',
  'heavy cream',
  'double cream',
  'single cream',
  'sour cream',
  'crème fraîche',
  'buttermilk',
  'yogurt',
  'ricotta',
  'mascarpone',
  'mozzarella',
  'cottage cheese',
  // Fresh fish and seafood
  'fish',
  'salmon',
  'cod',
  'haddock',
  'sea bass',
  'trout',
  'prawns',
  'shrimp',
  'mussels',
  'clams',
  'squid',
  'scallops',
];

const PERISHABLE_KEYS = [...new Set(PERISHABLE_FOODS.map(foodKey))];

/** Words that make a fresh food a kept one: ground coriander is a spice, dried basil keeps for months. */
const KEPT_FORMS = /^(?:ground|dried|dry|frozen|canned|tinned|smoked|powdered|seed)\b|\b(?:seed|powder)$/;

/** The perishable a food (keyed by foodKey) is, or null when it keeps. */
export function perishableOf(key: string): string | null {
  if (KEPT_FORMS.test(key)) return null;
  for (const perishable of PERISHABLE_KEYS) if (isKindOf(key, perishable)) return perishable;
  return null;
}
