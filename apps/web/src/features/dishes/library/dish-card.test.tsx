import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { DishSummary } from '@hearth/shared/dishes';
import { createQueryClient } from '../../../lib/query-client';
import { DishCard } from './dish-card';

const dish = (id: number, imageUrl: string): DishSummary => ({
  id,
  dishName: `Dish ${id}`,
  description: '',
  prepTime: 10,
  favourite: false,
  imageUrl,
  tags: ['Soup'],
  average_rating: null,
  times_cooked: 0,
  last_cooked_on: null,
});

function renderCard(shown: DishSummary, marked = false) {
  const queryClient = createQueryClient();
  const card = (current: DishSummary) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <DishCard dish={current} origin="/dishes" position={1} total={2} marked={marked} />
      </MemoryRouter>
    </QueryClientProvider>
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
    // The picture's place is kept, with the dish's initial in it.
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent('D');

    show(dish(2, '/api/images/2'));
    expect(screen.getByRole('link', { name: 'Dish 2' })).toHaveAttribute('href', '/dishes/2');
    expect(picture()).toHaveAttribute('src', '/api/images/2');
  });

  it('gives a dish without a picture its initial in the picture place, on a colour drawn from its name', () => {
    const { container } = renderCard({ ...dish(3, ''), dishName: 'lentil soup', prepTime: null });
    const placeholder = container.querySelector<HTMLElement>('[aria-hidden="true"]');
    expect(placeholder).toHaveTextContent('L');
    // A class, not a style attribute: the server's markup may carry none.
    expect(placeholder?.dataset.hue).toMatch(/^\d+$/);
    expect(placeholder).not.toHaveAttribute('style');
    expect(container.querySelector('img')).toBeNull();
  });

  it('marks the dish just saved', () => {
    renderCard(dish(4, ''), true);
    expect(screen.getByRole('listitem')).toHaveTextContent('Just saved');
  });
});
