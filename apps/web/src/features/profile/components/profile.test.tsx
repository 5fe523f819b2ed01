import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppUser } from '@hearth/shared/app-user';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { sessionAnswer } from '../../../testing/session';
import { ProfileCard } from './profile-card';

afterEach(() => vi.unstubAllGlobals());

const ADA: AppUser = {
  id: 'u',
  email: 'ada@example.com',
  username: 'Ada',
  profile_image: null,
  theme: 'system',
  units: 'as-written',
  language: null,
  put_in_pantry: 'ask',
  admin: false,
};

describe('ProfileCard', () => {
  it("shows the username, the e-mail and the initial when there is no picture, with the product's buttons", () => {
    const { container } = renderWithProviders(<ProfileCard user={ADA} onSignOut={() => {}} signingOut={false} />);
    expect(screen.getByRole('heading', { name: 'Ada' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent('A');
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('edits the username and avatar, and returns to view mode once saved', async () => {
    const { calls } = fakeApi({
      'POST /auth/update-user': { body: { status: true } },
      'GET /auth/get-session': sessionAnswer(),
    });
    const { user } = renderWithProviders(<ProfileCard user={ADA} onSignOut={() => {}} signingOut={false} />);
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const name = screen.getByLabelText('Username');
    await user.clear(name);
    await user.type(name, 'Ada L.');
    await user.type(screen.getByLabelText('Avatar URL'), 'https://example.com/ada.png');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/auth/update-user')?.body).toEqual({
      username: 'Ada L.',
      name: 'Ada L.',
      image: 'https://example.com/ada.png',
    });
  });

  it("says the product's words when the update fails, and Cancel leaves the profile as it was", async () => {
    fakeApi({ 'POST /auth/update-user': { status: 500, body: { code: 'INTERNAL_ERROR', message: 'Something went wrong' } } });
    const { user } = renderWithProviders(<ProfileCard user={ADA} onSignOut={() => {}} signingOut={false} />);
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update profile. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Ada' })).toBeInTheDocument();
  });

  it('signs out with Sign Out', async () => {
    const onSignOut = vi.fn();
    const { user } = renderWithProviders(<ProfileCard user={ADA} onSignOut={onSignOut} signingOut={false} />);
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });
});
