import { accountChoice } from './account-choice.js';

/**
 * Settings' "What I check off": the shopping list offers "Put in the pantry" as a button
 * ('ask'), or everything the cook checks off goes into the list's pantry at once ('always'),
 * and comes out again if they untick it.
 */
export const PUT_IN_PANTRY_CHOICES = ['ask', 'always'] as const;
export type PutInPantryChoice = (typeof PUT_IN_PANTRY_CHOICES)[number];

export const DEFAULT_PUT_IN_PANTRY: PutInPantryChoice = 'ask';

export const { is: isPutInPantryChoice, parse: parsePutInPantryChoice } = accountChoice<PutInPantryChoice>(
  PUT_IN_PANTRY_CHOICES,
  DEFAULT_PUT_IN_PANTRY,
);
