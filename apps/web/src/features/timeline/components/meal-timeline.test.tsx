import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Meal } from '@hearth/shared/meals';
import { testMeal } from '../../../testing/meals';
import { renderWithProviders } from '../../../testing/render';
import type { MealRowActions } from './meal-row';
import { MealTimeline } from './meal-timeline';
import type { TimelineOutline } from './timeline-days';

const meal = testMeal;

const actions: MealRowActions = {
  canChange: (m) => m.personal_meal,
  onStatusChange: () => {},
  onDelete: () => {},
  sharedTag: () => 'Planned by Sam',
};

/** The outline the server would answer for these meals. */
function outlineOf(meals: Meal[]): TimelineOutline {
  const days = [...new Set(meals.map((m) => m.date.slice(0, 10)))].sort().map((date) => ({ date }));
  return { first: days[0]?.date ?? null, last: days.at(-1)?.date ?? null, days };
}

function renderTimeline(meals: Meal[], isLoaded: (date: string) => boolean = () => true) {
  const onPlanMeal = vi.fn();
  const rendered = renderWithProviders(
    <MealTimeline
      outline={outlineOf(meals)}
      meals={meals}
      isLoaded={isLoaded}
      actions={actions}
      onPlanMeal={onPlanMeal}
      onAddWithPhoto={() => {}}
    />,
  );
  return { ...rendered, onPlanMeal };
}

describe(`MealTimeline (TZ=${process.env.TZ ?? 'default'})`, () => {
  // Far from the meals below, so no day heading carries the "Today" badge whatever the real date.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-01T12:00:00Z') });
    // Each test's screen is the page's first: its list is positioned once that screen is up.
    performance.clearMarks();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const meals = [
    meal(1, '2026-11-23', {
      dish_id: 4,
      dish: { id: 4, dishName: 'Shakshuka', cookTime: 25, difficulty: 'Medium' },
      dish_text_fallback: 'Shakshuka',
    }),
    meal(2, '2026-11-25', { meal_type: 'Lunch', personal_meal: false, dish_text_fallback: 'Leftover Stew', meal_status: 'cancelled' }),
  ];

  it('shows every day from the first meal to the last, on the day each meal was planned', () => {
    renderTimeline(meals);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Monday, November 23, 2026', 'Tuesday, November 24, 2026', 'Wednesday, November 25, 2026']);
    const tuesday = screen.getByRole('region', { name: 'Tuesday, November 24, 2026' });
    expect(within(tuesday).getByText('No meals planned for this day.')).toBeInTheDocument();
  });

  it('condenses to the days with meals', async () => {
    const { user } = renderTimeline(meals);
    await user.click(screen.getByRole('button', { name: 'Condensed' }));
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Monday, November 23, 2026',
      'Wednesday, November 25, 2026',
    ]);
    expect(screen.getByRole('button', { name: 'Condensed' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('renders a meal row: type, dish link, cook time, difficulty, status and the shared tag', () => {
    renderTimeline(meals);
    const monday = screen.getByRole('region', { name: 'Monday, November 23, 2026' });
    expect(within(monday).getByRole('link', { name: 'Shakshuka' })).toHaveAttribute('href', '/dishes/4');
    expect(monday).toHaveTextContent('Cook time: 25 min');
    expect(monday).toHaveTextContent('Medium');
    expect(within(monday).getByRole('img', { name: 'Planned' })).toBeInTheDocument();

    const wednesday = screen.getByRole('region', { name: 'Wednesday, November 25, 2026' });
    expect(wednesday).toHaveTextContent('Leftover Stew');
    expect(within(wednesday).queryByRole('link')).toBeNull();
    expect(within(wednesday).getByText('Planned by Sam')).toBeInTheDocument();
    expect(within(wednesday).getByRole('img', { name: 'Cancelled' })).toBeInTheDocument();
    expect(within(wednesday).queryByLabelText('Status')).toBeNull();
  });

  it("opens the planning dialog preset to a day's date", async () => {
    const { user, onPlanMeal } = renderTimeline(meals);
    const tuesday = screen.getByRole('region', { name: 'Tuesday, November 24, 2026' });
    await user.click(within(tuesday).getByRole('button', { name: 'Add Meal' }));
    expect(onPlanMeal).toHaveBeenCalledWith('2026-11-24');
  });

  it('says a day is loading until its part of the timeline has arrived, never that it is empty', async () => {
    renderTimeline(meals, (date) => date !== '2026-11-24');
    // A loading day is not in the first view: it comes with the positioned list.
    const tuesday = await screen.findByRole('region', { name: 'Tuesday, November 24, 2026' });
    expect(within(tuesday).getByText('Loading meals...')).toBeInTheDocument();
    expect(within(tuesday).queryByText('No meals planned for this day.')).toBeNull();
    // Loading days still take a meal.
    expect(within(tuesday).getByRole('button', { name: 'Add Meal' })).toBeInTheDocument();
  });

  it('positions the first week once the screen is up in the same elements: a button focused there keeps the focus', async () => {
    // A layout, which jsdom has not: every day 150 px tall, five to a window of 768.
    const offsetHeight = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(150);
    onTestFinished(() => offsetHeight.mockRestore());
    renderTimeline([meal(1, '2026-11-23'), meal(2, '2026-12-05', { meal_type: 'Lunch' })]);
    // The first view: the first week only.
    expect(screen.queryByRole('region', { name: 'Tuesday, December 1, 2026' })).toBeNull();
    const monday = screen.getByRole('region', { name: 'Monday, November 23, 2026' });
    const addMeal = within(monday).getByRole('button', { name: 'Add Meal' });
    addMeal.focus();

    // The positioned list draws the days past it, and has kept the week's own elements.
    expect(await screen.findByRole('region', { name: 'Tuesday, December 1, 2026' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Monday, November 23, 2026' })).toBe(monday);
    expect(addMeal).toHaveFocus();
  });

  it('invites planning when there are no meals', () => {
    renderTimeline([]);
    expect(screen.getByText('No meals found. Plan a meal to get started!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Plan a Meal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add with Photo' })).toBeInTheDocument();
  });
});
