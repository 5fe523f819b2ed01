/**
 * The cook's "Show quantities in" choice, without the conversion code (and its library), so the
 * session every screen reads stays light. Converting is unit-systems.ts.
 */
export const UNIT_SYSTEMS = ['as-written', 'us', 'metric'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

/** A new account shows quantities the way each recipe wrote them. */
export const DEFAULT_UNIT_SYSTEM: UnitSystem = 'as-written';

export function isUnitSystem(value: unknown): value is UnitSystem {
  return (UNIT_SYSTEMS as readonly unknown[]).includes(value);
}

/** Reads a stored or received unit system, falling back to the default for anything unknown. */
export function parseUnitSystem(value: unknown): UnitSystem {
  return isUnitSystem(value) ? value : DEFAULT_UNIT_SYSTEM;
}
