import type { Ingredient } from '@hearth/shared/dishes';

/** 2 -> "2", 0.5 -> "0.5", 0.3333 -> "0.33": how a cook writes an amount. */
export function formatQuantity(quantity: number): string {
  return String(Math.round(quantity * 100) / 100);
}

/** "2 cup", "0.5 tsp", "to taste": the amount of an ingredient, without its name. */
export function formatAmount({ quantity, unit }: Pick<Ingredient, 'quantity' | 'unit'>): string {
  return [quantity > 0 ? formatQuantity(quantity) : '', unit].filter(Boolean).join(' ');
}
