import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminAccount, AdminSettings } from '@hearth/shared/admin';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { AccountsSection } from './accounts-section';
import { BackupsSection } from './backups-section';
import { SignUpSection } from './sign-up-section';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ADA: AdminAccount = {
  id: 'ada',
  name: 'Ada',
  email: 'ada@example.com',
  created_at: '2026-01-05T10:00:00.000Z',
  last_active_at: '2026-11-20T10:00:00.000Z',
  dishes: 12,
  role: 'admin',
  disabled: false,
};
const BOB: AdminAccount = { ...ADA, id: 'bob', name: 'Bob', email: 'bob@example.com', role: 'user', dishes: 1, last_active_at: null };

const SETTINGS: AdminSettings = {
  signUp: 'open',
  signUpDefault: 'open',
  mail: true,
  backups: {
    kind: 'sqlite',
    every_hours: 24,
    keep: 7,
    latest: { file: 'hearth-x.db', taken_at: '2026-11-26T03:00:00.000Z', bytes: 3_400_000 },
  },
};

describe('the accounts on the admin screen', () => {
  it('lists name, e-mail, joined, last active and dishes', async () => {
    fakeApi({ 'GET /admin/accounts': { body: { accounts: [ADA, BOB] } } });
    renderWithProviders(<AccountsSection selfId="ada" canSendReset />);
    const bob = await screen.findByRole('listitem', { name: 'Bob' });
    expect(bob).toHaveTextContent('bob@example.com');
    expect(bob).toHaveTextContent('Joined Jan 5, 2026 · Not signed in anywhere · 1 dish');
    const ada = screen.getByRole('listitem', { name: 'Ada' });
    expect(ada).toHaveTextContent('You');
    expect(ada).toHaveTextContent('Admin');
    expect(ada).toHaveTextContent('12 dishes');
    // Nobody disables or deletes themselves here.
    expect(within(ada).queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument();
    expect(within(ada).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('disables an account once the admin confirms, and shows it disabled', async () => {
    const { calls } = fakeApi({
      'GET /admin/accounts': { body: { accounts: [ADA, BOB] } },
      'PATCH /admin/accounts/bob': { body: { ...BOB, disabled: true } },
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderWithProviders(<AccountsSection selfId="ada" canSendReset />);
    const bob = await screen.findByRole('listitem', { name: 'Bob' });
    await user.click(within(bob).getByRole('button', { name: 'Disable' }));
    expect(await within(bob).findByRole('button', { name: 'Re-enable' })).toBeInTheDocument();
    expect(bob).toHaveTextContent('Disabled');
    expect(calls.at(-1)).toEqual({ method: 'PATCH', path: '/admin/accounts/bob', body: { disabled: true } });
  });

  it('deletes nothing when the admin does not confirm, and removes the account when they do', async () => {
    const { calls } = fakeApi({ 'GET /admin/accounts': { body: { accounts: [ADA, BOB] } }, 'DELETE /admin/accounts/bob': { status: 204 } });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = renderWithProviders(<AccountsSection selfId="ada" canSendReset />);
    const bob = await screen.findByRole('listitem', { name: 'Bob' });
    await user.click(within(bob).getByRole('button', { name: 'Delete' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    confirm.mockReturnValue(true);
    await user.click(within(bob).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(screen.queryByRole('listitem', { name: 'Bob' })).not.toBeInTheDocument());
  });

  it('makes an admin, sends a reset link, and says why a change was refused', async () => {
    fakeApi({
      'GET /admin/accounts': { body: { accounts: [ADA, BOB] } },
      'PATCH /admin/accounts/bob': { body: { ...BOB, role: 'admin' } },
      'POST /admin/accounts/bob/password-reset': { status: 204 },
      'PATCH /admin/accounts/ada': {
        status: 409,
        body: { code: 'LAST_ADMIN', message: 'This is the only admin: make someone else an admin first.' },
      },
    });
    const { user } = renderWithProviders(<AccountsSection selfId="ada" canSendReset />);
    const bob = await screen.findByRole('listitem', { name: 'Bob' });
    await user.click(within(bob).getByRole('button', { name: 'Make admin' }));
    expect(await within(bob).findByRole('button', { name: 'Unmake admin' })).toBeInTheDocument();
    await user.click(within(bob).getByRole('button', { name: 'Send password-reset link' }));
    expect(await within(bob).findByText('A link to choose a new password is on its way to bob@example.com.')).toBeInTheDocument();
    const ada = screen.getByRole('listitem', { name: 'Ada' });
    await user.click(within(ada).getByRole('button', { name: 'Unmake admin' }));
    expect(await within(ada).findByRole('alert')).toHaveTextContent('This is the only admin');
  });

  it('offers no reset link when the server cannot send mail', async () => {
    fakeApi({ 'GET /admin/accounts': { body: { accounts: [BOB] } } });
    renderWithProviders(<AccountsSection selfId="ada" canSendReset={false} />);
    await screen.findByRole('listitem', { name: 'Bob' });
    expect(screen.queryByRole('button', { name: 'Send password-reset link' })).not.toBeInTheDocument();
  });
});

describe('sign-up on the admin screen', () => {
  it('saves the policy as soon as it is chosen', async () => {
    const { calls } = fakeApi({
      'PUT /admin/settings/sign-up': { body: { ...SETTINGS, signUp: 'closed' } },
      'GET /admin/invitations': { body: { invitations: [] } },
    });
    const { user } = renderWithProviders(<SignUpSection settings={SETTINGS} />);
    expect(screen.getByRole('radio', { name: /^Open/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /^Closed/ }));
    expect(await screen.findByText('Saved. New sign-ups follow it at once.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ signUp: 'closed' });
    expect(screen.getByText('The server was started with SIGN_UP=open; the choice here wins.')).toBeInTheDocument();
  });

  it('makes an invitation link to copy, and lists the open ones', async () => {
    fakeApi({
      'GET /admin/invitations': { body: { invitations: [] } },
      'POST /admin/invitations': {
        status: 201,
        body: {
          id: 'i1',
          url: 'http://hearth.test/register?invite=abc',
          created_at: '2026-11-27T10:00:00.000Z',
          expires_at: '2026-12-04T10:00:00.000Z',
          created_by: 'Ada',
        },
      },
    });
    const { user } = renderWithProviders(<SignUpSection settings={{ ...SETTINGS, signUp: 'invite' }} />);
    expect(await screen.findByText('No invitation links are open.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create an invitation link' }));
    expect(await screen.findByLabelText('New invitation link')).toHaveValue('http://hearth.test/register?invite=abc');
    expect(screen.getByRole('button', { name: 'Revoke the invitation link made on Nov 27, 2026' })).toBeInTheDocument();
  });
});

describe('backups on the admin screen', () => {
  it('says when backups run, which is newest, and downloads a full backup by a plain link', () => {
    renderWithProviders(<BackupsSection backups={SETTINGS.backups} />);
    expect(screen.getByText('A backup is taken every 24 hours; the newest 7 are kept in BACKUP_DIR.')).toBeInTheDocument();
    expect(screen.getByText('Newest: Nov 26, 2026 (3.2 MB).')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download a full backup' })).toHaveAttribute('href', '/api/admin/backup');
  });

  it('points a PostgreSQL server at pg_dump', () => {
    renderWithProviders(<BackupsSection backups={{ kind: 'postgres' }} />);
    expect(screen.getByText(/back it up with pg_dump/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download a full backup' })).not.toBeInTheDocument();
  });
});
