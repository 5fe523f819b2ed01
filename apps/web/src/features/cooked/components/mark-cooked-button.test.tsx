import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { MarkCookedButton } from './mark-cooked-button';

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

const HISTORY = {
  dish_id: 7,
  last_cooked: null,
  cooked_count: 0,
  planned_meals: [{ id: 41, meal_type: 'Lunch', hearth_id: null }],
  log: [],
  average_rating: null,
  rating_count: 0,
};

describe('MarkCookedButton', () => {
  it("asks which meal even when tapped before the day's meals have loaded", async () => {
    // The history answers only when the test says so; a POST is recorded and answered at once.
    let answerHistory: () => void = () => {};
    const posts: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
        if ((init.method ?? 'GET') === 'POST') {
          posts.push(JSON.parse(String(init.body)));
          return Response.json({ ...HISTORY, cooked_count: 1, meal: null, entry_id: 1 });
        }
        await new Promise<void>((resolve) => (answerHistory = resolve));
        return Response.json(HISTORY);
      }),
    );
    const { user } = renderWithProviders(<MarkCookedButton dishId={7} />);
    await user.click(screen.getByRole('button', { name: 'Mark as cooked' }));
    answerHistory();

    const dialog = await screen.findByRole('dialog', { name: 'Which meal did you cook?' });
    expect(within(dialog).getByRole('button', { name: "Today's lunch" })).toBeInTheDocument();
    expect(posts).toEqual([]);
  });
});
