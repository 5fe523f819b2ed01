/** Words of the shopping list's controls that are ours. */
export const shoppingListMessages = {
  /** A meal row's way to put its dish on the list, named apart from the row's Shop (Instacart). */
  addToShoppingList: 'Add to shopping list',
} as const;
