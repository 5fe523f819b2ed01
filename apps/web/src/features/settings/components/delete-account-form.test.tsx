import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { DeleteAccountForm } from './delete-account-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DeleteAccountForm', () => {
  it('refuses an address that is not the account e-mail, without calling the server', async () => {
    const { calls } = fakeApi({});
    const onDeleted = vi.fn();
    const { user } = renderWithProviders(<DeleteAccountForm email="ada@example.com" onDeleted={onDeleted} />);
    await user.type(screen.getByLabelText('Type your e-mail address to confirm'), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('That is not your e-mail address.');
    expect(calls).toEqual([]);
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('asks for the address when the box is empty', async () => {
    fakeApi({});
    const { user } = renderWithProviders(<DeleteAccountForm email="ada@example.com" onDeleted={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Type your e-mail address to confirm');
  });

  it('deletes the account, forgets this browser’s data and its cached session, then calls onDeleted', async () => {
    const { calls } = fakeApi({ 'DELETE /account': { status: 204 } });
    localStorage.setItem('lastHearthId', '3');
    const onDeleted = vi.fn();
    const { user, queryClient } = renderWithProviders(<DeleteAccountForm email="ada@example.com" onDeleted={onDeleted} />);
    queryClient.setQueryData(['dishes', 'list'], []);
    await user.type(screen.getByLabelText('Type your e-mail address to confirm'), ' ADA@example.com');
    await user.type(screen.getByLabelText('Your password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));

    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
    expect(calls).toEqual([{ method: 'DELETE', path: '/account', body: { confirmEmail: 'ADA@example.com', password: 'correct horse' } }]);
    expect(localStorage.length).toBe(0);
    expect(queryClient.getQueryData(['dishes', 'list'])).toBeUndefined();
    expect(queryClient.getQueryData(['session'])).toBeNull();
  });

  it("shows the server's refusal and keeps everything", async () => {
    fakeApi({
      'DELETE /account': {
        status: 400,
        body: { code: 'CONFIRMATION_MISMATCH', message: 'That is not the e-mail address of this account, so nothing was deleted.' },
      },
    });
    localStorage.setItem('theme', 'dark');
    const onDeleted = vi.fn();
    const { user } = renderWithProviders(<DeleteAccountForm email="ada@example.com" onDeleted={onDeleted} />);
    await user.type(screen.getByLabelText('Type your e-mail address to confirm'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('so nothing was deleted');
    expect(onDeleted).not.toHaveBeenCalled();
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});
