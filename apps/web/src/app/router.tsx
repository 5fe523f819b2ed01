import { createBrowserRouter, Navigate } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { ProtectedRoute } from './protected-route';
import { RouteError } from './route-error';

/**
 * The route table of spec section 2. Each screen is its own chunk, loaded on first visit.
 * Every route except /login and /register is behind the guard (dishes are personal).
 */
export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        { path: '/login', lazy: () => import('./routes/login') },
        { path: '/register', lazy: () => import('./routes/register') },
        {
          element: <ProtectedRoute />,
          children: [
            { path: '/', element: <Navigate to="/dashboard" replace /> },
            { path: '/dashboard', lazy: () => import('./routes/dashboard') },
            { path: '/dashboard/:hearthId', lazy: () => import('./routes/hearth-dashboard') },
            { path: '/join/:token', lazy: () => import('./routes/join') },
            { path: '/dishes', lazy: () => import('./routes/dishes/list') },
            { path: '/dishes/new', lazy: () => import('./routes/dishes/form') },
            { path: '/dishes/:id', lazy: () => import('./routes/dishes/detail') },
            { path: '/dishes/:id/cook', lazy: () => import('./routes/dishes/cook') },
            { path: '/dishes/:id/edit', lazy: () => import('./routes/dishes/form') },
            { path: '/profile', lazy: () => import('./routes/profile') },
            { path: '/settings', lazy: () => import('./routes/settings') },
            { path: '/meal-prep', lazy: () => import('./routes/meal-prep') },
            { path: '*', lazy: () => import('./routes/not-found') },
          ],
        },
      ],
    },
  ]);
}
