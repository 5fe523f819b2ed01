import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PLANNER_RULES, type ProposalSlot } from '@hearth/shared/planner';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { PlanWeekScreen } from './plan-week-screen';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slot = (date: string, id: number, dishName: string, reasons: ProposalSlot['reasons']): ProposalSlot => ({
  date,
  meal_type: 'Dinner',
  dish: { id, dishName, imageUrl: '' },
  locked: false,
  reasons,
});

const FIRST = [
  slot('2026-11-30', 1, 'Spinach pie', [{ code: 'uses_soon', item: 'spinach', use_by: '2026-12-03' }]),
  slot('2026-12-01', 2, 'Salsa verde', [{ code: 'shares_perishable', item: 'coriander', with_dish: 'Green curry' }]),
];

function screenWithApi(accept: { status: number; body: unknown }) {
  const api = fakeApi({
    'GET /planner/rules': { body: DEFAULT_PLANNER_RULES },
    'POST /planner/proposal': (call) => {
      const body = call.body as { exclude_dish_ids: number[]; seed: number };
      const slots = body.exclude_dish_ids.includes(2) ? [FIRST[0]!, slot('2026-12-01', 3, 'Green curry', [{ code: 'favourite' }])] : FIRST;
      return { body: { seed: body.seed, slots } };
    },
    'POST /planner/accept': accept,
  });
  const rendered = renderWithProviders(
    <PlanWeekScreen
      scopes={[{ hearthId: null, name: '', canChange: true }]}
      hearthId={null}
      onScopeChange={() => {}}
      timelinePath={() => '/dashboard'}
    />,
  );
  return { ...api, user: rendered.user };
}

describe('Fill my week', () => {
  it('says why each dish was picked, and swaps one slot keeping the others', async () => {
    const { calls, user } = screenWithApi({ status: 201, body: { meals: [] } });
    await user.click(screen.getByRole('button', { name: 'Fill my week' }));
    const slots = await screen.findAllByTestId('proposal-slot');
    expect(slots[0]).toHaveTextContent('Uses the spinach that expires Thursday');
    expect(slots[1]).toHaveTextContent('Uses the rest of the coriander bought for Green curry');

    await user.click(within(slots[1]!).getByRole('button', { name: /^Swap Dinner on / }));
    expect(await screen.findByRole('link', { name: 'Green curry' })).toBeInTheDocument();
    const swap = calls.filter((call) => call.path === '/planner/proposal').at(-1)!.body as Record<string, unknown>;
    expect(swap.locked).toEqual([{ date: '2026-11-30', meal_type: 'Dinner', dish_id: 1 }]);
    expect(swap.exclude_dish_ids).toEqual([2]);
    expect(screen.getByRole('link', { name: 'Spinach pie' })).toBeInTheDocument();
  });

  it('says nothing was saved when a slot was planned meanwhile', async () => {
    const { user } = screenWithApi({ status: 409, body: { code: 'SLOT_TAKEN', message: 'taken' } });
    await user.click(screen.getByRole('button', { name: 'Fill my week' }));
    await screen.findAllByTestId('proposal-slot');
    await user.click(screen.getByRole('button', { name: 'Accept and plan' }));
    expect(await screen.findByText(/Some of these meals were planned meanwhile, so nothing was saved/)).toBeInTheDocument();
  });
});
