import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SignInOptions } from '@hearth/shared/sign-in-rules';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { LoginForm } from './login-form';
import { RegisterForm } from '../sign-up/register-form';

const OPEN: SignInOptions = { password: true, google: false, sso: { name: 'Household ID' }, signUp: 'open' };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the sign-in screen with single sign-on', () => {
  it('offers the provider by name and starts its sign-in, coming back to where the person was going', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { calls } = fakeApi({ 'POST /auth/sign-in/social': { body: { url: 'https://id.example/authorize?x=1', redirect: true } } });
    const { user } = renderWithProviders(<LoginForm onSignedIn={() => {}} options={OPEN} returnTo="/dishes" />);
    await user.click(screen.getByRole('button', { name: 'Sign in with Household ID' }));
    expect(calls).toEqual([
      { method: 'POST', path: '/auth/sign-in/social', body: { provider: 'oidc', callbackURL: '/dishes', errorCallbackURL: '/login' } },
    ]);
    expect(assign).toHaveBeenCalledWith('https://id.example/authorize?x=1');
  });

  it('hides e-mail and password when single sign-on is the only door', () => {
    renderWithProviders(<LoginForm onSignedIn={() => {}} options={{ ...OPEN, password: false }} />);
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument();
    expect(screen.getByText('This server signs people in only through its single sign-on.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with Household ID' })).toBeInTheDocument();
  });

  it('keeps e-mail and password while the doors are not known, and no Google button that could only fail', () => {
    renderWithProviders(<LoginForm onSignedIn={() => {}} />);
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument();
  });

  it('explains why a single sign-on came back', () => {
    renderWithProviders(
      <LoginForm onSignedIn={() => {}} options={OPEN} notice="This server is not taking new accounts. Ask the person who runs it." />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This server is not taking new accounts.');
  });
});

describe('the Register screen and the sign-up policy', () => {
  it('explains a closed server instead of showing a form that would fail', () => {
    renderWithProviders(<RegisterForm onSignedIn={() => {}} options={{ ...OPEN, signUp: 'closed' }} />);
    expect(screen.getByText('Sign-up is closed')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('This server is not taking new accounts.');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sign up with/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('asks for an invitation when sign-up is by invitation and none came with the visitor', () => {
    renderWithProviders(<RegisterForm onSignedIn={() => {}} options={{ ...OPEN, signUp: 'invite' }} />);
    expect(screen.getByText('Invitation needed')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('lets an invited visitor sign up, and hands the invitation to the server in a cookie', async () => {
    const { calls } = fakeApi({
      'POST /auth/sign-up/email': { body: { token: 't', user: { id: '1', email: 'ada@example.com', name: 'Ada', emailVerified: false } } },
    });
    const onSignedIn = vi.fn();
    const setCookie = vi.spyOn(document, 'cookie', 'set');
    const { user } = renderWithProviders(
      <RegisterForm onSignedIn={onSignedIn} options={{ ...OPEN, signUp: 'invite' }} invitation="tok-123" />,
    );
    expect(screen.getByText('You are signing up with an invitation.')).toBeInTheDocument();
    // For the auth endpoints only, for an hour.
    expect(setCookie).toHaveBeenCalledWith('hearth_invite=tok-123; Path=/api/auth; Max-Age=3600; SameSite=Lax');
    await user.type(screen.getByLabelText('Username'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'abcdef');
    await user.type(screen.getByLabelText('Confirm Password'), 'abcdef');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/auth/sign-up/email' });
    expect(screen.getByRole('button', { name: 'Sign up with Household ID' })).toBeInTheDocument();
  });
});
