import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/auth/get-session';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { SERVER_ERROR, sessionAnswer } from '../../../testing/session';
import { PantryChoiceSection } from './pantry-choice-section';

afterEach(() => vi.unstubAllGlobals());

function SettingsWithChoice() {
  const session = useSession();
  if (!session.data) return null;
  return <PantryChoiceSection choice={session.data.put_in_pantry} />;
}

describe('PantryChoiceSection', () => {
  it('offers "Ask me" (the default) and "Put them in the pantry", each explained', async () => {
    fakeApi({ 'GET /auth/get-session': sessionAnswer() });
    renderWithProviders(<SettingsWithChoice />);
    const group = await screen.findByRole('group', { name: 'Items I check off' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Ask me' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Put them in the pantry' })).toHaveAccessibleDescription(/comes out again if you untick it/);
  });

  it('saves the choice to the account', async () => {
    const { calls } = fakeApi({
      'GET /auth/get-session': sessionAnswer(),
      'POST /auth/update-user': { body: { status: true } },
    });
    const { user } = renderWithProviders(<SettingsWithChoice />);
    await user.click(await screen.findByRole('radio', { name: 'Put them in the pantry' }));
    expect(screen.getByRole('radio', { name: 'Put them in the pantry' })).toBeChecked();
    await vi.waitFor(() => expect(calls).toContainEqual({ method: 'POST', path: '/auth/update-user', body: { put_in_pantry: 'always' } }));
  });

  it('goes back to the previous choice and says so when saving fails', async () => {
    fakeApi({ 'GET /auth/get-session': sessionAnswer(), 'POST /auth/update-user': SERVER_ERROR });
    const { user } = renderWithProviders(<SettingsWithChoice />);
    await user.click(await screen.findByRole('radio', { name: 'Put them in the pantry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your choice could not be saved. Please try again.');
    expect(screen.getByRole('radio', { name: 'Ask me' })).toBeChecked();
  });
});
