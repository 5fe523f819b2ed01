import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { InvitationCard } from './invitation-card';
import { JoinCard } from './join-card';
import { MyHearths } from './my-hearths';

afterEach(() => vi.unstubAllGlobals());

const INVITE = {
  hearth_id: 4,
  name: 'Sunday Suppers',
  role: 'member' as const,
  expires_at: '2030-01-01T00:00:00.000Z',
  invited_by: 'Olive',
  already_member: false,
};

describe('InvitationCard', () => {
  it('says who invites you to which hearth, as what, and both ways in come back to the invitation', () => {
    renderWithProviders(<InvitationCard invite={INVITE} returnTo="/join/abc-token-123" />);
    expect(screen.getByRole('heading', { name: 'Join Sunday Suppers', level: 1 })).toBeInTheDocument();
    // The names are the cook's own, marked apart from the sentence: the paragraph reads as one.
    const invitedBy = (_: string, element: Element | null) =>
      element?.tagName === 'P' && element.textContent === 'Olive invited you to join Sunday Suppers.';
    expect(screen.getByText(invitedBy)).toBeInTheDocument();
    expect(screen.getByText('You will plan meals together as a member.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to join' })).toHaveAttribute('href', '/login?from=%2Fjoin%2Fabc-token-123');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register?from=%2Fjoin%2Fabc-token-123');
  });
});

describe('JoinCard', () => {
  it('joins with the token and hands over the hearth it joined', async () => {
    const { calls } = fakeApi({ 'POST /hearths/join': { body: { hearth_id: 4, role: 'member' } } });
    const onJoined = vi.fn();
    const { user } = renderWithProviders(<JoinCard token="abc-token-123" invite={INVITE} onJoined={onJoined} />);
    await user.click(screen.getByRole('button', { name: 'Join Hearth' }));
    await vi.waitFor(() => expect(onJoined).toHaveBeenCalledWith(4));
    expect(calls.find((call) => call.path === '/hearths/join')?.body).toEqual({ token: 'abc-token-123' });
  });

  it('offers the hearth itself to someone already in it', () => {
    renderWithProviders(<JoinCard token="abc-token-123" invite={{ ...INVITE, already_member: true }} onJoined={() => {}} />);
    expect(screen.getByText('You are already in this hearth.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Sunday Suppers' })).toHaveAttribute('href', '/dashboard/4');
    expect(screen.queryByRole('button', { name: 'Join Hearth' })).not.toBeInTheDocument();
  });
});

describe('MyHearths', () => {
  it("says so when there are none, with the product's Create New Hearth", async () => {
    fakeApi({ 'GET /hearths': { body: [] } });
    renderWithProviders(<MyHearths />);
    expect(await screen.findByText("You don't have any hearths yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create New Hearth' })).toHaveAttribute('href', '/meal-prep');
  });

  it('shows each hearth by name, with the product\'s "Hearth #id", role and dates, linking to its dashboard', async () => {
    fakeApi({
      'GET /hearths': {
        body: [{ hearth_id: 7, name: 'The Larder', role: 'owner', schedule_data: { startDate: '2026-11-23', endDate: '2026-11-29' } }],
      },
    });
    renderWithProviders(<MyHearths />);
    const card = await screen.findByRole('link', { name: /The Larder/ });
    expect(card).toHaveAttribute('href', '/dashboard/7');
    expect(card).toHaveTextContent('Hearth #7');
    expect(card).toHaveTextContent('Role: owner');
  });

  it('asks to sign in again after a 401', async () => {
    fakeApi({ 'GET /hearths': { status: 401, body: { code: 'UNAUTHORIZED', message: 'Sign in first' } } });
    renderWithProviders(<MyHearths />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication error. Please log in again.');
  });
});
