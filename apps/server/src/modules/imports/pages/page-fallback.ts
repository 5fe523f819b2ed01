import { DISH_LIMITS } from '@hearth/shared/dish-rules';
import { parseIngredientLines } from '@hearth/shared/ingredient-lines';
import type { DishDraft } from './fit-dish.js';
import type { Block, PageLayout } from './page-blocks.js';
import { isIngredientsHeading, isMethodHeading, isOtherSectionHeading, servingsIn } from './recipe-headings.js';
import { detailsIn, isDetailLine } from './recipe-details.js';
import { stepsFromLines } from './recipe-instructions.js';

/**
 * Recipes on pages without schema.org markup. First the class names of the common recipe
 * plugins (WP Recipe Maker, Tasty Recipes, Mediavine Create, and the plain "ingredients" /
 * "instructions" classes many themes use); then the page's headings: the lines under an
 * "Ingredients" heading (in several languages) and under a "Method" heading, or the list of
 * sentences right after the ingredients when no heading names the method. The times and
 * servings a card prints near its ingredients fill the dish's numbers (recipe-details.ts).
 */

/** `start`: the block where the ingredients begin; the card's details (times, servings) sit just above it. */
type Parts = { name: string; ingredientLines: string[]; steps: string[]; servings?: number | null; start: number; detailLines?: string[] };
type Plugin = { ingredients: RegExp; instructions: RegExp; name?: RegExp };

const PLUGINS: Plugin[] = [
  {
    ingredients: /\bwprm-recipe-ingredients-container\b/u,
    instructions: /\bwprm-recipe-instructions-container\b/u,
    name: /\bwprm-recipe-name\b/u,
  },
  { ingredients: /\btasty-recipes?-ingredients\b/u, instructions: /\btasty-recipes?-instructions\b/u, name: /\btasty-recipes?-title\b/u },
  { ingredients: /\bmv-create-ingredients\b/u, instructions: /\bmv-create-instructions\b/u, name: /\bmv-create-title\b/u },
  // Plain class names, and the hRecipe microformats ("hrecipe": fn, ingredient, instructions; "h-recipe": p-name, p-ingredient, e-instructions).
  {
    ingredients: /(?:^|\s)(?:recipe[-_]|p-)?ingredients?(?:[-_](?:list|section|container|wrapper))?(?:\s|$)/iu,
    instructions:
      /(?:^|\s)(?:recipe[-_]|e-)?(?:instructions?|directions|method|preparation|steps)(?:[-_](?:list|section|container|wrapper))?(?:\s|$)/iu,
    name: /(?:^|\s)(?:fn|p-name|recipe[-_](?:title|name))(?:\s|$)/iu,
  },
  // Any other plugin's prefix ("wpurp-recipe-ingredients", "zlrecipe-ingredients-list", "cooked-recipe-directions"),
  // and Drupal's field classes ("field--name-field-ingredients").
  {
    ingredients: /(?:^|\s)[a-z0-9]+(?:(?:--?|_)[a-z0-9]+)*?[-_]ingredients(?:[-_](?:list|section|container|wrapper|group))?(?:\s|$)/iu,
    instructions:
      /(?:^|\s)[a-z0-9]+(?:(?:--?|_)[a-z0-9]+)*?[-_](?:instructions|directions|method|preparation|steps)(?:[-_](?:list|section|container|wrapper|group))?(?:\s|$)/iu,
    name: /(?:^|\s)[a-z0-9]+(?:[-_][a-z0-9]+)*?[-_](?:recipe[-_])?(?:title|name)(?:\s|$)/iu,
  },
];

/** How far above the ingredients a recipe card prints its times and servings, in blocks. */
const DETAILS_BEFORE = 30;

/** A group's title written as a short line of its own just above a list ("<p><b>Sauce</b></p><ul>…"). */
function isGroupTitle(block: Block, next: Block | undefined): boolean {
  if (block.kind !== 'line' || block.list !== undefined || next?.kind !== 'line' || next.list === undefined) return false;
  // A sentence ("Let's get started!") or an amount ("2 eggs") is no title.
  return block.text.length <= 40 && !/\d|[.!?]$/u.test(block.text);
}

