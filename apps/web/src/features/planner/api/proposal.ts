import { useMutation } from '@tanstack/react-query';
import type { MealType } from '@hearth/shared/meal-rules';
import type { PlannerSlot, Proposal } from '@hearth/shared/planner';
import { api } from '../../../lib/api-client';
import { localToday } from '../../../lib/dates';

export interface ProposalAsk {
  hearthId: number | null;
  startDate: string;
  endDate: string;
  /** The meals of each ISO weekday ("1" Monday to "7" Sunday). */
  mealTypes: Record<string, MealType[]>;
  seed: number;
  locked: PlannerSlot[];
  excludeDishIds: number[];
}

/** A proposal for the empty slots: nothing is saved, so it is asked for, not cached. */
export function getProposal(ask: ProposalAsk): Promise<Proposal> {
  return api<Proposal>('/planner/proposal', {
    method: 'POST',
    body: {
      ...(ask.hearthId === null ? {} : { hearth_id: ask.hearthId }),
      start_date: ask.startDate,
      end_date: ask.endDate,
      meal_types: ask.mealTypes,
      seed: ask.seed,
      locked: ask.locked,
      exclude_dish_ids: ask.excludeDishIds,
      today: localToday(),
    },
  });
}

export function useProposal() {
  return useMutation({ mutationFn: getProposal });
}

/** A fresh seed for a new proposal (the server is deterministic for a given one). */
export function newSeed(): number {
  return Math.floor(Math.random() * 2_147_483_647);
}
