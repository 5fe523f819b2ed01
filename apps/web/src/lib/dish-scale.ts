import { clampFactor, clampServings, scaleFactor } from '@hearth/shared/scaling';
import { isUnitSystem, type UnitSystem } from '@hearth/shared/unit-system-choice';

/**
 * How a dish is shown, kept in the dish page's address so cook mode (and the way back from it)
 * shows the same: `?servings=8` (or `?factor=2` for a dish without servings) and, when the cook
 * chose to see the original, `?units=as-written`. Without `units`, the account's setting applies.
 */
export interface DishScale {
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
export function readDishScale(search: URLSearchParams, dishServings: number | null, accountUnits: UnitSystem): DishScale {
  const unitsParam = search.get('units');
  const units = isUnitSystem(unitsParam) ? unitsParam : accountUnits;
  const askedServings = numberParam(search, 'servings');
  const servings = askedServings === null ? null : clampServings(askedServings);
  if (dishServings !== null && servings !== null) {
    return { factor: scaleFactor(dishServings, servings), servings, units };
  }
  const askedFactor = numberParam(search, 'factor');
  const factor = (askedFactor === null ? null : clampFactor(askedFactor)) ?? 1;
  return { factor, servings: dishServings === null ? null : clampServings(dishServings * factor), units };
}

/**
 * The address query for a scale: only what differs from the dish as written and the account's
 * units, so an unscaled dish keeps its plain address.
 */
export function dishScaleSearch(scale: DishScale, dishServings: number | null, accountUnits: UnitSystem): string {
  const search = new URLSearchParams();
  if (dishServings !== null && scale.servings !== null && scale.servings !== dishServings) search.set('servings', String(scale.servings));
  if (dishServings === null && scale.factor !== 1) search.set('factor', String(scale.factor));
  if (scale.units !== accountUnits) search.set('units', scale.units);
  const text = search.toString();
  return text ? `?${text}` : '';
}
