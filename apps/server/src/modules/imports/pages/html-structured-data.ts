import type { Document, Element } from 'domhandler';
import { findElements, isElement, textLines } from './html-document.js';
import { oneStep } from './recipe-instructions.js';
import type { SchemaNode } from './schema-org-values.js';

/**
 * schema.org written into the markup itself, read into the same shape JSON-LD has so one
 * mapping serves all: microdata (itemscope/itemtype/itemprop) and RDFa (vocab/typeof/property).
 * Nested items (a HowToStep inside the Recipe, an author Person) become nested nodes.
 */

type Syntax = {
  /** The element starts an item of its own. */
  startsItem: (element: Element) => boolean;
  types: (element: Element) => string[];
  /** Property names the element gives a value to. */
  properties: (element: Element) => string[];
};

function words(value: string | undefined): string[] {
  return (value ?? '').split(/\s+/u).filter(Boolean);
}

const MICRODATA: Syntax = {
  startsItem: (element) => 'itemscope' in element.attribs,
  types: (element) => words(element.attribs.itemtype),
  properties: (element) => words(element.attribs.itemprop),
};

const RDFA: Syntax = {
  startsItem: (element) => 'typeof' in element.attribs,
  types: (element) => words(element.attribs.typeof),
  properties: (element) => words(element.attribs.property ?? element.attribs.rel).map((name) => name.replace(/^.*[/#:]/u, '')),
};

const URL_VALUED: Readonly<Record<string, string>> = {
  a: 'href',
  area: 'href',
  link: 'href',
  img: 'src',
  audio: 'src',
  video: 'src',
  source: 'src',
  embed: 'src',
  iframe: 'src',
  track: 'src',
  object: 'data',
};

/**
 * Properties whose value is an address. Pages link an author's or a category's name to its
 * own page (`<a itemprop="author" href="/author/jane">Jane</a>`): by the letter of microdata
 * the value is the link, but the name is what the page means, so only these take an href.
 */
const ADDRESS_PROPERTIES = new Set([
  'url',
  'image',
  'photo',
  'thumbnailurl',
  'contenturl',
  'embedurl',
  'sameas',
  'video',
  'logo',
  'mainentityofpage',
]);

/** The value an element gives its property, by the rules both syntaxes share (content first). */
function valueOf(element: Element, names: string[]): string {
  if (element.attribs.content !== undefined) return element.attribs.content;
  if ((element.name === 'a' || element.name === 'link') && !names.some((name) => ADDRESS_PROPERTIES.has(name.toLowerCase()))) {
    const text = textLines(element).join('\n');
    if (text) return text;
  }
  if (element.name === 'img') {
    // Lazy-loading themes put a placeholder in src and the picture in a data- attribute.
    const { attribs } = element;
    const lazy =
      attribs['data-src'] ??
      attribs['data-lazy-src'] ??
      attribs['data-original'] ??
      (attribs['data-srcset'] ?? attribs.srcset)?.trim().split(/[\s,]+/u)[0];
    if (lazy && (!attribs.src || attribs.src.startsWith('data:'))) return lazy;
  }
  const urlAttribute = URL_VALUED[element.name];
  if (urlAttribute && element.attribs[urlAttribute]) return element.attribs[urlAttribute];
  if (element.name === 'time' && element.attribs.datetime) return element.attribs.datetime;
  if ((element.name === 'data' || element.name === 'meter') && element.attribs.value) return element.attribs.value;
  // Line breaks kept: an instructions block written as a list reads as one step per line.
  const lines = textLines(element);
  return isIngredient(names) && isOneIngredient(element, lines) ? lines.join(' ') : lines.join('\n');
}

function isIngredient(names: string[]): boolean {
  return names.some((name) => /^(?:recipeingredient|ingredients?)$/iu.test(name));
}

/** An amount alone ("6", "1 ½", "250") or a unit alone ("oz.", "cups"): a part of a line, never a line. */
const PART_OF_A_LINE = /^(?:[\d½¼¾⅓⅔⅛⅜⅝⅞.,/\s–-]+|[\p{L}.]{1,6})$/u;

/**
 * One ingredient written in parts (`<li itemprop="recipeIngredient"><div>6</div><div>oz.</div>
 * <div>Linguine</div></li>`, as meal-kit pages do): a list item, or lines of which one is only
 * an amount or a unit, read as one line. An element holding a whole list keeps its lines.
 */
function isOneIngredient(element: Element, lines: string[]): boolean {
  if (lines.length < 2) return true;
  if (findElements(element, (candidate) => candidate.name === 'li' || candidate.name === 'br', 1).length > 0) return false;
  return element.name === 'li' || lines.some((line) => PART_OF_A_LINE.test(line));
}

function addValue(node: SchemaNode, name: string, value: unknown): void {
  const existing = node[name];
  if (existing === undefined) node[name] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else node[name] = [existing, value];
}

/** Within `root`, inside another list item: a sub-list's item is part of its parent's step. */
function inListItem(element: Element, root: Element): boolean {
  for (let parent = element.parent; parent && parent !== root; parent = parent.parent) {
    if (isElement(parent) && parent.name === 'li') return true;
  }
  return false;
}

/**
 * A method element that holds a list (`<div itemprop="recipeInstructions"><h4>For the
 * base</h4><ol><li>…</li></ol></div>`, one such element per part of the method) as a
 * HowToSection: its heading names the part and each list item is a step. Read as one text,
 * a whole part would be one step.
 */
function listedSteps(element: Element): SchemaNode | null {
  const items = findElements(element, (candidate) => candidate.name === 'li' && !inListItem(candidate, element));
  if (items.length < 2) return null;
  const heading = findElements(element, (candidate) => /^h[1-6]$/u.test(candidate.name), 1)[0];
  return {
    '@type': 'HowToSection',
    name: heading ? textLines(heading).join(' ') : '',
    itemListElement: items.map((item) => oneStep(textLines(item))),
  };
}

function isMethod(names: string[]): boolean {
  return names.some((name) => name.toLowerCase() === 'recipeinstructions');
}

/** An item and everything under it up to the items nested in it (recursion bounded by the tree's depth cap). */
function readItem(root: Element, syntax: Syntax): SchemaNode {
  const node: SchemaNode = { '@type': syntax.types(root) };
  const stack: Element[] = root.children.filter(isElement).reverse();
  while (stack.length > 0) {
    const element = stack.pop()!;
    const names = syntax.properties(element);
    const nested = syntax.startsItem(element);
    if (names.length > 0) {
      const value = nested ? readItem(element, syntax) : ((isMethod(names) ? listedSteps(element) : null) ?? valueOf(element, names));
      for (const name of names) addValue(node, name, value);
    }
    // The properties inside a nested item are that item's own.
    if (nested) continue;
    for (let index = element.children.length - 1; index >= 0; index -= 1) {
      const child = element.children[index]!;
      if (isElement(child)) stack.push(child);
    }
  }
  return node;
}

/**
 * A Recipe item's root. Some themes write the Recipe's itemtype without its itemscope: browsers
 * then see no item, but the page plainly means one, so a Recipe's itemtype starts one by itself.
 * Only the Recipe's own: a nested itemtype without itemscope stays a plain value, as the page shows it.
 */
function isRecipeElement(element: Element, syntax: Syntax): boolean {
  const starts = syntax.startsItem(element) || (syntax === MICRODATA && 'itemtype' in element.attribs);
  return starts && syntax.types(element).some((type) => /(?:^|[/#:])Recipe$/iu.test(type));
}

/**
 * Steps marked one element each (`<li itemprop="recipeInstructions"><p>…</p><p>…</p></li>`):
 * each element is one step, whatever paragraphs it holds. A single element marks the whole
 * method, and its lines stay the steps.
 */
function withOneStepPerElement(recipe: SchemaNode): SchemaNode {
  const steps = recipe.recipeInstructions;
  if (!Array.isArray(steps) || steps.length < 2) return recipe;
  return { ...recipe, recipeInstructions: steps.map((step) => (typeof step === 'string' ? oneStep(step.split('\n')) : step)) };
}

/** The page's Recipe items in microdata, then in RDFa, as schema.org nodes. */
export function recipesInMarkup(document: Document): SchemaNode[] {
  return [MICRODATA, RDFA].flatMap((syntax) =>
    findElements(document, (element) => isRecipeElement(element, syntax)).map((element) =>
      withOneStepPerElement(readItem(element, syntax)),
    ),
  );
}
