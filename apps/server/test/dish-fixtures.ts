/** A dish with every field of the contract filled in, as the dish form sends it. */
export const FULL_DISH = {
  dishName: 'Tomato Soup',
  description: 'A bright, quick soup.',
  prepTime: 10,
  cookTime: 25,
  totalTime: 50,
  servings: 4,
  difficulty: 'Easy',
  imageUrl: 'https://example.com/soup.jpg',
  sourceUrl: 'https://example.com/soup',
  notes: 'Better the next day.',
  tags: ['Soup', 'Vegetarian'],
  ingredients: [
    { item: 'tomatoes', quantity: 6, unit: 'piece', optional: false },
    { item: 'basil', quantity: 0.5, unit: 'cup', optional: true },
    { item: 'salt', quantity: 0, unit: 'to taste', optional: false },
  ],
  instructions: ['Chop the tomatoes.', 'Simmer for 20 minutes.'],
  utensils: ['Pot', 'Blender'],
  // Its picture is on the web, so its gallery of uploaded pictures is empty.
  pictures: [],
  stepPictures: [],
};
