import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLocale } from '../../../lib/i18n/locale-switch';
import { testMeal } from '../../../testing/meals';
import { renderWithProviders } from '../../../testing/render';
import type { MealRowActions } from './meal-row';
import { MealTimeline } from './meal-timeline';

const actions: MealRowActions = {
  canChange: () => true,
  onStatusChange: () => {},
  onDelete: () => {},
  onMove: () => {},
  onChangeFollowing: () => {},
  sharedTag: () => '',
};

const meals = [
  testMeal(1, '2026-11-24', {
    meal_type: 'Dinner',
    dish_id: 4,
    dish: { id: 4, dishName: 'Shakshuka', cookTime: 25, difficulty: 'Medium' },
    dish_text_fallback: 'Shakshuka',
    series_id: 3,
  }),
];

function renderTimeline() {
  renderWithProviders(
    <MealTimeline
      outline={{ first: '2026-11-24', last: '2026-11-24', days: [{ date: '2026-11-24' }] }}
      meals={meals}
      isLoaded={() => true}
      actions={actions}
      onPlanMeal={() => {}}
      onAddWithPhoto={() => {}}
    />,
  );
}

describe('the meal timeline in other languages', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-01T12:00:00Z') });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await act(() => switchLocale('en'));
  });

  it('writes the day, the meal type, its status and its menu in German; the dish stays as typed', async () => {
    await act(() => switchLocale('de'));
    renderTimeline();
    expect(screen.getByRole('heading', { level: 1, name: 'Mahlzeitenplan' })).toBeVisible();
    const day = screen.getByRole('region', { name: 'Dienstag, 24. November 2026' });
    expect(within(day).getAllByText('Abendessen')[0]).toBeInTheDocument();
    expect(within(day).getByText('Kochzeit: 25 Min.')).toBeInTheDocument();
    expect(within(day).getByText('Mittel')).toBeInTheDocument();
    expect(within(day).getByText('Serie')).toBeInTheDocument();
    expect(within(day).getAllByRole('img', { name: 'Geplant' })[0]).toBeInTheDocument();
    expect(within(day).getByRole('link', { name: 'Shakshuka' })).toHaveAttribute('title', 'Klicken, um das Gericht anzusehen');
    expect(within(day).getAllByRole('button', { name: 'Weitere Aktionen für Abendessen: Shakshuka' }).length).toBeGreaterThan(0);
  });

  it('writes the day the Arabic way', async () => {
    await act(() => switchLocale('ar'));
    renderTimeline();
    expect(screen.getByRole('heading', { level: 2, name: /2026/ })).toHaveTextContent(/الثلاثاء/);
    expect(screen.getAllByText('العشاء')[0]).toBeInTheDocument();
  });
});
