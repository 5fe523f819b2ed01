/** Words of the Instacart controls that are ours, beside the product's own ("Shop", "Shop on Instacart"). */
export const shoppingMessages = {
  /** The meal row's Shop, when it sends the dish to Instacart. */
  shopMealLabel: (dish: string) => `Shop for ${dish}`,
  shopMealHint: 'Order the ingredients on Instacart',
  /** The meal row's Shop on a server without Instacart: what it does is what it is called. */
  grocerySearch: 'Grocery search',
  grocerySearchLabel: (dish: string) => `Grocery search for ${dish} (opens a new tab)`,
  listReady: 'Your Instacart list is ready:',
  openList: 'Open it',
  sendToInstacart: 'Send to Instacart',
  addToShoppingList: 'Add to shopping list',
  sending: 'Sending...',
} as const;
