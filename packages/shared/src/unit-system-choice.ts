import { accountChoice } from './account-choice.js';

/**
 * The cook's "Show quantities in" choice, without the conversion code (and its library), so the
 * session every screen reads stays light. Converting is unit-systems.ts.
 */
export const UNIT_SYSTEMS = ['as-written', 'us', 'metric'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

/** A new account shows quantities the way each recipe wrote them. */
export const DEFAULT_UNIT_SYSTEM: UnitSystem = 'as-written';

export const { is: isUnitSystem, parse: parseUnitSystem } = accountChoice<UnitSystem>(UNIT_SYSTEMS, DEFAULT_UNIT_SYSTEM);
