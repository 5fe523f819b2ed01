import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type HydrationState, Navigate, type RouteObject } from 'react-router';
import { parseId } from '@hearth/shared/ids';
import { getSignInOptionsQueryOptions } from '../features/auth/api/get-sign-in-options';
import { getCookedHistoryQueryOptions } from '../features/cooked/api/get-cooked-history';
import { getDishQueryOptions } from '../features/dishes/api/get-dish';
import { getDishesQueryOptions, getFirstDishesQueryOptions } from '../features/dishes/api/get-dishes';
import { getHearthQueryOptions } from '../features/hearths/api/get-hearth';
import { getHearthsQueryOptions } from '../features/hearths/api/get-hearths';
import { getShoppingListsQueryOptions } from '../features/shopping-lists/api/get-shopping-lists';
import { getMealDaysQueryOptions } from '../features/meals/api/get-meal-days';
import { getMealWindowQueryOptions } from '../features/meals/api/get-meal-window';
import { initialMealWindows } from '../features/meals/api/meal-windows';
import { getSessionQueryOptions } from '../lib/auth/get-session';
import { renderingOnServer } from '../lib/server-render';
import { getConnectedServicesQueryOptions } from '../lib/services';
import { RootLayout } from './layout/root-layout';
import { ProtectedRoute } from './protected-route';
import { prefetch, type Prefetchable } from './prefetch';
import { RouteError } from './route-error';

/** The browser's router over the route table, taking over a page the server rendered when it did. */
export function createRouter(queryClient: QueryClient, routes = createRoutes(queryClient), hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { hydrationData });
}

/**
 * The route table of docs/product.md#routes. Each screen is its own chunk, loaded on first visit.
 * Every route except /login, /register and /reset-password is behind the guard (dishes are personal).
 * The server renders its first screens from this same table (entry-server.tsx).
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const idFrom = (raw: string | undefined) => parseId(raw ?? '');
  /** The person's own data for a screen, once the session says who they are. */
  const prefetchForUser = (optionsFor: (userId: string) => ReadonlyArray<Prefetchable>) =>
    prefetch(queryClient, async () => {
      const user = await queryClient.ensureQueryData(getSessionQueryOptions());
      return user ? optionsFor(user.id) : [];
    });
  /** A dish screen's data, for the dish in the address (none for an address that names no dish). */
  const prefetchForDish = (optionsFor: (dishId: number) => ReadonlyArray<Prefetchable>) =>
    prefetch(queryClient, ({ params }) => {
      const dishId = idFrom(params.id);
      return dishId === null ? [] : optionsFor(dishId);
    });
  /** The sign-in pages' Google button, asked while their code loads. */
  const prefetchSignInOptions = () => {
    void queryClient.prefetchQuery(getSignInOptionsQueryOptions());
    return null;
  };
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        // Before the guard: a signed-out visitor to / lands on /login?from=/dashboard (docs/product.md#routes).
        { path: '/', element: <Navigate to="/dashboard" replace /> },
        // The doors the server offers load beside the screen's code (a visitor is signed out, so
        // not through `prefetch`, which fetches only for people who may be signed in).
        { path: '/login', loader: prefetchSignInOptions, lazy: () => import('./routes/login') },
        { path: '/register', loader: prefetchSignInOptions, lazy: () => import('./routes/register') },
        { path: '/reset-password', lazy: () => import('./routes/reset-password') },
        // Open: an invitation says who invites whom before anyone signs in.
        { path: '/join/:token', lazy: () => import('./routes/join') },
        {
          element: <ProtectedRoute />,
          children: [
            {
              path: '/dashboard',
              loader: prefetch(queryClient, () => [
                getMealDaysQueryOptions(),
                ...initialMealWindows().map((start) => getMealWindowQueryOptions(start)),
                getHearthsQueryOptions(),
                getConnectedServicesQueryOptions(),
              ]),
              lazy: () => import('./routes/dashboard'),
            },
            {
              path: '/dashboard/:hearthId',
              loader: prefetch(queryClient, ({ params }) => {
                const hearthId = idFrom(params.hearthId);
                if (hearthId === null) return [];
                return [
                  getHearthQueryOptions(hearthId),
                  getMealDaysQueryOptions(hearthId),
                  ...initialMealWindows().map((start) => getMealWindowQueryOptions(start, hearthId)),
                  getConnectedServicesQueryOptions(),
                ];
              }),
              lazy: () => import('./routes/hearth-dashboard'),
            },
            {
              path: '/dishes',
              // The server renders the first cards from a screenful (decision 0083); the whole
              // library is the browser's to fetch, from its own copy when it has one.
              loader: prefetchForUser((userId) => [
                renderingOnServer() ? getFirstDishesQueryOptions() : getDishesQueryOptions(userId),
                getHearthsQueryOptions(),
              ]),
              lazy: () => import('./routes/dishes/list'),
            },
            { path: '/dishes/new', lazy: () => import('./routes/dishes/form') },
            { path: '/dishes/import', lazy: () => import('./routes/dishes/import') },
            {
              path: '/dishes/:id',
              loader: prefetchForDish((dishId) => [
                getDishQueryOptions(dishId),
                getCookedHistoryQueryOptions(dishId),
                getConnectedServicesQueryOptions(),
              ]),
              lazy: () => import('./routes/dishes/detail'),
            },
            {
              path: '/dishes/:id/cook',
              loader: prefetchForDish((dishId) => [getDishQueryOptions(dishId)]),
              lazy: () => import('./routes/dishes/cook'),
            },
            { path: '/dishes/:id/edit', lazy: () => import('./routes/dishes/form') },
            {
              path: '/shopping',
              loader: prefetchForUser((userId) => [
                getShoppingListsQueryOptions(userId),
                getHearthsQueryOptions(),
                getConnectedServicesQueryOptions(),
              ]),
              lazy: () => import('./routes/shopping'),
            },
            { path: '/pantry', lazy: () => import('./routes/pantry') },
            { path: '/cook-now', lazy: () => import('./routes/cook-now') },
            { path: '/plan-week', lazy: () => import('./routes/plan-week') },
            { path: '/hearths', loader: prefetch(queryClient, () => [getHearthsQueryOptions()]), lazy: () => import('./routes/hearths') },
            { path: '/profile', loader: prefetch(queryClient, () => [getHearthsQueryOptions()]), lazy: () => import('./routes/profile') },
            { path: '/settings', loader: prefetch(queryClient, () => [getHearthsQueryOptions()]), lazy: () => import('./routes/settings') },
            { path: '/meal-prep', lazy: () => import('./routes/meal-prep') },
            { path: '/admin', lazy: () => import('./routes/admin') },
            { path: '*', lazy: () => import('./routes/not-found') },
          ],
        },
      ],
    },
  ];
}
