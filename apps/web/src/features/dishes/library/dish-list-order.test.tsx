import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DishSummary } from '@hearth/shared/dishes';
import { switchLocale } from '../../../lib/i18n/locale-switch';
import { renderWithProviders } from '../../../testing/render';
import { DishList } from './dish-list';

const dish = (id: number, dishName: string, figures: Partial<DishSummary> = {}): DishSummary => ({
  id,
  dishName,
  description: '',
  prepTime: null,
  favourite: false,
  imageUrl: '',
  tags: [],
  average_rating: null,
  times_cooked: 0,
  last_cooked_on: null,
  ...figures,
});

/** Added in this order; each other order differs from it. */
const library = [
  dish(1, 'Apple Pie'),
  dish(2, 'Bread', { average_rating: 3.5, times_cooked: 2, last_cooked_on: '2026-10-01' }),
  dish(3, 'Curry', { average_rating: 5, times_cooked: 1, last_cooked_on: '2025-03-04' }),
  dish(4, 'Dal', { times_cooked: 3, last_cooked_on: '2026-11-20' }),
];

const shownNames = () => screen.getAllByRole('listitem').map((card) => within(card).getByRole('heading').textContent);

afterEach(async () => {
  await act(() => switchLocale('en'));
});

describe('the dish list, sorted by the cooking log', () => {
  it('orders the cards by each choice of "Sort by", oldest first until one is chosen', async () => {
    const { user } = renderWithProviders(<DishList dishes={library} />);
    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    expect(shownNames()).toEqual(['Apple Pie', 'Bread', 'Curry', 'Dal']);

    const orders: Array<[string, string[]]> = [
      ['Highest rated', ['Curry', 'Bread', 'Apple Pie', 'Dal']],
      ['Most cooked', ['Dal', 'Bread', 'Curry', 'Apple Pie']],
      ['Recently cooked', ['Dal', 'Bread', 'Curry', 'Apple Pie']],
      ['Not cooked in a while', ['Curry', 'Bread', 'Dal', 'Apple Pie']],
      ['Oldest first', ['Apple Pie', 'Bread', 'Curry', 'Dal']],
    ];
    for (const [choice, names] of orders) {
      await user.selectOptions(sortBy, choice);
      expect(shownNames(), choice).toEqual(names);
    }
  });

  it('keeps the order while searching', async () => {
    const { user } = renderWithProviders(<DishList dishes={library} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Highest rated');
    await user.type(screen.getByPlaceholderText('Search dishes...'), 'r');
    expect(shownNames()).toEqual(['Curry', 'Bread']);
  });

  it('shows the rating and times cooked on a card, and when it was last cooked while ordered by that', async () => {
    const { user } = renderWithProviders(<DishList dishes={library} />);
    const card = (name: string) => screen.getByRole('listitem', { name });
    expect(card('Bread')).toHaveTextContent('Average rating ★ 3.5 · Cooked 2 times');
    expect(card('Dal')).toHaveTextContent('DalCooked 3 times');
    expect(card('Dal')).not.toHaveTextContent('Average rating');
    expect(card('Apple Pie')).not.toHaveTextContent('Cooked');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Not cooked in a while');
    expect(card('Curry')).toHaveTextContent('Last cooked Mar 4, 2025');
    expect(card('Apple Pie')).toHaveTextContent('Never cooked');
  });

  it('speaks German', async () => {
    await act(() => switchLocale('de'));
    renderWithProviders(<DishList dishes={library} />);
    expect(screen.getByRole('combobox', { name: 'Sortieren nach' })).toBeVisible();
    expect(screen.getByRole('option', { name: 'Beste Bewertung' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Bread' })).toHaveTextContent('Durchschnittliche Bewertung ★ 3,5 · 2-mal gekocht');
  });
});
