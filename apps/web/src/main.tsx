import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { createRouter } from './app/router';
import { registerOfflineApp } from './lib/register-offline-app';
import { createQueryClient } from './lib/query-client';
import './styles/index.css';

// One client for the screens and for the route loaders that start their fetches.
const queryClient = createQueryClient();
const router = createRouter(queryClient);

registerOfflineApp();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
