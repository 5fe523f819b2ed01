import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { ChangePasswordForm } from './change-password-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fill(user: ReturnType<typeof renderWithProviders>['user'], current: string, next: string, confirmation = next) {
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordForm', () => {
  it('refuses a new password under 6 characters without calling the server', async () => {
    const { calls } = fakeApi({});
    const { user } = renderWithProviders(<ChangePasswordForm />);
    await fill(user, 'old secret', 'abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at least 6 characters');
    expect(calls).toEqual([]);
  });

  it('refuses a confirmation that does not match', async () => {
    const { calls } = fakeApi({});
    const { user } = renderWithProviders(<ChangePasswordForm />);
    await fill(user, 'old secret', 'new secret', 'new secrets');
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(calls).toEqual([]);
  });

  it('changes the password, signing other devices out, then says so and empties the form', async () => {
    const { calls } = fakeApi({ 'POST /auth/change-password': { body: { token: 'new', user: {} } } });
    const { user } = renderWithProviders(<ChangePasswordForm />);
    await fill(user, 'old secret', 'new secret');

    expect(await screen.findByText(/Your password has been changed\./)).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/auth/change-password',
        body: { currentPassword: 'old secret', newPassword: 'new secret', revokeOtherSessions: true },
      },
    ]);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the current password is wrong, keeping what was typed', async () => {
    fakeApi({ 'POST /auth/change-password': { status: 400, body: { code: 'INVALID_PASSWORD', message: 'Invalid password' } } });
    const { user } = renderWithProviders(<ChangePasswordForm />);
    await fill(user, 'not it', 'new secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your current password is not correct.');
    expect(screen.getByLabelText('New password')).toHaveValue('new secret');
    expect(screen.queryByText(/Your password has been changed/)).not.toBeInTheDocument();
  });

  it("shows the server's message for anything else", async () => {
    fakeApi({ 'POST /auth/change-password': { status: 429, body: { code: 'TOO_MANY_REQUESTS', message: 'Too many requests.' } } });
    const { user } = renderWithProviders(<ChangePasswordForm />);
    await fill(user, 'old secret', 'new secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests.');
  });
});
