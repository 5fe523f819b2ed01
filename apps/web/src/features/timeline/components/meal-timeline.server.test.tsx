import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Meal } from '@hearth/shared/meals';
import { addDays } from '@hearth/shared/calendar-dates';
import { testMeal } from '../../../testing/meals';
import { MessagesProvider } from '../../../lib/i18n/messages-provider';
import { createQueryClient } from '../../../lib/query-client';
import { markServerRender } from '../../../lib/server-render';
import { MealTimeline } from './meal-timeline';
import type { TimelineOutline } from './timeline-days';

const TODAY = '2026-06-01';

// As entry-server.tsx does: this file's modules render as the server's renderer.
markServerRender();

/** The timeline as the server renders it (entry-server.tsx): no window to measure, no effects. */
function renderOnServer(meals: Meal[], isLoaded: (date: string) => boolean = () => true): string {
  const days = [...new Set(meals.map((meal) => meal.date.slice(0, 10)))].sort().map((date) => ({ date }));
  const outline: TimelineOutline = { first: days[0]?.date ?? null, last: days.at(-1)?.date ?? null, days };
  return renderToString(
    <QueryClientProvider client={createQueryClient()}>
      <MessagesProvider>
        <MemoryRouter>
          <MealTimeline
            outline={outline}
            meals={meals}
            isLoaded={isLoaded}
            actions={{ canChange: () => true, onStatusChange: () => {}, onDelete: () => {}, sharedTag: () => '' }}
            onPlanMeal={() => {}}
            onAddWithPhoto={() => {}}
          />
        </MemoryRouter>
      </MessagesProvider>
    </QueryClientProvider>,
  );
}

const dinnerOn = (id: number, daysFromToday: number, name: string) =>
  testMeal(id, addDays(TODAY, daysFromToday), { dish_text_fallback: name, dish_id: null, dish: undefined });

describe('the timeline drawn by the server', () => {
  beforeEach(() => {
    // Noon where the test runs (it runs in several zones), so that today is TODAY in each.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${TODAY}T12:00:00`) });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the week from today in the flow of the page, without style attributes', () => {
    const html = renderOnServer([
      dinnerOn(1, -30, 'Old Soup'),
      dinnerOn(2, 0, 'Paella'),
      dinnerOn(3, 6, 'Week Stew'),
      dinnerOn(4, 7, 'Later Pie'),
    ]);
    expect(html).not.toMatch(/\sstyle="/);
    // A month of days lies above today: the list opens at today, and shows one week of it.
    expect(html).not.toContain('Old Soup');
    expect(html).toContain('Paella');
    expect(html).toContain('Week Stew');
    expect(html).not.toContain('Later Pie');
  });

  it('starts at the first day when today is near it, and stops before a day whose meals are still loading', () => {
    const html = renderOnServer(
      [dinnerOn(1, -2, 'Soup'), dinnerOn(2, 1, 'Paella'), dinnerOn(3, 3, 'Stew')],
      (date) => date <= addDays(TODAY, 2),
    );
    expect(html).not.toMatch(/\sstyle="/);
    expect(html).toContain('Soup');
    expect(html).toContain('Paella');
    // That day would need a style attribute for its height while it loads.
    expect(html).not.toContain(`data-day="${addDays(TODAY, 3)}"`);
  });
});