/** Lines a part holds: headings inside it, and titles over its lists, become group headings ("For the sauce:"). */
function linesOf(blocks: Block[]): string[] {
  return blocks.map((block, index) =>
    block.kind === 'heading' || isGroupTitle(block, blocks[index + 1]) ? `${block.text.replace(/[:：]\s*$/u, '')}:` : block.text,
  );
}

/** "Serves 4" or "（4人分）" printed at the top of the ingredients is a detail, not an ingredient. */
function withDetailsApart(lines: string[]): { detailLines: string[]; ingredientLines: string[] } {
  const firstIngredient = lines.findIndex((line) => !isDetailLine(line));
  const count = firstIngredient < 0 ? 0 : firstIngredient;
  return { detailLines: lines.slice(0, count), ingredientLines: lines.slice(count) };
}

/** The blocks inside the outermost regions whose class matches, in order, each block once. */
function blocksIn({ blocks, regions }: PageLayout, pattern: RegExp): Block[] {
  const matching = regions
    .filter((region) => pattern.test(region.className))
    .sort((left, right) => left.start - right.start || right.end - left.end);
  const found: Block[] = [];
  let taken = 0;
  for (const region of matching) {
    if (region.start < taken) continue;
    found.push(...blocks.slice(region.start, region.end));
    taken = Math.max(region.end, region.start + 1);
  }
  return found;
}

/** The first plugin's ingredients; its steps and name, or the next plugin's when it has none (themes mix class names). */
function fromPlugins(layout: PageLayout): Parts | null {
  const at = PLUGINS.findIndex((plugin) => blocksIn(layout, plugin.ingredients).length > 0);
  if (at < 0) return null;
  const lines = linesOf(blocksIn(layout, PLUGINS[at]!.ingredients));
  const { detailLines, ingredientLines } = withDetailsApart(lines.filter((line) => !isIngredientsHeading(line)));
  // "Ingredients (serves 4)", "材料 (2人分)": the card's heading may carry the servings.
  const servings =
    lines
      .filter(isIngredientsHeading)
      .map(servingsIn)
      .find((count) => count !== null) ?? null;
  if (ingredientLines.length === 0) return null;
  let steps: string[] = [];
  let name = '';
  for (const plugin of PLUGINS.slice(at)) {
    if (steps.length === 0) steps = stepsFromLines(linesOf(blocksIn(layout, plugin.instructions)).filter((line) => !isMethodHeading(line)));
    if (!name && plugin.name) name = blocksIn(layout, plugin.name)[0]?.text ?? '';
  }
  // Regions are kept in the order they open, so the first that matches starts first.
  const start = layout.regions.find((region) => PLUGINS[at]!.ingredients.test(region.className))?.start ?? 0;
  // A theme that marks its ingredients may leave its steps under a plain "Directions" heading.
  if (steps.length === 0) steps = methodStepsAfter(layout.blocks, start);
  return { name, ingredientLines, detailLines, steps, start, servings };
}

function isHeadingLike(block: Block, test: (text: string) => boolean): boolean {
  return test(block.text) && (block.kind === 'heading' || block.text.length <= 50);
}

/** The blocks after `start` up to the next heading at its level or above, or the next recipe part. */
function section(blocks: Block[], start: number): Block[] {
  const opening = blocks[start]!;
  const level = opening.kind === 'heading' ? opening.level : 7;
  const found: Block[] = [];
  for (let index = start + 1; index < blocks.length; index += 1) {
    const block = blocks[index]!;
    const endsPart = [isIngredientsHeading, isMethodHeading, isOtherSectionHeading].some((test) => isHeadingLike(block, test));
    if (endsPart || (block.kind === 'heading' && block.level <= level)) break;
    found.push(block);
  }
  return found;
}

