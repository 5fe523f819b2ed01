import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PantryItem } from '@hearth/shared/pantry';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { PantryScreen } from './pantry-screen';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const OWN = [{ hearthId: null, name: 'My pantry', canChange: true }];
let nextId = 1;
function item(name: string, fields: Partial<PantryItem> = {}): PantryItem {
  nextId += 1;
  const base = { hearth_id: null, amount: null, unit: '', use_by: null, place: null, always: false } as const;
  return { id: nextId, name, ...base, updated_at: '2026-11-20T10:00:00.000Z', ...fields };
}

describe('the pantry screen', () => {
  it('lists what the kitchen always has (the staples) apart from what runs out', async () => {
    fakeApi({
      'GET /pantry': { body: { items: [item('eggs', { amount: 6 }), item('salt', { always: true }), item('oil', { always: true })] } },
    });
    renderWithProviders(<PantryScreen scopes={OWN} hearthId={null} onScopeChange={() => {}} />);
    const stocked = await screen.findByRole('list', { name: 'In the pantry' });
    expect(
      within(stocked)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('eggs')]);
    const always = screen.getByRole('list', { name: 'Always have' });
    expect(within(always).getAllByRole('listitem')).toHaveLength(2);
    expect(always).toHaveTextContent('salt');
    expect(always).toHaveTextContent('oil');
    expect(screen.queryByText(/The pantry is empty/)).not.toBeInTheDocument();
  });

  it('a new pantry with only its staples invites the cook to add, and still shows the staples', async () => {
    fakeApi({ 'GET /pantry': { body: { items: [item('salt', { always: true }), item('pepper', { always: true })] } } });
    renderWithProviders(<PantryScreen scopes={OWN} hearthId={null} onScopeChange={() => {}} />);
    expect(await screen.findByText(/The pantry is empty/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'In the pantry' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Always have' })).getAllByRole('listitem')).toHaveLength(2);
  });
});
