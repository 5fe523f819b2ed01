import type { PantryPlace } from '@hearth/shared/pantry-rules';

/** A pantry the cook may open: their own (hearthId null) or a hearth's, and whether they may change it. */
export interface PantryScope {
  hearthId: number | null;
  name: string;
  canChange: boolean;
}

/** Where an item is kept, as the shown language names it. */
export const PLACE_NAMES: Readonly<Record<PantryPlace, string>> = {
  fridge: /*i18n*/ 'pantry.place.fridge',
  freezer: /*i18n*/ 'pantry.place.freezer',
  cupboard: /*i18n*/ 'pantry.place.cupboard',
};
