import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLocale } from '../../lib/i18n/locale-switch';
import { fakeApi } from '../../testing/fake-api';
import { renderWithProviders } from '../../testing/render';
import { sessionAnswer } from '../../testing/session';
import { NavBar } from './nav-bar';

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => switchLocale('en'));
});

describe('the menu in other languages', () => {
  it('speaks German, the name of the app staying as it is', async () => {
    await act(() => switchLocale('de'));
    fakeApi({ 'GET /auth/get-session': sessionAnswer({ role: 'admin' }) });
    renderWithProviders(<NavBar signedIn />);
    expect((await screen.findAllByRole('link', { name: 'Verwaltung' }, { timeout: 15_000 }))[0]).toHaveAttribute('href', '/admin');
    expect(screen.getAllByRole('link', { name: 'Einkaufsliste' })[0]).toHaveAttribute('href', '/shopping');
    expect(screen.getByRole('navigation', { name: 'Hauptmenü' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menü öffnen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'The Hearth' })).toHaveAttribute('href', '/dashboard');
  });
});
