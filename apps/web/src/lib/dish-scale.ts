import { clampFactor, clampServings, scaleFactor } from '@hearth/shared/scaling';
import { UNIT_SYSTEMS, type UnitSystem } from '@hearth/shared/unit-systems';

/** How the dish page asked cook mode to show the dish: `?servings=8` or `?factor=2`, and `?units=metric`. */
export interface CookScale {
  factor: number;
  /** The servings cooked for, when the dish has servings. */
  servings: number | null;
  units: UnitSystem;
}

function numberParam(search: URLSearchParams, name: string): number | null {
  const raw = search.get(name)?.trim();
  return raw ? Number(raw) : null;
}

/**
 * Reads the scale from the address, clamped (servings 1 to 500, factor ⅛ to 100), so a hand-made
 * `?servings=10000` cooks for 500 and `?servings=abc` cooks the dish as written. Servings win
 * over a factor; a dish without servings can only be scaled by a factor.
 */
export function readCookScale(search: URLSearchParams, dishServings: number | null): CookScale {
  const unitsParam = search.get('units');
  const units = UNIT_SYSTEMS.find((system) => system === unitsParam) ?? 'as-written';
  const askedServings = numberParam(search, 'servings');
  const servings = askedServings === null ? null : clampServings(askedServings);
  if (dishServings !== null && servings !== null) {
    return { factor: scaleFactor(dishServings, servings), servings, units };
  }
  const askedFactor = numberParam(search, 'factor');
  const factor = (askedFactor === null ? null : clampFactor(askedFactor)) ?? 1;
  return { factor, servings: dishServings === null ? null : clampServings(dishServings * factor), units };
}
