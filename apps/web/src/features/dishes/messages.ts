/** Words of the dish screens that are ours, beside the product's own. */
export const dishMessages = {
  /** The spec's question, asked in the app's own dialog. */
  deleteQuestion: 'Are you sure you want to delete this dish?',
  deleteTitle: 'Delete dish',
  deleteConfirm: 'Delete',
} as const;
