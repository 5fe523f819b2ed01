import { describe, expect, it } from 'vitest';
import { detailsIn } from './recipe-details.js';

const none = { prepTime: null, cookTime: null, totalTime: null, servings: null };

describe('detailsIn', () => {
  it('reads labelled times and servings, several to a line', () => {
    expect(detailsIn(['Prep Time: 10 mins', 'Cook Time 1 hr 5 mins', 'Servings 8 cups'])).toEqual({
      ...none,
      prepTime: 10,
      cookTime: 65,
      servings: 8,
    });
    expect(detailsIn(['Prep 10 min | Cook 20 min | Serves 4'])).toEqual({ ...none, prepTime: 10, cookTime: 20, servings: 4 });
    expect(detailsIn(['Zubereitungszeit: 20 Min.', 'Backzeit: 1 Std.', 'Portionen: 6'])).toEqual({
      ...none,
      prepTime: 20,
      cookTime: 60,
      servings: 6,
    });
  });

  it('reads labels in Portuguese, Swedish and Italian', () => {
    expect(detailsIn(['Tempo de preparo: 20 min', 'Rendimento: 6 porções'])).toEqual({ ...none, prepTime: 20, servings: 6 });
    expect(detailsIn(['Tillagningstid: 40 minuter', 'Portioner: 4'])).toEqual({ ...none, cookTime: 40, servings: 4 });
    expect(detailsIn(['Dosi per 4 persone'])).toEqual({ ...none, servings: 4 });
  });

  it('keeps a total apart from the cooking time: it may hold a rise or a rest', () => {
    expect(detailsIn(['Prep time: 15 minutes', 'Total time: 45 minutes', 'Yield: 16 bars'])).toEqual({
      prepTime: 15,
      cookTime: null,
      totalTime: 45,
      servings: 16,
    });
    // A plain "Time" (WordPress.com's recipe card, hRecipe's duration) is the whole time.
    expect(detailsIn(['Servings: 8', 'Time: 1 hour'])).toEqual({ ...none, totalTime: 60, servings: 8 });
  });

  it('reads nothing from sentences that only mention a time', () => {
    expect(detailsIn(['The prep takes 10 minutes and it serves 4 easily.', 'Cooking is fun'])).toEqual(none);
  });

  it('reads a label printed on the line above its value', () => {
    expect(detailsIn(['Prep time', '10 mins', 'Cook Time:', '35 mins', 'Servings', '4'])).toEqual({
      ...none,
      prepTime: 10,
      cookTime: 35,
      servings: 4,
    });
    // A unit printed after the value ("servings") is no label for the next line.
    expect(detailsIn(['Servings', '4', 'servings', 'Prep time', '5', 'minutes'])).toEqual({ ...none, prepTime: 5, servings: 4 });
  });

  it('reads a row of details written as one line, with or without spaces between them', () => {
    expect(detailsIn(['Prep 20 mins Cook 35 mins Serves 8'])).toEqual({ ...none, prepTime: 20, cookTime: 35, servings: 8 });
    expect(detailsIn(['Prep20 minsCook35 mins'])).toEqual({ ...none, prepTime: 20, cookTime: 35 });
    expect(detailsIn(['Prep Time: 20 minutes Cook Time: 35 minutes Total Time: 55 minutes'])).toEqual({
      ...none,
      prepTime: 20,
      cookTime: 35,
      totalTime: 55,
    });
    expect(detailsIn(['Prep 10 mins / Cook 25 mins'])).toEqual({ ...none, prepTime: 10, cookTime: 25 });
    // A line that does not start with a detail is not a row of them.
    expect(detailsIn(['2 eggs, yields 3 tbsp'])).toEqual(none);
  });
});
