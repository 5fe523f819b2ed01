import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DishData } from '@hearth/shared/dishes';
import { emptyDish } from '@hearth/shared/dish-rules';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { DishForm } from './dish-form';

// The picture tests stand in for the server's fetch; the others must not see it.
afterEach(() => vi.unstubAllGlobals());

function renderForm(initial: DishData = emptyDish()) {
  const onSubmit = vi.fn<(data: DishData) => void>();
  const rendered = renderWithProviders(
    <DishForm title="Add New Dish" initial={initial} saving={false} error={null} onSubmit={onSubmit} onCancel={() => {}} />,
  );
  return { ...rendered, onSubmit };
}

function group(name: string) {
  return within(screen.getByRole('group', { name }));
}

describe('DishForm', () => {
  it('adds a tag with the button or Enter, trimmed, once, and clears the box', async () => {
    const { user, onSubmit } = renderForm();
    const tags = group('Tags');
    const box = tags.getByRole('textbox');

    await user.type(box, '  Soup  ');
    await user.click(tags.getByRole('button', { name: 'Add Tag' }));
    expect(box).toHaveValue('');
    await user.type(box, 'Soup{Enter}');
    await user.type(box, '   {Enter}');
    await user.type(box, 'Quick{Enter}');

    expect(tags.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Soup✕', 'Quick✕']);
    await user.click(tags.getByRole('button', { name: 'Remove Soup' }));
    expect(tags.getAllByRole('listitem')).toHaveLength(1);

    await user.type(screen.getByLabelText('Dish Name'), 'Pho');
    await user.click(screen.getByRole('button', { name: 'Save Dish' }));
    expect(onSubmit.mock.calls[0]?.[0].tags).toEqual(['Quick']);
  });

  it('adds utensils by the same rules', async () => {
    const { user } = renderForm();
    const utensils = group('Utensils');
    await user.type(utensils.getByRole('textbox'), 'Pot{Enter}Pot{Enter}');
    expect(utensils.getAllByRole('listitem')).toHaveLength(1);
    expect(utensils.getByRole('button', { name: 'Remove Pot' })).toBeInTheDocument();
  });

  it('adds an ingredient only with a name and a quantity above 0, then resets the row', async () => {
    const { user, onSubmit } = renderForm();
    const ingredients = group('Ingredients');
    const name = ingredients.getByLabelText('Ingredient Name');
    const quantity = ingredients.getByLabelText('Quantity');
    const add = ingredients.getByRole('button', { name: 'Add Ingredient' });

    await user.type(name, 'flour');
    await user.click(add);
    expect(ingredients.queryAllByRole('listitem')).toHaveLength(0);

    await user.clear(quantity);
    await user.type(quantity, '0.5');
    await user.selectOptions(ingredients.getByLabelText('Unit'), 'cup');
    await user.click(ingredients.getByLabelText('Optional'));
    await user.click(add);

    expect(ingredients.getByRole('listitem')).toHaveTextContent('½ cup flour (optional)');
    expect(name).toHaveValue('');
    expect(quantity).toHaveValue(0);
    expect(ingredients.getByLabelText('Unit')).toHaveValue('');
    expect(ingredients.getByLabelText('Optional')).not.toBeChecked();

    await user.clear(name);
    await user.type(name, '   ');
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(add);
    expect(ingredients.getAllByRole('listitem')).toHaveLength(1);

    await user.type(screen.getByLabelText('Dish Name'), 'Bread');
    await user.click(screen.getByRole('button', { name: 'Save Dish' }));
    expect(onSubmit.mock.calls[0]?.[0].ingredients).toEqual([{ item: 'flour', quantity: 0.5, unit: 'cup', optional: true }]);
  });

  it('stores null when a number box is emptied', async () => {
    const { user, onSubmit } = renderForm({ ...emptyDish(), dishName: 'Stew', prepTime: 15, cookTime: 90, servings: 6 });
    await user.clear(screen.getByLabelText(/Prep Time/));
    await user.clear(screen.getByLabelText(/Cook Time/));
    await user.clear(screen.getByLabelText('Servings'));
    await user.click(screen.getByRole('button', { name: 'Save Dish' }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ prepTime: null, cookTime: null, servings: null });
  });

  it('refuses to save without a dish name, or with servings below 1', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Servings'), '0');
    await user.click(screen.getByRole('button', { name: 'Save Dish' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Dish name is required')).toBeInTheDocument();
    expect(screen.getByText('Must be at least 1')).toBeInTheDocument();
  });

  it('keeps steps read from a photo as steps, one box each, and Enter starts the next step', async () => {
    const { user, onSubmit } = renderForm({ ...emptyDish(), dishName: 'Toast', instructions: ['Slice.', 'Toast.'] });
    const steps = group('Steps');
    expect(steps.getByLabelText('Step 1')).toHaveValue('Slice.');
    expect(steps.getByLabelText('Step 2')).toHaveValue('Toast.');
    await user.click(steps.getByLabelText('Step 2'));
    await user.keyboard('{End}{Enter}Butter.');
    expect(steps.getByLabelText('Step 3')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save Dish' }));
    expect(onSubmit.mock.calls[0]?.[0].instructions).toEqual(['Slice.', 'Toast.', 'Butter.']);
  });

  it('makes a step of each line pasted, adds and removes steps, and saves them as a list', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Dish Name'), 'Soup');
    const steps = group('Steps');
    await user.click(steps.getByLabelText('Step 1'));
    await user.paste('Chop the onion.\n\nSweat it in butter.\nAdd the stock.');
    expect(steps.getByLabelText('Step 1')).toHaveValue('Chop the onion.');
    expect(steps.getByLabelText('Step 2')).toHaveValue('Sweat it in butter.');
    expect(steps.getByLabelText('Step 3')).toHaveValue('Add the stock.');

    await user.click(steps.getByRole('button', { name: 'Add step' }));
    expect(steps.getByLabelText('Step 4')).toHaveFocus();
    await user.keyboard('Season.');
    await user.click(steps.getByRole('button', { name: 'Remove step 2' }));
    await user.click(screen.getByRole('button', { name: 'Save Dish' }));
    expect(onSubmit.mock.calls[0]?.[0].instructions).toEqual(['Chop the onion.', 'Add the stock.', 'Season.']);
  });

  it('saves a new dish with no steps as empty instructions', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Dish Name'), 'Toast');
    await user.click(screen.getByRole('button', { name: 'Save Dish' }));
    expect(onSubmit.mock.calls[0]?.[0].instructions).toBe('');
  });

  it('keeps instructions that are one text as that text, line breaks and all, until made into steps', async () => {
    const text = 'Heat the pan.\nFry the eggs.';
    const { user, onSubmit } = renderForm({ ...emptyDish(), dishName: 'Eggs', instructions: text });
    expect(screen.getByLabelText('Instructions')).toHaveValue(text);
    await user.click(screen.getByRole('button', { name: 'Save Dish' }));
    expect(onSubmit.mock.calls[0]?.[0].instructions).toBe(text);

    await user.click(screen.getByRole('button', { name: 'Make a list of steps' }));
    expect(group('Steps').getByLabelText('Step 2')).toHaveValue('Fry the eggs.');
    await user.click(screen.getByRole('button', { name: 'Save Dish' }));
    expect(onSubmit.mock.calls[1]?.[0].instructions).toEqual(['Heat the pan.', 'Fry the eggs.']);
  });

  it('accepts "to taste" with no quantity, and says why an ingredient is refused', async () => {
    const { user, onSubmit } = renderForm();
    const ingredients = group('Ingredients');
    await user.type(ingredients.getByLabelText('Ingredient Name'), 'salt');
    await user.click(ingredients.getByRole('button', { name: 'Add Ingredient' }));
    expect(ingredients.getByRole('alert')).toHaveTextContent('Enter a quantity above 0, or choose "to taste" or "as needed" as the unit.');

    await user.selectOptions(ingredients.getByLabelText('Unit'), 'to taste');
    await user.click(ingredients.getByRole('button', { name: 'Add Ingredient' }));
    expect(ingredients.queryByRole('alert')).not.toBeInTheDocument();
    expect(ingredients.getByRole('listitem')).toHaveTextContent('to taste salt');

    await user.type(screen.getByLabelText('Dish Name'), 'Soup');
    await user.click(screen.getByRole('button', { name: 'Save Dish' }));
    expect(onSubmit.mock.calls[0]?.[0].ingredients).toEqual([{ item: 'salt', quantity: 0, unit: 'to taste', optional: false }]);
  });

  it('edits a listed ingredient in its place', async () => {
    const { user, onSubmit } = renderForm({
      ...emptyDish(),
      dishName: 'Bread',
      ingredients: [
        { item: 'flour', quantity: 2, unit: 'cup', optional: false },
        { item: 'yeast', quantity: 1, unit: 'tsp', optional: false },
      ],
    });
    const ingredients = group('Ingredients');
    await user.click(ingredients.getByRole('button', { name: 'Edit flour' }));
    const quantity = ingredients.getByLabelText('Quantity of flour');
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.type(ingredients.getByLabelText('Note of flour'), 'sifted{Enter}');
    expect(ingredients.getAllByRole('listitem')[0]).toHaveTextContent('3 cups flour, sifted');

    await user.click(screen.getByRole('button', { name: 'Save Dish' }));
    expect(onSubmit.mock.calls[0]?.[0].ingredients).toEqual([
      { item: 'flour', quantity: 3, unit: 'cup', optional: false, note: 'sifted' },
      { item: 'yeast', quantity: 1, unit: 'tsp', optional: false },
    ]);
  });

  it('brings the first field to fix into view and focuses it when a save is refused', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Servings'), '0');
    await user.click(screen.getByRole('button', { name: 'Save Dish' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Dish Name')).toHaveFocus();
    expect(scrolled.mock.contexts[0]).toBe(screen.getByLabelText('Dish Name'));
    scrolled.mockRestore();
  });

  it('shows the pictures it has, and the Image URL only for a picture on the web', async () => {
    renderForm({
      ...emptyDish(),
      dishName: 'Pie',
      imageUrl: '/api/images/abcdefghijklmnopqrstuv',
      pictures: ['/api/images/abcdefghijklmnopqrstuv'],
    });
    expect(screen.getByRole('img', { name: 'Picture 1' })).toHaveAttribute('src', '/api/images/abcdefghijklmnopqrstuv');
    expect(screen.getByLabelText('Image URL')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Add pictures' })).toBeInTheDocument();
  });

  it('uploads several pictures at once, moves them with buttons, chooses the cover and removes one', async () => {
    let uploaded = 0;
    fakeApi({ 'POST /images': () => ({ status: 201, body: { imageUrl: `/api/images/picture${(uploaded += 1)}` } }) });
    const { user, onSubmit } = renderForm({ ...emptyDish(), dishName: 'Pie' });
    const pictures = group('Pictures');
    const files = ['a', 'b', 'c'].map((name) => new File(['x'], `${name}.jpg`, { type: 'image/jpeg' }));
    const input = pictures.getByRole('button', { name: 'Add pictures' }).parentElement!.previousElementSibling as HTMLInputElement;
    expect(input).toHaveAttribute('multiple');
    await user.upload(input, files);
    expect(await pictures.findByRole('img', { name: 'Picture 3' })).toHaveAttribute('src', '/api/images/picture3');
    expect(pictures.getAllByText('Cover')).toHaveLength(1);
    expect(pictures.getByRole('button', { name: 'Move earlier: Picture 1' })).toBeDisabled();

    await user.click(pictures.getByRole('button', { name: 'Move later: Picture 1' }));
    expect(pictures.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([
      '/api/images/picture2',
      '/api/images/picture1',
      '/api/images/picture3',
    ]);
    // The focus follows the picture it moved, and the move is announced.
    expect(pictures.getByRole('button', { name: 'Move later: Picture 2' })).toHaveFocus();
    expect(pictures.getByRole('status')).toHaveTextContent('Moved to place 2 of 3.');

    await user.click(pictures.getByRole('button', { name: 'Make cover: Picture 3' }));
    await user.click(pictures.getByRole('button', { name: 'Remove Picture 1' }));
    await user.click(screen.getByRole('button', { name: 'Save Dish' }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      imageUrl: '/api/images/picture3',
      pictures: ['/api/images/picture1', '/api/images/picture3'],
    });
  });

  it('keeps each step photo with its step when steps move or go', async () => {
    fakeApi({ 'POST /images': { status: 201, body: { imageUrl: '/api/images/onions' } } });
    const { user, onSubmit } = renderForm({ ...emptyDish(), dishName: 'Soup', instructions: ['Boil water.', 'Fry onions.', 'Serve.'] });
    const steps = group('Steps');
    const addToStep2 = steps.getByRole('button', { name: 'Add photo: step 2' });
    await user.upload(addToStep2.previousElementSibling as HTMLInputElement, new File(['x'], 'onions.jpg', { type: 'image/jpeg' }));
    expect(await steps.findByRole('img', { name: 'Photo of step 2' })).toHaveAttribute('src', '/api/images/onions');

    await user.click(steps.getByRole('button', { name: 'Remove step 1' }));
    expect(steps.getByRole('img', { name: 'Photo of step 1' })).toHaveAttribute('src', '/api/images/onions');
    await user.click(screen.getByRole('button', { name: 'Save Dish' }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      instructions: ['Fry onions.', 'Serve.'],
      stepPictures: ['/api/images/onions', ''],
    });
  });
});
