import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DishData } from '@hearth/shared/dishes';
import { emptyDish } from '@hearth/shared/dish-rules';
import { renderWithProviders } from '../../../testing/render';
import { DishForm } from './dish-form';

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

  it('keeps steps read from a photo as steps, one per line', async () => {
    const { user, onSubmit } = renderForm({ ...emptyDish(), dishName: 'Toast', instructions: ['Slice.', 'Toast.'] });
    expect(screen.getByLabelText('Instructions')).toHaveValue('Slice.\nToast.');
    await user.type(screen.getByLabelText('Instructions'), '\nButter.');
    await user.click(screen.getByRole('button', { name: 'Save Dish' }));
    expect(onSubmit.mock.calls[0]?.[0].instructions).toEqual(['Slice.', 'Toast.', 'Butter.']);
  });
});
