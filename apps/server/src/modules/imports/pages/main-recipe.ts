import { recipeWeight } from './json-ld.js';
import { asArray, isNode, property, type SchemaNode } from './schema-org-values.js';
import { cleanText } from './text-cleanup.js';

/**
 * Which of a page's recipes is the one the page is about. Pages hold more than one: a
 * "you might also like" carousel of recipe stubs (a name, a link, a picture), a sub-recipe
 * (the dough beside the pizza, the sauce beside the dish), a recipe repeated by two plugins.
 * The page's own recipe names the page's address, or carries the page's title. Failing both,
 * a sub-recipe gives way to the dish it is part of (one that lists it among its ingredients,
 * or one not named as a part: a sauce, a dough, a glaze), then the name sharing most words with
 * the page's title wins, and only then the fullest (then the one the page gives first): a
 * sauce often has more ingredients than the dish it goes on.
 */

export type PageIdentity = {
  /** Addresses the page goes by: the one it was fetched from, its canonical and og:url. */
  addresses: string[];
  /** The page's title without the site's name. */
  title: string;
};

/** An address without its fragment, query and trailing slash, for comparing. */
function comparable(address: unknown): string {
  const text = cleanText(isNode(address) ? (address['@id'] ?? address.url) : address);
  return text
    .replace(/[#?].*$/u, '')
    .replace(/\/+$/u, '')
    .replace(/^https?:\/\/(?:www\.)?/iu, '')
    .toLowerCase();
}

/** "The Best Lemon Tart Recipe!" and "best lemon tart" compare equal. */
function comparableName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/^\s*(?:the\s+)?(?:best\s+)?|\s*(?:recipe|rezept|recette|receta|ricetta|recept|receita)?\s*$/gu, '')
    .trim();
}

/** The addresses a recipe gives for itself: its url, its @id and the page it says it is the main entity of. */
function ownAddresses(recipe: SchemaNode): string[] {
  return [property(recipe, 'url'), recipe['@id'], ...asArray(property(recipe, 'mainEntityOfPage'))].map(comparable).filter(Boolean);
}

export function namesPage(recipe: SchemaNode, page: PageIdentity): boolean {
  const addresses = new Set(page.addresses.map(comparable).filter(Boolean));
  if (ownAddresses(recipe).some((address) => addresses.has(address))) return true;
  const title = comparableName(page.title);
  return title !== '' && comparableName(cleanText(property(recipe, 'name'))) === title;
}

/**
 * A stub that names another page ("you might also like" carousels on a page whose own recipe
 * is in microdata or a plugin's card): it is a link, not this page's recipe. An address given
 * only as a fragment ("#recipe") names no other page; any other address that is not one of
 * the page's own does, also on a saved page whose own address is unknown.
 */
export function namesOtherPage(recipe: SchemaNode, page: PageIdentity): boolean {
  const own = ownAddresses(recipe).filter((address) => address.includes('/') || address.includes('.'));
  return own.length > 0 && !namesPage(recipe, page);
}

/** Recipes with something to cook: a stub in a carousel has neither ingredients nor steps. */
export function hasContent(recipe: SchemaNode): boolean {
  return recipeWeight(recipe) > 0;
}

/** Words that name a part of a dish rather than a dish: "Pizza Dough", "Tahini Sauce", "For the glaze". */
const PART_NAME =
  /\b(?:sauces?|dough|dressing|glaze|frosting|icing|crust|marinade|syrup|filling|topping|pastry|stock|broth|gravy|salsa|rub|spice mix|seasoning|batter|base|crumble|ganache|caramel|custard|vinaigrette|pesto|aioli|mayonnaise|buttercream|whipped cream|for the)\b/iu;

function words(text: string): string[] {
  return comparableName(text)
    .split(' ')
    .filter((word) => word.length > 2);
}

function ingredientsText(recipe: SchemaNode): string {
  const list = property(recipe, 'recipeIngredient') ?? property(recipe, 'ingredients') ?? property(recipe, 'ingredient');
  return asArray(list)
    .map((line) => cleanText(isNode(line) ? (line.text ?? line.name) : line))
    .join(' \n ')
    .toLowerCase();
}

/** Another recipe of the page lists this one among its ingredients ("1 batch pizza dough"). */
function isPartOfAnother(recipe: SchemaNode, recipes: readonly SchemaNode[]): boolean {
  const name = comparableName(cleanText(property(recipe, 'name')));
  if (!name) return false;
  return recipes.some((other) => other !== recipe && ingredientsText(other).includes(name));
}

/**
 * How much the page's title names the recipe: the share of its name's words the title holds,
 * then how early (a title names its dish before what goes with it: "Beef Stew with Dumplings").
 */
function titleLikeness(recipe: SchemaNode, page: PageIdentity): [share: number, earliness: number] {
  const name = words(cleanText(property(recipe, 'name')));
  const title = words(page.title);
  const held = name.filter((word) => title.includes(word));
  if (name.length === 0 || held.length === 0) return [0, -Infinity];
  return [held.length / name.length, -Math.min(...held.map((word) => title.indexOf(word)))];
}

/** The recipes, the page's own first, then the dish before its parts, then by the title, then the fullest; stubs last. */
export function mainRecipeFirst(recipes: SchemaNode[], page: PageIdentity): SchemaNode[] {
  const withContent = recipes.filter(hasContent);
  const rank = (recipe: SchemaNode): number[] => {
    const name = cleanText(property(recipe, 'name'));
    return [
      hasContent(recipe) ? 1 : 0,
      namesPage(recipe, page) ? 1 : 0,
      isPartOfAnother(recipe, withContent) ? 0 : 1,
      PART_NAME.test(name) ? 0 : 1,
      ...titleLikeness(recipe, page),
      recipeWeight(recipe),
    ];
  };
  const ranks = new Map(recipes.map((recipe) => [recipe, rank(recipe)]));
  // A stable sort: among equals, the one the page gives first.
  return [...recipes].sort((left, right) => {
    const [a, b] = [ranks.get(left)!, ranks.get(right)!];
    for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) return b[index]! - a[index]!;
    return 0;
  });
}
