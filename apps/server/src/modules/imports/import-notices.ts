import type { ImportNotice } from '@hearth/shared/imports';

/**
 * What an import says to the cook, as codes with values (ImportNotice): the web says them in
 * the cook's language, and `englishText` writes the English the API has always sent beside
 * them (`warnings`, a failure's `reason`), character for character.
 */

function count(value: number): string {
  return value.toLocaleString('en-US');
}

const plural = (n: number, one: string, other: string) => (n === 1 ? one : other);

const ENGLISH = {
  // Draft imports (a page, pasted text): what the cook should check before saving.
  unnamed: () => 'The recipe had no name; please give it one.',
  name_cut: (p: { max: number }) => `The name was cut to ${count(p.max)} characters.`,
  description_cut: (p: { max: number }) => `The description was cut to ${count(p.max)} characters.`,
  notes_cut: (p: { max: number }) => `The notes was cut to ${count(p.max)} characters.`,
  tags_too_long: (p: { count: number; max_length: number }) =>
    `${count(p.count)} ${plural(p.count, 'tag', 'tags')} longer than ${p.max_length} characters left out.`,
  utensils_too_long: (p: { count: number; max_length: number }) =>
    `${count(p.count)} ${plural(p.count, 'utensil', 'utensils')} longer than ${p.max_length} characters left out.`,
  tags_cut: (p: { kept: number; found: number }) => `Only the first ${p.kept} of ${count(p.found)} tags were kept.`,
  utensils_cut: (p: { kept: number; found: number }) => `Only the first ${p.kept} of ${count(p.found)} utensils were kept.`,
  steps_cut: (p: { kept: number; found: number }) => `Only the first ${p.kept} of ${count(p.found)} steps were kept.`,
  long_steps_cut: (p: { count: number; max_length: number }) =>
    `${count(p.count)} long ${plural(p.count, 'step was', 'steps were')} cut to ${count(p.max_length)} characters.`,
  ingredients_cut: (p: { kept: number; found: number }) => `Only the first ${p.kept} of ${count(p.found)} ingredients were kept.`,
  ingredient_lines_unreadable: () => 'The ingredient lines could not be read.',
  several_recipes: (p: { count: number; name: string }) => `This page holds ${p.count} recipes; “${p.name}” was read.`,
  read_from_layout: () => 'This page has no recipe markup: the recipe was read from its headings and lists. Check it before saving.',
  ingredients_from_lists: () => "The recipe's markup lists no ingredients: they were read from the page's lists. Check them before saving.",
  steps_from_lists: () => "The recipe's markup has no steps: they were read from the page's lists. Check them before saving.",
  // Export files: why one recipe, or the whole job, was not imported.
  recipe_unreadable: () => 'This recipe could not be read.',
  recipe_unnamed: () => 'This recipe has no name.',
  page_unreadable: () => 'This page could not be read.',
  no_recipe_in_entry: () => 'No recipe was found in this entry.',
  entry_holds_no_recipe: () => 'This entry holds no recipe.',
  entry_empty: () => "This recipe's file inside the export is empty.",
  not_a_mealie_recipe: () => 'This entry is not a Mealie recipe: it has no name, ingredients or steps.',
  not_a_mela_recipe: () => 'This entry is not a Mela recipe.',
  not_a_tandoor_recipe: () => 'This entry is not a Tandoor recipe.',
  no_recipe_json: () => 'This entry has no recipe.json.',
  // A reader's or the contract's own words on a recipe or a file (`detail`, English, kept as it
  // was said); another language frames them with its own sentence.
  recipe_unreadable_detail: (p: { detail: string }) => p.detail,
  // `error_code`: the API's error code, whose text the web has in each language.
  file_unreadable_detail: (p: { detail: string; error_code: string }) => p.detail,
  nothing_read: (p: { format_name: string; expects: string; first_reason: string }) => {
    const found = `No recipe could be read from this file (read as ${p.format_name}). It should hold ${p.expects}.`;
    return p.first_reason ? `${found} The first entry said: ${p.first_reason}` : found;
  },
  import_stopped: () =>
    'The import stopped before the end because the server restarted. Import the file again: recipes already imported are skipped.',
  import_went_wrong: () => 'Something went wrong on our side while importing. Import the file again: recipes already imported are skipped.',
} satisfies Record<string, (params: never) => string>;

export type ImportNoticeCode = keyof typeof ENGLISH;
type ParamsOf<Code extends ImportNoticeCode> = Parameters<(typeof ENGLISH)[Code]> extends [infer P] ? P : Record<string, never>;

/** One notice, typed by its code. */
export function notice<Code extends ImportNoticeCode>(
  code: Code,
  ...params: ParamsOf<Code> extends Record<string, never> ? [] : [ParamsOf<Code>]
): ImportNotice {
  return { code, params: (params[0] ?? {}) as ImportNotice['params'] };
}

/** The English the API sends beside a notice. */
export function englishText(said: ImportNotice): string {
  const write = ENGLISH[said.code as ImportNoticeCode] as ((params: ImportNotice['params']) => string) | undefined;
  if (!write) throw new Error(`No English for the import notice ${said.code}`);
  return write(said.params);
}

/** A failure's reason with its code: what an import job lists for a recipe it could not import. */
export function failureReason(said: ImportNotice): { reason: string; code: string; params: ImportNotice['params'] } {
  return { reason: englishText(said), code: said.code, params: said.params };
}

/** The draft's warnings as the API sends them: English, and the same as codes. */
export function draftWarnings(notices: readonly ImportNotice[]): { warnings: string[]; warning_details: ImportNotice[] } {
  return { warnings: notices.map(englishText), warning_details: [...notices] };
}

/** An export's entry that gave no recipe: the English reason and its notice (ImportedRecipe's `error` and `errorNotice`). */
export function entryError(said: ImportNotice): { error: string; errorNotice: ImportNotice } {
  return { error: englishText(said), errorNotice: said };
}

/** Thrown where reading a recipe stops for a reason the cook is told, with its code. */
export class NoticedError extends Error {
  constructor(readonly notice: ImportNotice) {
    super(englishText(notice));
  }
}

/** Why reading a recipe failed, as ImportedRecipe says it: a NoticedError's notice, another error's message. */
export function errorOf(
  error: unknown,
  fallback: ImportNotice = notice('recipe_unreadable'),
): { error: string; errorNotice?: ImportNotice } {
  if (error instanceof NoticedError) return entryError(error.notice);
  if (error instanceof Error) return entryError(notice('recipe_unreadable_detail', { detail: error.message }));
  return entryError(fallback);
}
