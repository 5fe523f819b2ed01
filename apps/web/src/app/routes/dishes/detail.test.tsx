import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localToday } from '../../../lib/dates';
import { fakeApi, type FakeCall } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { servicesAnswer, sessionAnswer } from '../../../testing/session';
import { Component as DishDetailRoute } from './detail';

// jsdom has <dialog> but not its modal methods; these stand in for the browser's.
beforeEach(() => {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.open = true;
    },
    close(this: HTMLDialogElement) {
      this.open = false;
    },
  });
});

afterEach(() => vi.unstubAllGlobals());

const PANCAKES = {
  id: 7,
  dishName: 'Buttermilk Pancakes',
  description: '',
  prepTime: 10,
  cookTime: 20,
  totalTime: 480,
  servings: 4,
  difficulty: 'Easy',
  imageUrl: '',
  sourceUrl: 'https://example.com/pancakes',
  notes: '',
  tags: ['Breakfast'],
  ingredients: [
    { item: 'flour', quantity: 1.5, unit: 'cup', optional: false },
    { item: 'butter', quantity: 4, unit: 'oz', optional: false },
    { item: 'eggs', quantity: 2, unit: '', optional: false },
    { item: 'salt', quantity: 0, unit: 'to taste', optional: false },
  ],
  instructions: ['Heat the oven to 350°F.', 'Whisk everything and cook for 3 minutes a side.'],
  utensils: [],
  editable: true,
};

interface RenderOptions {
  units?: string;
  dish?: Omit<typeof PANCAKES, 'servings' | 'instructions'> & { servings: number | null; instructions: string | string[] };
  route?: string;
  cooked?: { last_cooked: string | null; cooked_count: number; planned_meals?: Array<{ id: number; meal_type: string; hearth_id: null }> };
  instacart?: boolean;
}

/** The cooking the fake server records when "Mark as cooked" is tapped. */
const LOGGED = { id: 90, cooked_on: '', rating: null, note: null, image_url: null, cook_name: 'Sam', mine: true };

function renderDish({
  units = 'as-written',
  dish = PANCAKES,
  route = `/dishes/${dish.id}`,
  cooked = { last_cooked: null, cooked_count: 0 },
  instacart = true,
}: RenderOptions = {}) {
  const api = fakeApi({
    'GET /auth/get-session': sessionAnswer({ units }),
    'GET /config/services': servicesAnswer({ instacart }),
    [`GET /dishes/${dish.id}`]: { body: dish },
    [`GET /dishes/${dish.id}/cooked`]: {
      body: { dish_id: dish.id, planned_meals: [], log: [], average_rating: null, rating_count: 0, ...cooked },
    },
    [`POST /dishes/${dish.id}/cooked`]: (call: FakeCall) => {
      const day = (call.body as { date: string }).date;
      return {
        body: {
          dish_id: dish.id,
          last_cooked: day,
          cooked_count: cooked.cooked_count + 1,
          planned_meals: [],
          log: [{ ...LOGGED, cooked_on: day }],
          average_rating: null,
          rating_count: 0,
          meal: (call.body as { meal_id?: number }).meal_id ? { id: (call.body as { meal_id: number }).meal_id } : null,
          entry_id: LOGGED.id,
        },
      };
    },
    [`PATCH /dishes/${dish.id}/cooked/${LOGGED.id}`]: (call: FakeCall) => {
      const change = call.body as { cooked_on: string; rating: number | null; note: string | null };
      return {
        body: {
          dish_id: dish.id,
          last_cooked: change.cooked_on,
          cooked_count: cooked.cooked_count + 1,
          planned_meals: [],
          log: [{ ...LOGGED, ...change }],
          average_rating: change.rating,
          rating_count: change.rating === null ? 0 : 1,
        },
      };
    },
    'POST /instacart/shopping-list': { body: { products_link_url: 'https://instacart.example/list/1' } },
  });
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/dishes/:id" element={<DishDetailRoute />} />
    </Routes>,
    { route },
  );
  return { ...rendered, ...api };
}

