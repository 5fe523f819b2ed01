import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAuthSchemas } from '../../../lib/auth/auth-schemas';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { RegisterForm } from './register-form';

// The form loads its schemas on first use; load them once here rather than inside a test.
beforeAll(async () => {
  await loadAuthSchemas();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fillForm(user: ReturnType<typeof renderWithProviders>['user'], password: string, confirmation: string) {
  await user.type(screen.getByLabelText('Username'), 'Ada');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('RegisterForm', () => {
  it('refuses mismatched passwords without calling the server', async () => {
    const { calls } = fakeApi({});
    const { user } = renderWithProviders(<RegisterForm onSignedIn={() => {}} />);
    await fillForm(user, 'abcdef', 'abcdeg');
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(calls).toEqual([]);
  });

  it('sends a cook who signs up with Google back where they came from (an invitation)', async () => {
    const { calls } = fakeApi({
      // No consent address in the answer: the page stays, so the request can be read.
      'POST /auth/sign-in/social': { body: {} },
    });
    const { user } = renderWithProviders(
      <RegisterForm
        options={{ password: true, google: true, sso: null, signUp: 'open' }}
        returnTo="/join/an-invitation"
        onSignedIn={() => {}}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Sign up with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Google sign-in failed');
    expect(calls.find((call) => call.path === '/auth/sign-in/social')?.body).toEqual({
      provider: 'google',
      callbackURL: '/join/an-invitation',
    });
  });

  it('refuses a password under 6 characters', async () => {
    const { user } = renderWithProviders(<RegisterForm onSignedIn={() => {}} />);
    await fillForm(user, 'abc', 'abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at least 6 characters');
  });

  it('shows the confirmation notice when the server signs nobody in', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ token: null, user: { id: '1', email: 'ada@example.com', name: 'Ada', emailVerified: false } }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    const onSignedIn = vi.fn();
    const { user } = renderWithProviders(<RegisterForm onSignedIn={onSignedIn} />);
    await fillForm(user, 'abcdef', 'abcdef');
    expect(await screen.findByText('Please check your email for a confirmation link to complete your registration.')).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows the service\'s message, else "Registration failed"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 'X', message: 'User already exists. Use another email.' }), { status: 422 })),
    );
    const { user } = renderWithProviders(<RegisterForm onSignedIn={() => {}} />);
    await fillForm(user, 'abcdef', 'abcdef');
    expect(await screen.findByRole('alert')).toHaveTextContent('User already exists. Use another email.');
  });
});
