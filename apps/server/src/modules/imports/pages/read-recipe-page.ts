import { DISH_LIMITS } from '@hearth/shared/dish-rules';
import { UnprocessableError } from '../../../errors.js';
import { notice } from '../import-notices.js';
import { fitDish, type ReadDish, UNNAMED_DISH } from './fit-dish.js';
import { parseHtml } from './html-document.js';
import { recipesInMarkup } from './html-structured-data.js';
import { recipesInJsonLd } from './json-ld.js';
import { hasContent, mainRecipeFirst, namesOtherPage, namesPage, type PageIdentity } from './main-recipe.js';
import { readPageLayout } from './page-blocks.js';
import { firstTitle, recipeFromPageLayout } from './page-fallback.js';
import { type PageScan, scanPage } from './page-scan.js';
import { detailsIn } from './recipe-details.js';
import { recipeFromSchemaOrg } from './schema-org-recipe.js';
import { absoluteHttpUrl, type SchemaNode } from './schema-org-values.js';
import { cleanText, clip } from './text-cleanup.js';

/**
 * A recipe web page as a draft dish: schema.org JSON-LD first (most recipe sites), then
 * microdata and RDFa, then the page's recipe-plugin classes and headings. Nothing is
 * fetched and nothing is saved; `warnings` says what the cook should check.
 */

export const NO_RECIPE_MESSAGE = 'No recipe found on that page';
/**
 * itemtype (microdata) or typeof (RDFa) naming a Recipe somewhere in the page. Without the
 * u flag: case-insensitive Unicode matching makes this 30 times slower over a megabyte.
 */
