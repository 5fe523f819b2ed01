import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../testing/fake-api';
import { renderWithProviders } from '../../testing/render';
import { sessionAnswer } from '../../testing/session';
import { NavBar } from './nav-bar';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the menu', () => {
  it('shows the admin screen to admins', async () => {
    fakeApi({ 'GET /auth/get-session': sessionAnswer({ role: 'admin' }) });
    renderWithProviders(<NavBar signedIn />);
    const links = await screen.findAllByRole('link', { name: 'Admin' }, { timeout: 5000 });
    expect(links[0]).toHaveAttribute('href', '/admin');
  });

  it('does not show it to anyone else', async () => {
    const { fetchMock } = fakeApi({ 'GET /auth/get-session': sessionAnswer({ role: 'user' }) });
    renderWithProviders(<NavBar signedIn />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await screen.findAllByRole('link', { name: 'Settings' });
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });
});
