import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { useDish } from '../api/get-dish';
import { FavouriteButton } from './favourite-button';

afterEach(() => vi.unstubAllGlobals());

const SOUP = {
  id: 7,
  dishName: 'Soup',
  description: '',
  prepTime: null,
  cookTime: null,
  totalTime: null,
  servings: null,
  difficulty: '',
  imageUrl: '',
  sourceUrl: '',
  notes: '',
  tags: [],
  ingredients: [],
  instructions: [],
  utensils: [],
  editable: true,
};

/** The heart as the dish page shows it: pressed or not as the cached dish says. */
function DishHeart() {
  const dish = useDish(SOUP.id);
  return dish.data ? <FavouriteButton dishId={dish.data.id} favourite={dish.data.favourite} placement="page" /> : null;
}

describe('FavouriteButton', () => {
  it('hearts the dish on a click and takes the heart back from the keyboard, saying which it will do', async () => {
    const { calls } = fakeApi({
      'GET /dishes/7': { body: { ...SOUP, favourite: false } },
      'PUT /dishes/7/favourite': { body: { favourite: true } },
      'DELETE /dishes/7/favourite': { body: { favourite: false } },
    });
    const { user } = renderWithProviders(<DishHeart />);

    const heart = await screen.findByRole('button', { name: 'Add to favourites' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(await screen.findByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([{ method: 'PUT', path: '/dishes/7/favourite', body: undefined }]);

    heart.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Add to favourites' })).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard(' ');
    expect(await screen.findByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls.filter((call) => call.method !== 'GET').map((call) => call.method)).toEqual(['PUT', 'DELETE', 'PUT']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the heart at once, and puts it back with a message when the server refuses', async () => {
    let refuse: () => void = () => undefined;
    fakeApi({
      'GET /dishes/7': { body: { ...SOUP, favourite: false } },
    });
    const answered = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          refuse = () => resolve(new Response(JSON.stringify({ code: 'INTERNAL', message: 'Down' }), { status: 503 }));
        }),
    );
    const { user } = renderWithProviders(<DishHeart />);
    const heart = await screen.findByRole('button', { name: 'Add to favourites' });
    // From here on the server is slow to answer, then refuses.
    vi.stubGlobal('fetch', answered);

    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(answered).toHaveBeenCalledTimes(1);
    refuse();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not change your favourites. Try again.');
    expect(screen.getByRole('button', { name: 'Add to favourites' })).toHaveAttribute('aria-pressed', 'false');
  });
});
