import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ingredientsAsShown } from '@hearth/shared/dish-view';
import { dishSchema } from '@hearth/shared/dishes';
import { switchLocale } from '../../../lib/i18n/locale-switch';
import { renderWithProviders } from '../../../testing/render';
import { DishDetail } from './dish-detail';

/** The cook's dish, in their words: those stay as written whatever the language. */
const dish = dishSchema.parse({
  id: 7,
  dishName: 'Żurek',
  servings: 4,
  prepTime: 20,
  cookTime: 40,
  difficulty: 'Medium',
  tags: ['Zupy'],
  ingredients: [
    { item: 'zakwas', quantity: 0.5, unit: 'l' },
    { item: 'biała kiełbasa', quantity: 2, unit: 'tbsp', optional: true },
  ],
  instructions: ['Gotuj kiełbasę 20 minut.', 'Dodaj zakwas.'],
});

function renderDish(servings: number) {
  const noop = () => {};
  renderWithProviders(
    <DishDetail
      dish={dish}
      scale={{ factor: servings / 4, servings, units: 'as-written' }}
      onScaleChange={noop}
      units={{ value: 'as-written', onChange: noop }}
      cookHref="/dishes/7/cook"
      shown={{ ingredients: ingredientsAsShown(dish.ingredients, servings / 4, 'as-written'), instructions: dish.instructions }}
      editable
      onBack={noop}
      onEdit={noop}
      onDelete={noop}
      deleting={false}
      deleteError={null}
    />,
  );
}

afterEach(async () => {
  await act(() => switchLocale('en'));
});

describe('a dish in other languages', () => {
  it('speaks German around the cook’s own words, with German amounts and plurals', async () => {
    await act(() => switchLocale('de'));
    renderDish(1);
    expect(screen.getByRole('heading', { name: 'Żurek' })).toHaveAttribute('translate', 'no');
    const facts = screen.getByRole('list', { name: 'Über dieses Gericht' });
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['40 Min.', '20 Min. Vorbereitung', 'Mittel', '1 Portion']);
    expect(screen.getByText('Umgerechnet von 4 Portionen.')).toBeVisible();
    const ingredients = screen.getByRole('region', { name: 'Zutaten' });
    expect(
      within(ingredients)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['0,13 l zakwas', '½ EL biała kiełbasa (optional)']);
    expect(screen.getByRole('region', { name: 'Zubereitung' })).toHaveTextContent('Gotuj kiełbasę 20 minut.');
    expect(screen.getByRole('button', { name: 'Bearbeiten' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Kochen' })).toHaveAttribute('href', '/dishes/7/cook');
    const units = screen.getByRole('group', { name: 'Einheiten' });
    expect(
      within(units)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Wie im Rezept', 'US', 'Metrisch']);
  });

  it('counts servings in Polish and Arabic', async () => {
    await act(() => switchLocale('pl'));
    renderDish(4);
    expect(screen.getByRole('list', { name: 'O tym daniu' })).toHaveTextContent('4 porcje');
    await act(() => switchLocale('ar'));
    expect(screen.getByRole('list', { name: 'عن هذا الطبق' })).toHaveTextContent('4 حصص');
  });

  it('keeps English as it was, "1 servings" for a dish written for one included', () => {
    renderDish(4);
    const facts = screen.getByRole('list', { name: 'About this dish' });
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['40 min', '20 min prep', 'Medium', '4 servings']);
    expect(screen.getByRole('region', { name: 'Ingredients' })).toHaveTextContent('2 tbsp biała kiełbasa (optional)');
  });
});
