import { formatMinutes } from '@hearth/shared/durations';

/** Words of the dish screens that are ours, beside the product's own. */
export const dishMessages = {
  // Times and units.
  totalTimeLabel: 'Total Time (minutes)',
  /** "8 h total": the whole time the recipe says it takes. */
  totalTime: (minutes: number) => `${formatMinutes(minutes)} total`,
  unitsLabel: 'Units',
  unitChoices: { 'as-written': 'As written', us: 'US', metric: 'Metric' },
  /** The product's question, asked in the app's own dialog. */
  deleteQuestion: 'Are you sure you want to delete this dish?',
  deleteTitle: 'Delete dish',
  deleteConfirm: 'Delete',
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
  // The empty library.
  waysToStart: 'Ways to start your library',
  importTitle: 'Import your recipes',
  importText: "Bring them in from a web page, pasted text, or another app's export file (Paprika, Mealie and more).",
  importAction: 'Import recipes',
  addDishTitle: 'Add a dish',
  addDishText: 'Type a recipe in: its ingredients, steps and picture.',
  addDishAction: 'Add a dish',
  planTitle: 'Plan a meal',
  planText: 'Put a dish, or just a note, on a day of your timeline.',
  planAction: 'Open your timeline',
  // The library after a save.
  justSaved: 'Just saved',
} as const;
