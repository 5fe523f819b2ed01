import { type Aisle, foodKey } from './shopping-list-rules.js';

/**
 * The built-in map of common foods to the aisle a store keeps them in. A cook's own
 * correction of a food wins over it (remembered per cook on the server).
 *
 * A food is looked up by its last words first, the way English names a thing: "chicken
 * breast" is a breast (meat), "chicken stock" a stock (pantry), "bell pepper" produce and
 * "black pepper" a spice; failing that, by any word it has ("tomatoes, diced").
 */
const FOODS: Record<Aisle, string[]> = {
  Produce: [
    'apple', 'apricot', 'avocado', 'banana', 'basil', 'bean sprout', 'beet', 'bell pepper', 'berry', 'blackberry', 'blueberry',
    'bok choy', 'broccoli', 'brussels sprout', 'cabbage', 'cantaloupe', 'carrot', 'cauliflower', 'celery', 'chard', 'cherry',
    'chili', 'chile', 'chive', 'cilantro', 'coriander leaf', 'corn on the cob', 'cucumber', 'date', 'dill', 'eggplant',
    'fennel', 'fig', 'garlic', 'ginger', 'grape', 'grapefruit', 'green bean', 'green onion', 'herb', 'jalapeño', 'jalapeno',
    'kale', 'kiwi', 'leek', 'lemon', 'lemongrass', 'lettuce', 'lime', 'mango', 'melon', 'mint', 'mushroom', 'nectarine',
    'onion', 'orange', 'oregano leaf', 'parsley', 'parsnip', 'pea pod', 'peach', 'pear', 'pineapple', 'plum', 'pomegranate',
    'potato', 'pumpkin', 'radish', 'raspberry', 'rhubarb', 'romaine', 'rosemary', 'rocket', 'arugula', 'sage', 'scallion',
    'shallot', 'snap pea', 'spinach', 'sprout', 'squash', 'strawberry', 'sweet potato', 'tangerine', 'thyme', 'tomato',
    'turnip', 'watermelon', 'zucchini', 'courgette', 'salad', 'greens', 'clementine', 'yam', 'okra', 'artichoke', 'asparagus',
  ],
  'Dairy & Eggs': [
    'butter', 'buttermilk', 'cheddar', 'cheese', 'cottage cheese', 'cream', 'cream cheese', 'crème fraîche', 'creme fraiche',
    'egg', 'feta', 'ghee', 'gouda', 'gruyère', 'gruyere', 'half-and-half', 'half and half', 'kefir', 'margarine', 'mascarpone',
    'milk', 'mozzarella', 'parmesan', 'parmigiano', 'pecorino', 'ricotta', 'sour cream', 'yogurt', 'yoghurt', 'heavy cream',
    'whipping cream', 'brie', 'camembert', 'halloumi', 'paneer', 'oat milk', 'almond milk', 'soy milk', 'tofu',
  ],
  'Meat & Fish': [
    'anchovy', 'bacon', 'beef', 'breast', 'brisket', 'chicken', 'chop', 'chorizo', 'clam', 'cod', 'crab', 'drumstick', 'duck',
    'fillet', 'filet', 'fish', 'ground beef', 'ground pork', 'ground turkey', 'haddock', 'halibut', 'ham', 'lamb', 'lobster',
    'mince', 'mussel', 'octopus', 'oyster', 'pancetta', 'pork', 'prawn', 'prosciutto', 'salami', 'salmon', 'sausage',
    'scallop', 'shrimp', 'sirloin', 'squid', 'steak', 'thigh', 'trout', 'tuna steak', 'turkey', 'veal', 'wing', 'rib',
    'tenderloin', 'venison', 'mackerel', 'sardine', 'tilapia', 'sea bass',
  ],
  Bakery: [
    'bagel', 'baguette', 'bread', 'breadcrumb', 'brioche', 'bun', 'ciabatta', 'croissant', 'english muffin', 'flatbread',
    'focaccia', 'loaf', 'muffin', 'naan', 'pita', 'roll', 'sourdough', 'tortilla', 'wrap', 'panko', 'crumpet', 'cake', 'pie crust',
  ],
  Pantry: [
    'almond', 'baking powder', 'baking soda', 'bean', 'black bean', 'broth', 'bouillon', 'brown sugar', 'bulgur', 'caper',
    'cashew', 'cereal', 'chickpea', 'chocolate', 'chocolate chip', 'cocoa', 'coconut milk', 'cornmeal', 'cornstarch',
    'couscous', 'cracker', 'flour', 'honey', 'hummus', 'jam', 'ketchup', 'kidney bean', 'lentil', 'maple syrup', 'mayonnaise',
    'mayo', 'molasses', 'mustard', 'noodle', 'nut', 'oat', 'oatmeal', 'oil', 'olive', 'pasta', 'peanut', 'peanut butter',
    'pecan', 'pickle', 'pine nut', 'polenta', 'quinoa', 'raisin', 'rice', 'salsa', 'sauce', 'soy sauce', 'spaghetti', 'stock',
    'sugar', 'syrup', 'tahini', 'tomato paste', 'tomato sauce', 'canned tomato', 'tuna', 'vinegar', 'walnut', 'yeast',
    'vanilla', 'vanilla extract', 'extract', 'gelatin', 'sesame seed', 'seed', 'fish sauce', 'worcestershire sauce',
    'hot sauce', 'sriracha', 'miso', 'coconut', 'dried fruit', 'macaroni', 'lasagna', 'penne', 'ramen', 'tortilla chip', 'chip',
  ],
  Frozen: ['frozen', 'ice cream', 'frozen pea', 'frozen corn', 'frozen spinach', 'frozen berry', 'puff pastry', 'sorbet', 'ice'],
  Spices: [
    'allspice', 'bay leaf', 'black pepper', 'cardamom', 'cayenne', 'chili flake', 'chili powder', 'cinnamon', 'clove',
    'coriander', 'cumin', 'curry powder', 'fennel seed', 'garam masala', 'garlic powder', 'ginger powder', 'ground ginger',
    'mustard seed', 'nutmeg', 'onion powder', 'oregano', 'paprika', 'pepper', 'peppercorn', 'red pepper flake', 'saffron',
    'salt', 'smoked paprika', 'spice', 'star anise', 'sumac', 'turmeric', 'za\'atar', 'seasoning', 'dried oregano',
    'dried thyme', 'dried basil', 'italian seasoning', 'five spice', 'chipotle powder', 'white pepper',
  ],
  Drinks: [
    'beer', 'coffee', 'cola', 'juice', 'kombucha', 'lemonade', 'soda', 'sparkling water', 'tea', 'tonic', 'water', 'wine',
    'orange juice', 'apple juice', 'sake', 'mirin', 'rum', 'vodka', 'whiskey', 'gin', 'brandy', 'espresso',
  ],
  Household: [
    'aluminum foil', 'foil', 'bin bag', 'trash bag', 'garbage bag', 'battery', 'bleach', 'candle', 'cling film', 'detergent',
    'dish soap', 'dishwasher tablet', 'napkin', 'paper towel', 'parchment paper', 'plastic wrap', 'soap', 'sponge', 'tissue',
    'toilet paper', 'toothpaste', 'shampoo', 'laundry detergent', 'light bulb', 'zip bag', 'freezer bag', 'baking paper',
  ],
  Other: [],
};

const AISLE_OF_FOOD: ReadonlyMap<string, Aisle> = new Map(
  (Object.entries(FOODS) as Array<[Aisle, string[]]>).flatMap(([aisle, foods]) => foods.map((food) => [foodKey(food), aisle] as const)),
);

/** The aisle the built-in map puts a food in: its longest known ending, else any known word, else Other. */
export function builtInAisle(name: string): Aisle {
  const words = foodKey(name).split(' ').filter(Boolean);
  for (let start = 0; start < words.length; start += 1) {
    const aisle = AISLE_OF_FOOD.get(words.slice(start).join(' '));
    if (aisle) return aisle;
  }
  for (const word of words) {
    const aisle = AISLE_OF_FOOD.get(word);
    if (aisle) return aisle;
  }
  return 'Other';
}
