import type { LoadRequest } from './api-load.js';
import { windowEndOf, windowStartOf } from '../apps/web/src/features/meals/api/meal-windows.js';
import { localToday } from '../apps/web/src/lib/dates.js';

/** The routes the bench measures, in table order. */
export const ROUTE_NAMES = ['noop', 'dishRead', 'dishList', 'mealsTimeline', 'mealDays', 'mealCreate'] as const;
export type RouteName = (typeof ROUTE_NAMES)[number];

/** Reads get a ratio to the no-op route; the write does not. */
export const READ_ROUTES = ['dishRead', 'dishList', 'mealsTimeline', 'mealDays'] as const;

/**
 * What each figure asks of the server, as the web app asks it: the dish read walks through
 * the whole library; the timeline is what /dashboard asks first, the four weeks around today
 * with their dishes (the app's own window arithmetic) and the outline of every day with meals;
 * the write is the planning dialog's body.
 */
export function benchRequests(dishIds: readonly number[], today = localToday()): Record<RouteName, LoadRequest> {
  let next = 0;
  const nextDishId = () => {
    next = (next + 7919) % dishIds.length;
    return dishIds[next] as number;
  };
  const middleDish = dishIds[Math.floor(dishIds.length / 2)] as number;
  const windowStart = windowStartOf(today);
  return {
    noop: { path: '/api/health/live' },
    dishRead: { path: `/api/dishes/${middleDish}`, nextPath: () => `/api/dishes/${nextDishId()}` },
    dishList: { path: '/api/dishes', largeAnswer: true },
    mealsTimeline: { path: `/api/meals?startDate=${windowStart}&endDate=${windowEndOf(windowStart)}&include_dishes=true` },
    mealDays: { path: '/api/meals/days' },
    mealCreate: {
      method: 'POST',
      path: '/api/meals',
      body: {
        personal_meal: true,
        date: '2026-12-24T12:00:00.000Z',
        meal_type: 'Dinner',
        meal_status: 'planned',
        dish_id: middleDish,
        notes: null,
      },
    },
  };
}
