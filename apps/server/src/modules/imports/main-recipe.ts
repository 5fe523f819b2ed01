import { recipeWeight } from './json-ld.js';
import { asArray, isNode, property, type SchemaNode } from './schema-org-values.js';
import { cleanText } from './text-cleanup.js';

/**
 * Which of a page's recipes is the one the page is about. Pages hold more than one: a
 * "you might also like" carousel of recipe stubs (a name, a link, a picture), a sub-recipe
 * (the dough beside the pizza), a recipe repeated by two plugins. The page's own recipe names
 * the page's address, or carries the page's title; failing both, the fullest one wins.
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

/** The recipes, the page's own first, then the fullest; stubs last. */
export function mainRecipeFirst(recipes: SchemaNode[], page: PageIdentity): SchemaNode[] {
  const rank = (recipe: SchemaNode): number => (hasContent(recipe) ? 2 : 0) + (namesPage(recipe, page) ? 1 : 0);
  return [...recipes].sort((left, right) => rank(right) - rank(left) || recipeWeight(right) - recipeWeight(left));
}
