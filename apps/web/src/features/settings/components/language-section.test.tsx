import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/auth/get-session';
import { LanguageProvider } from '../../../lib/i18n/language-provider';
import { loadMessages } from '../../../lib/i18n/load-messages';
import { LOCALE_KEY } from '../../../lib/i18n/locale-choice';
import { switchLocale } from '../../../lib/i18n/locale-switch';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { SERVER_ERROR, sessionAnswer } from '../../../testing/session';
import { LanguageSection } from './language-section';

// The catalogs compile on first import; have them ready, as a browser has them once fetched.
beforeAll(() => Promise.all((['nl', 'sv', 'ar', 'de'] as const).map(loadMessages)), 60_000);

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => switchLocale('en'));
});

/** The section as Settings shows it, inside the provider that keeps the app in the session's language. */
function SettingsWithLanguage() {
  const session = useSession();
  if (!session.data) return null;
  return (
    <LanguageProvider>
      <LanguageSection key={session.data.language ?? ''} language={session.data.language} />
    </LanguageProvider>
  );
}

function browserReads(...languages: string[]) {
  vi.stubGlobal('navigator', { ...navigator, languages, language: languages[0] });
}

describe('LanguageSection', () => {
  it("offers the browser's language and each of the ten, each named in itself", async () => {
    browserReads('nl-BE', 'en');
    fakeApi({ 'GET /auth/get-session': sessionAnswer() });
    renderWithProviders(<SettingsWithLanguage />);
    // The browser reads Dutch, so the app shows Dutch until the account chooses.
    const select = await screen.findByRole('combobox', { name: 'The Hearth weergeven in' });
    expect(select).toHaveValue('');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'De taal van deze browser',
      'English',
      'Deutsch',
      'Français',
      'Español',
      'Italiano',
      'Nederlands',
      'Português (Brasil)',
      'Polski',
      'Svenska',
      'العربية',
    ]);
    expect(select).toHaveAccessibleDescription('Nu Nederlands, zoals deze browser vraagt.');
    expect(document.documentElement).toHaveAttribute('lang', 'nl');
  });

  it('applies a choice at once, remembers it for the next visit, and saves it to the account', async () => {
    browserReads('en-US');
    const { calls } = fakeApi({
      'GET /auth/get-session': sessionAnswer(),
      'POST /auth/update-user': { body: { status: true } },
    });
    const { user } = renderWithProviders(<SettingsWithLanguage />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Show The Hearth in' }), 'العربية');

    expect(await screen.findByRole('heading', { name: 'اللغة' })).toBeVisible();
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(localStorage.getItem(LOCALE_KEY)).toBe('ar');
    await vi.waitFor(() => expect(calls).toContainEqual({ method: 'POST', path: '/auth/update-user', body: { language: 'ar' } }));

    // Back to the browser's language: the choice is cleared and the browser's languages apply again.
    await user.selectOptions(screen.getByRole('combobox', { name: 'اعرض The Hearth باللغة' }), '');
    expect(await screen.findByRole('heading', { name: 'Language' })).toBeVisible();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(localStorage.getItem(LOCALE_KEY)).toBeNull();
    await vi.waitFor(() => expect(calls).toContainEqual({ method: 'POST', path: '/auth/update-user', body: { language: null } }));
  });

  it('shows the language kept on the account over the browser', async () => {
    browserReads('en-US');
    fakeApi({ 'GET /auth/get-session': sessionAnswer({ language: 'sv' }) });
    renderWithProviders(<SettingsWithLanguage />);
    expect(await screen.findByRole('combobox', { name: 'Visa The Hearth på' })).toHaveValue('sv');
  });

  it('goes back to the previous language and says so when saving fails', async () => {
    browserReads('en-US');
    fakeApi({ 'GET /auth/get-session': sessionAnswer({ language: 'de' }), 'POST /auth/update-user': SERVER_ERROR });
    const { user } = renderWithProviders(<SettingsWithLanguage />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'The Hearth anzeigen auf' }), 'it');
    expect(await screen.findByRole('alert')).toHaveTextContent('Deine Sprachwahl konnte nicht gespeichert werden.');
    expect(screen.getByRole('combobox', { name: 'The Hearth anzeigen auf' })).toHaveValue('de');
    expect(document.documentElement).toHaveAttribute('lang', 'de');
  });
});
