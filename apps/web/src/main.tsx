import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { createRouter } from './app/router';
import { registerOfflineApp } from './lib/register-offline-app';
import { createQueryClient } from './lib/query-client';
import './styles/index.css';
import './styles/boot-shell.css';

// One client for the screens and for the route loaders that start their fetches.
const queryClient = createQueryClient();
const router = createRouter(queryClient);

registerOfflineApp();

function mount() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
}

// The browser paints index.html's static shell first (the frame after this one), then the app
// takes over: on a slow phone the first paint no longer waits for the app's JavaScript to run.
// The screen's data is already on its way: the router's loaders started it above.
requestAnimationFrame(() => setTimeout(mount, 0));
