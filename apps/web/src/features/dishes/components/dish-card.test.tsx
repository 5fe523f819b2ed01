import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { DishSummary } from '@hearth/shared/dishes';
import { DishCard } from './dish-card';

const dish = (id: number, imageUrl: string): DishSummary => ({
  id,
  dishName: `Dish ${id}`,
  description: '',
  prepTime: 10,
  imageUrl,
  tags: ['Soup'],
});

function renderCard(shown: DishSummary) {
  const card = (current: DishSummary) => (
    <MemoryRouter>
      <DishCard dish={current} origin="/dishes" position={1} total={2} />
    </MemoryRouter>
  );
  const view = render(card(shown));
  return { container: view.container, show: (next: DishSummary) => view.rerender(card(next)) };
}

// The grid keeps a card in its place and hands it another dish when the search changes.
describe('DishCard', () => {
  it('drops a picture that fails to load, and shows the next dish it is handed with its own picture', () => {
    const { container, show } = renderCard(dish(1, '/api/images/1'));
    const picture = () => container.querySelector('img');
    expect(picture()).toHaveAttribute('src', '/api/images/1');

    fireEvent.error(picture()!);
    expect(picture()).toBeNull();

    show(dish(2, '/api/images/2'));
    expect(screen.getByRole('link', { name: 'Dish 2' })).toHaveAttribute('href', '/dishes/2');
    expect(picture()).toHaveAttribute('src', '/api/images/2');
  });
});
