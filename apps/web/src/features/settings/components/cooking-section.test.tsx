import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/auth/get-session';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { SERVER_ERROR, sessionAnswer } from '../../../testing/session';
import { CookingSection } from './cooking-section';

afterEach(() => vi.unstubAllGlobals());

/** The section as Settings shows it, beside a line reading the session's units as the dish page does. */
function SettingsWithUnits() {
  const session = useSession();
  if (!session.data) return null;
  return (
    <>
      <CookingSection units={session.data.units} />
      <p data-testid="units-in-session">{session.data.units}</p>
    </>
  );
}

describe('CookingSection', () => {
  it('offers As written, US and Metric under "Show quantities in", each labelled', async () => {
    fakeApi({ 'GET /auth/get-session': sessionAnswer({ units: 'as-written' }) });
    renderWithProviders(<SettingsWithUnits />);
    const group = await screen.findByRole('group', { name: 'Show quantities in' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['as-written', 'us', 'metric']);
    expect(screen.getByRole('radio', { name: 'As written' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Metric' })).toHaveAccessibleDescription(/Grams for flour, sugar and butter/);
  });

  it('shows the choice kept on the account, and As written for an account that never chose', async () => {
    fakeApi({ 'GET /auth/get-session': sessionAnswer({ units: 'metric' }) });
    const first = renderWithProviders(<SettingsWithUnits />);
    expect(await screen.findByRole('radio', { name: 'Metric' })).toBeChecked();
    first.unmount();

    fakeApi({ 'GET /auth/get-session': sessionAnswer() });
    renderWithProviders(<SettingsWithUnits />);
    expect(await screen.findByRole('radio', { name: 'As written' })).toBeChecked();
  });

  it('applies the choice at once everywhere the session is read, and saves it to the account', async () => {
    const { calls } = fakeApi({
      'GET /auth/get-session': sessionAnswer({ units: 'as-written' }),
      'POST /auth/update-user': { body: { status: true } },
    });
    const { user } = renderWithProviders(<SettingsWithUnits />);
    await user.click(await screen.findByRole('radio', { name: 'Metric' }));

    expect(screen.getByRole('radio', { name: 'Metric' })).toBeChecked();
    expect(screen.getByTestId('units-in-session')).toHaveTextContent('metric');
    await vi.waitFor(() => expect(calls).toContainEqual({ method: 'POST', path: '/auth/update-user', body: { units: 'metric' } }));
  });

  it('goes back to the previous choice and says so when saving fails', async () => {
    fakeApi({ 'GET /auth/get-session': sessionAnswer({ units: 'us' }), 'POST /auth/update-user': SERVER_ERROR });
    const { user } = renderWithProviders(<SettingsWithUnits />);
    await user.click(await screen.findByRole('radio', { name: 'Metric' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your choice of units could not be saved. Please try again.');
    expect(screen.getByRole('radio', { name: 'US' })).toBeChecked();
    expect(screen.getByTestId('units-in-session')).toHaveTextContent('us');
  });
});