/** Ingredients headings we weigh per page; a real page has a handful. */
const MAX_CANDIDATES = 50;
const HAS_AMOUNT = /[\d½¼¾⅓⅔⅛⅜⅝⅞]/u;

/**
 * The "Ingredients" heading over the real list. A food blog often has two: one over a story
 * of what each ingredient does ("Bananas: the spottier the better"), one in the recipe card
 * over the amounts. The section with the most lines holding an amount wins; the first on a tie.
 */
function ingredientsHeadingAt(blocks: Block[]): number {
  let best = -1;
  let bestScore = -1;
  let candidates = 0;
  for (let index = 0; index < blocks.length && candidates < MAX_CANDIDATES; index += 1) {
    if (!isHeadingLike(blocks[index]!, isIngredientsHeading)) continue;
    candidates += 1;
    const lines = section(blocks, index);
    if (lines.length === 0) continue;
    const score = lines.filter((block) => HAS_AMOUNT.test(block.text)).length;
    if (score > bestScore) [best, bestScore] = [index, score];
  }
  return best;
}

/** A list of sentences ("Bake for 10 minutes, until golden."), not of amounts. */
function isStepList(lines: Block[]): boolean {
  const sentences = lines.filter((block) => /[.!]$/u.test(block.text) || block.text.length > 60).length;
  return lines.length > 0 && sentences * 2 >= lines.length;
}

/**
 * The steps a page lists right under the ingredients with no heading of their own: the first
 * list besides the ingredients' own that reads as steps, and where it starts; null when none.
 */
function stepList(blocks: Block[]): { at: number; lines: string[] } | null {
  const lists = new Map<number, Block[]>();
  for (const block of blocks) {
    if (block.kind !== 'line' || block.list === undefined) continue;
    const list = lists.get(block.list);
    if (list) list.push(block);
    else lists.set(block.list, [block]);
  }
  // The ingredients' own list is the one the section opens with, if it opens with one.
  const opensWithList = blocks.find((block) => block.kind === 'line')?.list !== undefined;
  const candidates = [...lists.values()].slice(opensWithList ? 1 : 0);
  const steps = candidates.find(isStepList);
  return steps ? { at: blocks.indexOf(steps[0]!), lines: steps.map((block) => block.text) } : null;
}

/** A method that opens with a list ends with its last list: what follows is the page's ("Leave a comment"). */
function upToLastList(blocks: Block[]): Block[] {
  const first = blocks.find((block) => block.kind === 'line');
  if (first?.kind !== 'line' || first.list === undefined) return blocks;
  const last = blocks.findLastIndex((block) => block.kind === 'line' && block.list !== undefined);
  return blocks.slice(0, last + 1);
}

/** The steps under the first method heading after `start` (or else anywhere); none when there is none. */
function methodStepsAfter(blocks: Block[], start: number): string[] {
  const after = blocks.findIndex((block, index) => index > start && isHeadingLike(block, isMethodHeading));
  const methodAt = after >= 0 ? after : blocks.findIndex((block) => isHeadingLike(block, isMethodHeading));
  return methodAt >= 0 ? stepsFromLines(linesOf(upToLastList(section(blocks, methodAt))), { fromPage: true }) : [];
}

/** A sentence of a method ("Drain the beans, toss with the rest and season well."), not an ingredient line. */
function isStepSentence(block: Block): boolean {
  return block.kind === 'line' && block.list === undefined && block.text.length > 60 && /[.!]$/u.test(block.text);
}

/**
 * Where the method starts on a page that writes it as paragraphs right after its ingredient
 * lines, with no heading of its own: the first long sentence after a line with an amount; -1.
 */
function stepProseStart(blocks: Block[]): number {
  const firstAmount = blocks.findIndex((block) => block.kind === 'line' && HAS_AMOUNT.test(block.text) && !isStepSentence(block));
  if (firstAmount < 0) return -1;
  return blocks.findIndex((block, index) => index > firstAmount && isStepSentence(block));
}

/**
 * When the ingredients are a list, the sentences around it are the page talking ("Here is what
 * you need for the best bread.", "*Frozen berries work too.") and are no ingredients.
 */
