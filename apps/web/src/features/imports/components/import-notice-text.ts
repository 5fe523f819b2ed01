import type { I18n } from '@lingui/core';
import type { ImportNotice } from '@hearth/shared/imports';
import { DEFAULT_LOCALE } from '@hearth/shared/locales';

/** Each import notice code the web can say (the server's import-notices.ts), as its message. */
const NOTICE_MESSAGES: Record<string, string> = {
  unnamed: /*i18n*/ 'imports.notice.unnamed',
  name_cut: /*i18n*/ 'imports.notice.nameCut',
  description_cut: /*i18n*/ 'imports.notice.descriptionCut',
  notes_cut: /*i18n*/ 'imports.notice.notesCut',
  tags_too_long: /*i18n*/ 'imports.notice.tagsTooLong',
  utensils_too_long: /*i18n*/ 'imports.notice.utensilsTooLong',
  tags_cut: /*i18n*/ 'imports.notice.tagsCut',
  utensils_cut: /*i18n*/ 'imports.notice.utensilsCut',
  steps_cut: /*i18n*/ 'imports.notice.stepsCut',
  long_steps_cut: /*i18n*/ 'imports.notice.longStepsCut',
  ingredients_cut: /*i18n*/ 'imports.notice.ingredientsCut',
  ingredient_lines_unreadable: /*i18n*/ 'imports.notice.ingredientLinesUnreadable',
  several_recipes: /*i18n*/ 'imports.notice.severalRecipes',
  read_from_layout: /*i18n*/ 'imports.notice.readFromLayout',
  ingredients_from_lists: /*i18n*/ 'imports.notice.ingredientsFromLists',
  steps_from_lists: /*i18n*/ 'imports.notice.stepsFromLists',
  recipe_unreadable: /*i18n*/ 'imports.notice.recipeUnreadable',
  recipe_unnamed: /*i18n*/ 'imports.notice.recipeUnnamed',
  page_unreadable: /*i18n*/ 'imports.notice.pageUnreadable',
  no_recipe_in_entry: /*i18n*/ 'imports.notice.noRecipeInEntry',
  entry_holds_no_recipe: /*i18n*/ 'imports.notice.entryHoldsNoRecipe',
  entry_empty: /*i18n*/ 'imports.notice.entryEmpty',
  not_a_mealie_recipe: /*i18n*/ 'imports.notice.notAMealieRecipe',
  not_a_mela_recipe: /*i18n*/ 'imports.notice.notAMelaRecipe',
  not_a_tandoor_recipe: /*i18n*/ 'imports.notice.notATandoorRecipe',
  no_recipe_json: /*i18n*/ 'imports.notice.noRecipeJson',
  import_stopped: /*i18n*/ 'imports.notice.importStopped',
  import_went_wrong: /*i18n*/ 'imports.notice.importWentWrong',
  recipe_unreadable_detail: /*i18n*/ 'imports.notice.recipeUnreadableDetail',
  file_unreadable_detail: /*i18n*/ 'imports.notice.fileUnreadableDetail',
  nothing_read: /*i18n*/ 'imports.notice.nothingRead',
};

/**
 * A warning or a failure's reason in the shown language. English keeps the server's own words
 * (`english`), as error answers do (docs/decisions/0062); another language says the notice's
 * code in its words, and a code the web does not know (a newer server) in the server's English.
 * Counts stay numbers for the plural rules; other numbers are written the language's way.
 */
export function noticeText(i18n: I18n, notice: ImportNotice | undefined, english: string): string {
  const message = notice ? NOTICE_MESSAGES[notice.code] : undefined;
  if (!notice || !message || i18n.locale === DEFAULT_LOCALE) return english;
  const values = Object.fromEntries(
    Object.entries(notice.params).map(([name, value]) => [
      name,
      typeof value === 'number' && name !== 'count' ? i18n.number(value) : value,
    ]),
  );
  return i18n._(message, values);
}
