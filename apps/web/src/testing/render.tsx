import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { MessagesProvider } from '../lib/i18n/messages-provider';
import { createQueryClient } from '../lib/query-client';

/** Renders a component the way the app does: with a query client, a router and the message runtime (in its language now). */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MessagesProvider>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </MessagesProvider>
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient };
}