function withoutProse(blocks: Block[]): Block[] {
  if (!blocks.some((block) => block.kind === 'line' && block.list !== undefined)) return blocks;
  return blocks.filter(
    (block) => block.kind !== 'line' || block.list !== undefined || !(isStepSentence(block) || /^\*\s*\p{L}/u.test(block.text)),
  );
}

function fromHeadings({ blocks }: PageLayout): Parts | null {
  const ingredientsAt = ingredientsHeadingAt(blocks);
  if (ingredientsAt < 0) return null;
  let ingredientBlocks = section(blocks, ingredientsAt);
  let steps = methodStepsAfter(blocks, ingredientsAt);
  const listed = stepList(ingredientBlocks);
  const proseAt = listed || steps.length > 0 ? -1 : stepProseStart(ingredientBlocks);
  if (listed) {
    if (steps.length === 0) steps = stepsFromLines(listed.lines);
    ingredientBlocks = ingredientBlocks.slice(0, listed.at);
  } else if (proseAt > 0) {
    steps = stepsFromLines(linesOf(ingredientBlocks.slice(proseAt)), { fromPage: true });
    ingredientBlocks = ingredientBlocks.slice(0, proseAt);
  }
  return {
    name: '',
    servings: servingsIn(blocks[ingredientsAt]!.text),
    start: ingredientsAt,
    ...withDetailsApart(linesOf(withoutProse(ingredientBlocks))),
    steps,
  };
}

/**
 * The page's likely title: the heading its theme marks as the post's title, or else its first
 * top-level heading. Blogger themes make the blog's name the <h1> and the post's an <h3>.
 */
export function firstTitle({ blocks }: PageLayout): string {
  const title =
    blocks.find((block) => block.kind === 'heading' && block.postTitle) ??
    blocks.find((block) => block.kind === 'heading' && block.level === 1);
  return title?.text ?? '';
}

const LABEL_THEN_TEXT = /^([^:：]{2,40})[:：]\s*(\S.*)$/u;

/**
 * "Directions: Drain the beans and toss." as a heading line and its text: a bold label run
 * into its paragraph is a heading there, however long the paragraph.
 */
function withLabelsApart(blocks: Block[]): Block[] {
  return blocks.flatMap((block) => {
    const match = block.kind === 'line' ? LABEL_THEN_TEXT.exec(block.text) : null;
    if (!match || !(isIngredientsHeading(match[1]!) || isMethodHeading(match[1]!))) return [block];
    return [
      { ...block, text: `${match[1]!.trim()}:` },
      { ...block, text: match[2]! },
    ];
  });
}

/** A draft from a page's plugin classes or headings, or null when neither holds ingredients. */
export function recipeFromPageLayout(layout: PageLayout): DishDraft | null {
  // Plugins' regions count blocks as the page has them; only the headings read the labels apart.
  const split = { ...layout, blocks: withLabelsApart(layout.blocks) };
  const fromClasses = fromPlugins(layout);
  const parts = fromClasses ?? fromHeadings(split);
  if (!parts) return null;
  // Headings take lines too; twice the limit leaves room for them without parsing a flood.
  const ingredients = parseIngredientLines(parts.ingredientLines.slice(0, 2 * DISH_LIMITS.ingredients));
  if (ingredients.length === 0) return null;
  const { blocks } = fromClasses ? layout : split;
  const above = blocks.slice(Math.max(0, parts.start - DETAILS_BEFORE), parts.start).map((block) => block.text);
  const details = detailsIn([...(parts.detailLines ?? []), ...above]);
  const found = parts.ingredientLines.length;
  return {
    dishName: parts.name,
    ingredients,
    ingredientsFound: found > 2 * DISH_LIMITS.ingredients ? found : undefined,
    instructions: parts.steps,
    servings: parts.servings ?? details.servings,
    prepTime: details.prepTime,
    cookTime: details.cookTime,
    totalTime: details.totalTime,
  };
}
