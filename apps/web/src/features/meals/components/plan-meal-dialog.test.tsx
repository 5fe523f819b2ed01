import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { testMeal } from '../../../testing/meals';
import { renderWithProviders } from '../../../testing/render';
import { PlanMealDialog } from './plan-meal-dialog';

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

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const summary = (id: number, dishName: string) => ({
  id,
  dishName,
  description: '',
  prepTime: null,
  imageUrl: '',
  tags: [],
  favourite: false,
  average_rating: null,
  times_cooked: 0,
  last_cooked_on: null,
});

function renderDialog() {
  return renderWithProviders(
    <PlanMealDialog
      open
      presetDate="2026-11-24"
      hearthId={7}
      dishChoices={{ dishes: [summary(1, 'My Soup')], loading: false, failed: false }}
      cookbook={{
        name: 'Family',
        ownerId: 'me',
        dishes: [
          { ...summary(1, 'My Soup'), owner_id: 'me' },
          { ...summary(2, 'Family Lasagna'), owner_id: 'ann' },
        ],
      }}
      onClose={() => undefined}
    />,
  );
}

describe('PlanMealDialog in a hearth', () => {
  it("lists the cook's dishes and the hearth's, each under its own label, without listing one twice", () => {
    renderDialog();
    const dish = screen.getByLabelText('Dish');
    const groups = within(dish).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('label'))).toEqual(['My dishes', 'Family cookbook']);
    expect(
      within(groups[0]!)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['My Soup']);
    expect(
      within(groups[1]!)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Family Lasagna']);
  });

  it('says "Choose a date" and sends nothing until the meal has a date', async () => {
    const { calls } = fakeApi({ 'POST /meals': { status: 201, body: testMeal(9, '2026-11-24', { hearth_id: 7 }) } });
    const { user } = renderDialog();
    await user.clear(screen.getByLabelText('Date'));
    await user.click(screen.getByRole('button', { name: 'Plan Meal' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a date');
    expect(calls).toEqual([]);
  });

  it('sends a weekly repeat until the chosen date, and refuses an end more than a year ahead', async () => {
    const { calls } = fakeApi({ 'POST /meals': { status: 201, body: testMeal(9, '2026-11-24', { series_id: 9, hearth_id: 7 }) } });
    const { user } = renderDialog();
    await user.selectOptions(screen.getByLabelText('Dish'), 'Family Lasagna');
    await user.selectOptions(screen.getByLabelText('Repeat'), 'Every week');
    expect(screen.getByLabelText('Until')).toHaveValue('2026-12-22');

    await user.clear(screen.getByLabelText('Until'));
    await user.type(screen.getByLabelText('Until'), '2027-12-01');
    await user.click(screen.getByRole('button', { name: 'Plan Meal' }));
    expect(await screen.findByText("Choose an end date from the meal's date to a year after it")).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.clear(screen.getByLabelText('Until'));
    await user.type(screen.getByLabelText('Until'), '2026-12-15');
    await user.click(screen.getByRole('button', { name: 'Plan Meal' }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ dish_id: 2, hearth_id: 7, repeat: { every_weeks: 1, until: '2026-12-15' } });
  });
});
