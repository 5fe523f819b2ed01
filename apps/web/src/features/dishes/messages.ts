/**
 * Words of the dish form that are ours, beside the product's own. The dish list's and the dish
 * page's words are in this folder's catalogs (locales/, docs/translating.md).
 */
export const dishMessages = {
  // Times.
  totalTimeLabel: 'Total Time (minutes)',
  // Reordering rows (steps, ingredients), by drag or by keyboard.
  dragHandle: (what: string) => `Move ${what}`,
  dragInstructions:
    'To move an item with the keyboard, press space or enter, move it with the up and down arrow keys, and press space or enter again to drop it, or escape to cancel.',
  pickedUp: (what: string, position: number, total: number) => `Picked up ${what}, at position ${position} of ${total}.`,
  movedTo: (what: string, position: number, total: number) => `${what} is now at position ${position} of ${total}.`,
  dropped: (what: string, position: number, total: number) => `Dropped ${what} at position ${position} of ${total}.`,
  dragCancelled: (what: string) => `Moving ${what} was cancelled.`,
  // Steps.
  steps: 'Steps',
  stepLabel: (number: number) => `Step ${number}`,
  addStep: 'Add step',
  removeStep: (number: number) => `Remove step ${number}`,
  stepsHint: 'One step per box. Enter starts the next step; pasting several lines makes a step of each.',
  asText: 'Instructions',
  asTextHint: 'Kept as one text, with its line breaks. Make it a list to number the steps.',
  makeSteps: 'Make a list of steps',
  // Ingredients.
  editIngredient: (item: string) => `Edit ${item}`,
  edit: 'Edit',
  doneEditing: 'Done',
  ingredientNameNeeded: "Enter the ingredient's name.",
  quantityNeeded: 'Enter a quantity above 0, or choose "to taste" or "as needed" as the unit.',
  // Picture.
  picture: 'Picture',
  pictureOf: (dish: string) => (dish ? `Picture of ${dish}` : 'Picture of the dish'),
  noPicture: 'No picture yet.',
  uploadPicture: 'Upload a picture',
  replacePicture: 'Upload another picture',
  uploading: 'Uploading...',
  removePicture: 'Remove picture',
  uploadFailed: 'The picture could not be uploaded. Please try another one.',
} as const;