const amounts = () =>
  within(screen.getByRole('region', { name: 'Ingredients' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the dish page, scaled', () => {
  it('shows "{n} servings" and the amounts as written', async () => {
    renderDish();
    expect(await screen.findByText('4 servings')).toBeInTheDocument();
    expect(amounts()).toEqual(['1 ½ cups flour', '4 oz butter', '2 eggs', 'to taste salt']);
  });

  it('doubles every amount live with x2, and says what it was scaled from', async () => {
    const { user } = renderDish();
    await user.click(await screen.findByRole('button', { name: 'x2 (double)' }));
    expect(screen.getByText('8 servings')).toBeInTheDocument();
    expect(screen.getByText(/Scaled from 4 servings/)).toBeInTheDocument();
    expect(amounts()).toEqual(['3 cups flour', '8 oz butter', '4 eggs', 'to taste salt']);
    expect(screen.getByRole('link', { name: 'Cook' })).toHaveAttribute('href', '/dishes/7/cook?servings=8');

    await user.click(screen.getByRole('button', { name: 'Back to 4' }));
    expect(amounts()).toEqual(['1 ½ cups flour', '4 oz butter', '2 eggs', 'to taste salt']);
    expect(screen.getByRole('link', { name: 'Cook' })).toHaveAttribute('href', '/dishes/7/cook');
  });

  it('reads the scale from the address, as cook mode leaves it', async () => {
    renderDish({ route: '/dishes/7?servings=2' });
    expect(await screen.findByText('2 servings')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Servings' })).toHaveValue(2);
    expect(amounts()[0]).toBe('¾ cup flour');
  });

  it('sends Instacart the amounts on screen', async () => {
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    const { user, calls } = renderDish({ route: '/dishes/7?servings=8' });
    await user.click(await screen.findByRole('button', { name: 'Shop on Instacart' }));
    await vi.waitFor(() => expect(calls.some((call) => call.path === '/instacart/shopping-list')).toBe(true));
    const sent = calls.find((call) => call.path === '/instacart/shopping-list')?.body as { dish: { ingredients: unknown[] } };
    expect(sent.dish.ingredients).toEqual([
      { item: 'flour', quantity: 3, unit: 'cup', optional: false },
      { item: 'butter', quantity: 8, unit: 'oz', optional: false },
      { item: 'eggs', quantity: 4, unit: '', optional: false },
      { item: 'salt', quantity: 0, unit: 'to taste', optional: false },
    ]);
  });

  it('offers no Instacart button on a server without Instacart, and opens nothing', async () => {
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    const { calls } = renderDish({ instacart: false });
    await screen.findByRole('heading', { name: 'Buttermilk Pancakes' });
    await vi.waitFor(() => expect(calls.some((call) => call.path === '/config/services')).toBe(true));
    expect(screen.queryByRole('button', { name: 'Shop on Instacart' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to shopping list' })).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the Instacart list only once the server has made it, and offers the link when the browser blocks it', async () => {
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    const { user } = renderDish();
    await user.click(await screen.findByRole('button', { name: 'Shop on Instacart' }));
    expect(await screen.findByRole('link', { name: 'Open it' })).toHaveAttribute('href', 'https://instacart.example/list/1');
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('scales a dish without servings by a factor', async () => {
    const { user } = renderDish({ dish: { ...PANCAKES, servings: null } });
    await user.click(await screen.findByRole('button', { name: 'x3' }));
    expect(screen.getByRole('button', { name: 'x3' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Scaled x3')).toBeInTheDocument();
    expect(amounts()[0]).toBe('4 ½ cups flour');
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
  });

  it('has no Cook button for a dish with no steps', async () => {
    renderDish({ dish: { ...PANCAKES, instructions: [] } });
    await screen.findByRole('heading', { name: 'Buttermilk Pancakes' });
    expect(screen.queryByRole('link', { name: 'Cook' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });
});

describe('the dish page, in the account units', () => {
  it('shows grams and °C for a metric account, with the original and US one tap away', async () => {
    const { user } = renderDish({ units: 'metric' });
    await screen.findByRole('heading', { name: 'Buttermilk Pancakes' });
    await vi.waitFor(() => expect(amounts()).toEqual(['190 g flour', '115 g butter', '2 eggs', 'to taste salt']));
    expect(screen.getByText('Heat the oven to 180 °C.')).toBeInTheDocument();

    const units = screen.getByRole('group', { name: 'Units' });
    expect(within(units).getByRole('button', { name: 'Metric' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(units).getByRole('button', { name: 'As written' }));
    expect(within(units).getByRole('button', { name: 'As written' })).toHaveAttribute('aria-pressed', 'true');
    expect(amounts()).toEqual(['1 ½ cups flour', '4 oz butter', '2 eggs', 'to taste salt']);
    expect(screen.getByText('Heat the oven to 350°F.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cook' })).toHaveAttribute('href', '/dishes/7/cook?units=as-written');
  });

  it('switches a dish shown as written to metric on the page itself', async () => {
    const { user } = renderDish({ units: 'as-written' });
    await screen.findByRole('heading', { name: 'Buttermilk Pancakes' });
    await user.click(within(screen.getByRole('group', { name: 'Units' })).getByRole('button', { name: 'Metric' }));
    expect(amounts()).toEqual(['190 g flour', '115 g butter', '2 eggs', 'to taste salt']);
    expect(screen.getByRole('link', { name: 'Cook' })).toHaveAttribute('href', '/dishes/7/cook?units=metric');
  });

  it("shows a total time in hours beside the product's cook and prep times", async () => {
    renderDish();
    const facts = await screen.findByRole('list', { name: 'About this dish' });
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['20 min', '10 min prep', '8 h total', 'Easy', '4 servings']);
  });
});

describe('made it', () => {
  it('marks the dish cooked today and then says "Last cooked today"', async () => {
    const { user, calls } = renderDish({ cooked: { last_cooked: '2026-01-05', cooked_count: 2 } });
    expect(await screen.findByText('Last cooked January 5, 2026')).toBeInTheDocument();
    expect(screen.getByText('Cooked 2 times')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark as cooked' }));
    expect(await screen.findByText('Last cooked today')).toBeInTheDocument();
    expect(screen.getByText('Cooked 3 times')).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'POST', path: '/dishes/7/cooked', body: { date: localToday() } });
  });

  it('records with one tap, then adds stars and a note that the log shows', async () => {
    const { user, calls } = renderDish();
    await screen.findByRole('heading', { name: 'Buttermilk Pancakes' });
    await user.click(screen.getByRole('button', { name: 'Mark as cooked' }));
    expect(await screen.findByText('Marked as cooked today.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cooking log' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a rating or note' }));
    const dialog = await screen.findByRole('dialog', { name: 'How did it go?' });
    expect(within(dialog).getByLabelText('Cooked on')).toHaveValue(localToday());
    await user.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    await user.type(within(dialog).getByLabelText('Note'), 'Less salt next time');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(calls).toContainEqual({
      method: 'PATCH',
      path: '/dishes/7/cooked/90',
      body: { cooked_on: localToday(), rating: 5, note: 'Less salt next time', image_url: null },
    });
    const log = screen.getByRole('region', { name: 'Cooking log' });
    expect(await within(log).findByText('5 stars')).toBeInTheDocument();
    expect(within(log).getByText('Less salt next time')).toBeInTheDocument();
    expect(within(log).getByText('5 average from 1 rating')).toBeInTheDocument();
  });

  it('asks which meal when the dish is planned today, and marks the one picked', async () => {
    const planned = [{ id: 41, meal_type: 'Dinner', hearth_id: null }];
    const { user, calls } = renderDish({ cooked: { last_cooked: null, cooked_count: 0, planned_meals: planned } });
    await screen.findByRole('heading', { name: 'Buttermilk Pancakes' });
    await user.click(screen.getByRole('button', { name: 'Mark as cooked' }));
    const dialog = await screen.findByRole('dialog', { name: 'Which meal did you cook?' });
    expect(within(dialog).getByRole('button', { name: 'Just the dish, not a planned meal' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: "Today's dinner" }));
    expect(await screen.findByText("Marked today's dinner as cooked.")).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'POST', path: '/dishes/7/cooked', body: { date: localToday(), meal_id: 41 } });
  });
});
