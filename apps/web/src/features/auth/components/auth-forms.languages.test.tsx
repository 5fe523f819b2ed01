import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SignInOptions } from '@hearth/shared/sign-in-rules';
import { loadAuthSchemas } from '../../../lib/auth/auth-schemas';
import { switchLocale } from '../../../lib/i18n/locale-switch';
import { renderWithProviders } from '../../../testing/render';
import { LoginForm } from './login-form';
import { RegisterForm } from '../sign-up/register-form';

/** An error answer as the API gives it: a code and its values beside the English message. */
function answer(status: number, body: object) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })),
  );
}

/** A server that offers Google sign-in, so the forms show its button and the OR between. */
const WITH_GOOGLE: SignInOptions = { password: true, google: true, sso: null, signUp: 'open' };

/** Puts a whole value in a box at once, as a paste does. */
async function fill(user: ReturnType<typeof renderWithProviders>['user'], box: HTMLElement, value: string) {
  await user.click(box);
  await user.paste(value);
}

// The forms load their schemas on first use; load them once here rather than inside a test.
beforeAll(async () => {
  await loadAuthSchemas();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => switchLocale('en'));
});

describe('sign-in and sign-up in German and Arabic', () => {
  it('sign up speaks German, its checks included, and never shows the English', async () => {
    await act(() => switchLocale('de'));
    const { user } = renderWithProviders(<RegisterForm onSignedIn={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Registrieren' })).toBeVisible();
    await fill(user, screen.getByLabelText('Benutzername'), 'Ada');
    await fill(user, screen.getByLabelText('E-Mail'), 'ada@example.com');
    await fill(user, screen.getByLabelText('Passwort'), 'abc');
    await fill(user, screen.getByLabelText('Passwort bestätigen'), 'abd');
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByText('Muss mindestens 6 Zeichen lang sein')).toBeVisible();
    expect(screen.getByText('Die Passwörter stimmen nicht überein')).toBeVisible();
    expect(document.body).not.toHaveTextContent(/Password|Passwords do not match/);
    expect(screen.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/login');
  });

  it('says in German that sign-up is closed, and names the single sign-on door', async () => {
    await act(() => switchLocale('de'));
    const { unmount } = renderWithProviders(<RegisterForm onSignedIn={() => {}} options={{ ...WITH_GOOGLE, signUp: 'closed' }} />);
    expect(screen.getByText('Die Registrierung ist geschlossen')).toBeVisible();
    expect(screen.getByText('Dieser Server nimmt keine neuen Konten an.', { exact: false })).toBeVisible();
    unmount();
    renderWithProviders(<LoginForm onSignedIn={() => {}} options={{ ...WITH_GOOGLE, password: false, sso: { name: 'Household ID' } }} />);
    expect(screen.getByText('Auf diesem Server meldest du dich nur über die zentrale Anmeldung an.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mit Household ID anmelden' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mit Google anmelden' })).toBeVisible();
  });

  it('says the API’s refusal in German by its code, not in the server’s English', async () => {
    await act(() => switchLocale('de'));
    answer(422, { code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', message: 'User already exists. Use another email.' });
    const { user } = renderWithProviders(<RegisterForm onSignedIn={() => {}} />);
    await fill(user, screen.getByLabelText('Benutzername'), 'Ada');
    await fill(user, screen.getByLabelText('E-Mail'), 'ada@example.com');
    await fill(user, screen.getByLabelText('Passwort'), 'secret1');
    await fill(user, screen.getByLabelText('Passwort bestätigen'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Zu dieser E-Mail-Adresse gibt es schon ein Konto. Melde dich an oder nimm eine andere Adresse.',
    );
  });

  it('sign in speaks Arabic, right to left, and names the limit that refused it', async () => {
    await act(() => switchLocale('ar'));
    answer(429, {
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
      params: { limit: 'sign-in-email' },
    });
    const { user } = renderWithProviders(<LoginForm onSignedIn={() => {}} options={WITH_GOOGLE} />);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
    expect(screen.getByRole('separator')).toHaveTextContent('أو');
    expect(screen.getByRole('button', { name: 'تسجيل الدخول عبر Google' })).toBeVisible();
    await fill(user, screen.getByLabelText('البريد الإلكتروني'), 'ada@example.com');
    await fill(user, screen.getByLabelText('كلمة المرور'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('محاولات تسجيل دخول كثيرة جدًا. انتظر بضع دقائق ثم حاول مرة أخرى.');
  });

  it('keeps English exactly as it was: the schema’s and the server’s own words', async () => {
    answer(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' });
    const { user } = renderWithProviders(<LoginForm onSignedIn={() => {}} />);
    await fill(user, screen.getByLabelText('Email'), 'ada');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Enter a valid email address')).toBeVisible();
    await fill(user, screen.getByLabelText('Email'), '@example.com');
    await fill(user, screen.getByLabelText('Password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByText('New here?', { exact: false })).toHaveTextContent('New here? Create an account');
  });
});