const MARKUP = /\b(?:itemtype|typeof)\s*=\s*["']?[^"'>]{0,200}Recipe\b/i;

/** "Lemon Tart | Some Site" -> "Lemon Tart". */
function withoutSiteName(title: string): string {
  const [first] = title.split(/\s+(?:[|–—•·»]|::)\s+|\s+-\s+(?=[^-]+$)/u);
  return (first ?? '').trim().length >= 3 ? first!.trim() : title.trim();
}

/** Separators titles put between a name and the site's ("Lemon Tart | Some Site"). */
const TITLE_SEPARATOR = /\s+(?:[|–—•·»-]|::)\s+/u;

/** The site's name: og:site_name, or what follows the last separator of the page's title. */
function siteNames(scan: PageScan): string[] {
  const fromTitle = cleanText(scan.title).split(TITLE_SEPARATOR);
  return [cleanText(scan.meta['og:site_name'] ?? ''), fromTitle.length > 1 ? fromTitle.at(-1)! : ''].filter(Boolean);
}

/** "Chili Recipe - Some Site" -> "Chili Recipe", when "Some Site" is the site's name: some plugins put the page title in the recipe's name. */
function withoutSiteSuffix(name: string, scan: PageScan): string {
  const parts = name.split(TITLE_SEPARATOR);
  if (parts.length < 2) return name;
  const suffix = parts.at(-1)!.toLowerCase();
  // A title that is the recipe's name itself ("Fish - Chips") names no site after its dash.
  const titleIsName = cleanText(scan.title).toLowerCase() === name.toLowerCase();
  const sites = titleIsName ? [cleanText(scan.meta['og:site_name'] ?? '')] : siteNames(scan);
  if (!sites.some((site) => site.toLowerCase() === suffix)) return name;
  return (
    name
      .slice(0, name.length - parts.at(-1)!.length)
      .replace(/\s+(?:[|–—•·»-]|::)\s*$/u, '')
      .trim() || name
  );
}

function pageTitle(scan: PageScan): string {
  return withoutSiteName(cleanText(scan.meta['og:title'] ?? scan.meta['twitter:title'] ?? '') || cleanText(scan.title));
}

function pageDescription(scan: PageScan): string {
  return cleanText(scan.meta['og:description'] ?? scan.meta.description ?? '');
}

function pageImage(scan: PageScan, base?: string): string {
  const { meta } = scan;
  const image =
    meta['og:image:secure_url'] ?? meta['og:image'] ?? meta['og:image:url'] ?? meta['twitter:image'] ?? meta['twitter:image:src'];
  return absoluteHttpUrl(image ?? meta.image_src ?? meta.thumbnail, base);
}

/** The page's own recipe, or else the fullest that reads (see main-recipe.ts). */
function readMain(recipes: SchemaNode[], page: PageIdentity, pageUrl?: string): ReadDish | null {
  const withContent = recipes.filter(hasContent);
  const names = new Set(withContent.map((recipe) => cleanText(recipe.name).toLowerCase()));
  for (const recipe of mainRecipeFirst(recipes, page)) {
    const read = recipeFromSchemaOrg(recipe, pageUrl);
    if (!read) continue;
    if (names.size > 1) read.warnings.push(notice('several_recipes', { count: names.size, name: read.dish.dishName }));
    return read;
  }
  return null;
}

/** Fills what the recipe left out from the page's own title, picture and address. */
function withPageDetails(read: ReadDish, scan: PageScan, base?: string): ReadDish {
  const { dish } = read;
  const warnings = [...read.warnings];
  const title = pageTitle(scan);
  dish.dishName = withoutSiteSuffix(dish.dishName, scan);
  if (dish.dishName === UNNAMED_DISH && title) {
    dish.dishName = clip(title, DISH_LIMITS.dishName);
    const unnamed = warnings.findIndex((warning) => warning.code === 'unnamed');
    if (unnamed >= 0) warnings.splice(unnamed, 1);
  }
  if (!dish.description) dish.description = clip(pageDescription(scan), DISH_LIMITS.description);
  if (!dish.imageUrl) dish.imageUrl = pageImage(scan, base);
  if (!dish.sourceUrl && base) dish.sourceUrl = base;
  return { dish, warnings };
}

/** How far into a page's lines its recipe card's printed times are looked for. */
const MAX_DETAIL_LINES = 5_000;

/**
 * Some pages mark a recipe up without its ingredients or its steps (a plugin that leaves the
 * steps out of its JSON-LD, a theme's partial microdata): the gap is filled from the page's
 * headings and lists, with a warning. A recipe marked up with no times at all takes the ones
 * its card prints ("Prep 10 mins / Cook 25 mins"): a total there stays a total.
 */
function withGapsFilled(read: ReadDish, html: string): ReadDish {
  const { dish } = read;
  const steps = Array.isArray(dish.instructions) ? dish.instructions : dish.instructions ? [dish.instructions] : [];
  const timeless = dish.prepTime === null && dish.cookTime === null && dish.totalTime === null;
  if (dish.ingredients.length > 0 && steps.length > 0 && !timeless) return read;
  const layout = readPageLayout(html);
  const times = timeless ? detailsIn(layout.blocks.slice(0, MAX_DETAIL_LINES).map((block) => block.text)) : null;
  const timed = times ? { ...dish, prepTime: times.prepTime, cookTime: times.cookTime, totalTime: times.totalTime } : dish;
  if (dish.ingredients.length > 0 && steps.length > 0) return { dish: timed, warnings: read.warnings };
  const draft = recipeFromPageLayout(layout);
  if (!draft) return { dish: timed, warnings: read.warnings };
  const warnings = [...read.warnings];
  let { ingredients } = dish;
  let instructions = steps;
  if (ingredients.length === 0 && (draft.ingredients ?? []).length > 0) {
    ingredients = draft.ingredients!;
    warnings.push(notice('ingredients_from_lists'));
  }
  if (instructions.length === 0 && (draft.instructions ?? []).length > 0) {
    instructions = draft.instructions!;
    warnings.push(notice('steps_from_lists'));
  }
  return fitDish({ ...timed, ingredients, instructions }, warnings);
}

/**
 * What the stub of the page's own recipe says that the recipe read from elsewhere left out:
 * a plugin may write a JSON-LD stub (a name, a picture, times) beside microdata holding the rest.
 */
function withStubDetails(read: ReadDish, stub: ReadDish | null): ReadDish {
  if (!stub) return read;
  const { dish } = read;
  const from = stub.dish;
  return {
    dish: {
      ...dish,
      description: dish.description || from.description,
      prepTime: dish.prepTime ?? from.prepTime,
      cookTime: dish.cookTime ?? from.cookTime,
      totalTime: dish.totalTime ?? from.totalTime,
      servings: dish.servings ?? from.servings,
      imageUrl: dish.imageUrl || from.imageUrl,
      notes: dish.notes || from.notes,
      tags: dish.tags.length > 0 ? dish.tags : from.tags,
    },
    warnings: read.warnings,
  };
}

export function readRecipePage(html: string, pageUrl?: string): ReadDish {
  const scan = scanPage(html);
  const base = absoluteHttpUrl(pageUrl) || absoluteHttpUrl(scan.canonicalUrl) || absoluteHttpUrl(scan.meta['og:url']) || undefined;

  const page: PageIdentity = { addresses: [pageUrl ?? '', scan.canonicalUrl, scan.meta['og:url'] ?? ''], title: pageTitle(scan) };
  const inJsonLd = recipesInJsonLd(scan.jsonLd);
  if (inJsonLd.some(hasContent)) {
    const fromJsonLd = readMain(inJsonLd, page, base);
    if (fromJsonLd) return withGapsFilled(withPageDetails(fromJsonLd, scan, base), html);
  }

  // Building a tree costs three times a streaming pass: only pages that use markup get one.
  const inMarkup = MARKUP.test(html) ? recipesInMarkup(parseHtml(html)) : [];
  if (inMarkup.some(hasContent)) {
    const fromMarkup = readMain(inMarkup, page, base);
    const ownStub = inJsonLd.find((recipe) => namesPage(recipe, page));
    if (fromMarkup)
      return withGapsFilled(
        withPageDetails(withStubDetails(fromMarkup, ownStub ? recipeFromSchemaOrg(ownStub, base) : null), scan, base),
        html,
      );
  }

  // Only stubs. The page's own (by its address or title) has its ingredients and steps in the
  // page's headings and lists. The links to other pages a carousel holds are never the recipe;
  // a stub that names no page at all is, when the page's layout holds none.
  const stubs = [...inJsonLd, ...inMarkup];
  const fromOwnStub = readMain(
    stubs.filter((recipe) => namesPage(recipe, page)),
    page,
    base,
  );
  if (fromOwnStub) return withGapsFilled(withPageDetails(fromOwnStub, scan, base), html);

  const layout = readPageLayout(html);
  const draft = recipeFromPageLayout(layout);
  if (!draft) {
    const fromStub = readMain(
      stubs.filter((recipe) => !namesOtherPage(recipe, page)),
      page,
      base,
    );
    if (fromStub) return withPageDetails(fromStub, scan, base);
    throw new UnprocessableError(NO_RECIPE_MESSAGE, 'NO_RECIPE_FOUND');
  }
  // The page's own heading names the recipe (its <title> often adds "Recipe" or the site's
  // name), unless the theme made the site's name its top heading.
  const heading = firstTitle(layout);
  const headingIsSite = siteNames(scan).some((site) => site.toLowerCase() === heading.toLowerCase());
  return fitDish(
    {
      ...draft,
      dishName: draft.dishName || (headingIsSite ? '' : heading) || pageTitle(scan) || heading,
      description: pageDescription(scan),
      imageUrl: pageImage(scan, base) || absoluteHttpUrl(layout.image, base),
      sourceUrl: base ?? '',
    },
    [notice('read_from_layout')],
  );
}

/** Two readings of one recipe (a page that repeats it) count once. */
function sameRead(left: ReadDish, right: ReadDish): boolean {
  return left.dish.dishName === right.dish.dishName && left.dish.ingredients.length === right.dish.ingredients.length;
}

/**
 * Every recipe a page holds, for exports written as web pages (one page per recipe, or one
 * page of many): all the schema.org recipes with ingredients or steps in its JSON-LD (or else
 * its markup), or the one readRecipePage finds. Empty when the page holds none.
 */
export function readRecipesInPage(html: string, pageUrl?: string): ReadDish[] {
  const scan = scanPage(html);
  const base = absoluteHttpUrl(pageUrl) || undefined;
  // Stubs (a carousel's links to other recipes) are no recipes of this page.
  let nodes = recipesInJsonLd(scan.jsonLd).filter(hasContent);
  if (nodes.length === 0 && MARKUP.test(html)) nodes = recipesInMarkup(parseHtml(html)).filter(hasContent);
  if (nodes.length > 1) {
    const reads: ReadDish[] = [];
    for (const node of nodes) {
      const read = recipeFromSchemaOrg(node, base);
      if (read && !reads.some((other) => sameRead(other, read))) reads.push(read);
    }
    return reads;
  }
  try {
    return [readRecipePage(html, pageUrl)];
  } catch (error) {
    if (error instanceof UnprocessableError) return [];
    throw error;
  }
}
