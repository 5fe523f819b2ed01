import { useMutation } from '@tanstack/react-query';
import type { ShoppingListRequestBody, ShoppingListResponse } from '@hearth/shared/shopping';
import { api } from '../../../lib/api-client';

/** docs/product.md#calls: the list goes to Instacart with the current page as the way back. */
export function createShoppingList(body: Omit<ShoppingListRequestBody, 'returnUrl'>): Promise<ShoppingListResponse> {
  return api<ShoppingListResponse>('/instacart/shopping-list', {
    method: 'POST',
    body: { ...body, returnUrl: window.location.href },
  });
}

export function useCreateShoppingList() {
  return useMutation({ mutationFn: createShoppingList });
}
