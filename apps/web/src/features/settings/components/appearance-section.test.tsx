import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/auth/get-session';
import { useAppTheme } from '../../../lib/theme';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { SERVER_ERROR, sessionAnswer } from '../../../testing/session';
import { AppearanceSection } from './appearance-section';

afterEach(() => {
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.theme;
});

/** The section as the app shows it: the root layout applies the session's theme. */
function SettingsWithTheme() {
  useAppTheme();
  const session = useSession();
  return session.data ? <AppearanceSection theme={session.data.theme} /> : null;
}

describe('AppearanceSection', () => {
  it("shows the account's theme, applies it to the page and remembers it in this browser", async () => {
    fakeApi({ 'GET /auth/get-session': sessionAnswer({ theme: 'dark' }) });
    renderWithProviders(<SettingsWithTheme />);
    expect(await screen.findByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('switches at once and saves the choice to the account', async () => {
    const { calls } = fakeApi({
      'GET /auth/get-session': sessionAnswer({ theme: 'system' }),
      'POST /auth/update-user': { body: { status: true } },
    });
    const { user } = renderWithProviders(<SettingsWithTheme />);
    await user.click(await screen.findByRole('radio', { name: 'Light' }));

    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    await vi.waitFor(() => expect(calls).toContainEqual({ method: 'POST', path: '/auth/update-user', body: { theme: 'light' } }));
  });

  it('goes back to the previous theme and says so when saving fails', async () => {
    fakeApi({ 'GET /auth/get-session': sessionAnswer({ theme: 'dark' }), 'POST /auth/update-user': SERVER_ERROR });
    const { user } = renderWithProviders(<SettingsWithTheme />);
    await user.click(await screen.findByRole('radio', { name: 'System' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your theme could not be saved. Please try again.');
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('labels every choice', async () => {
    fakeApi({ 'GET /auth/get-session': sessionAnswer({ theme: 'system' }) });
    renderWithProviders(<SettingsWithTheme />);
    expect(await screen.findByRole('group', { name: 'Theme' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['light', 'dark', 'system']);
  });
});
