import { decodeHTML } from 'entities';
import { asArray, hasType, isNode, property, type SchemaNode } from './schema-org-values.js';

/**
 * JSON-LD as pages really write it: several scripts, top-level arrays, `@graph`, recipes
 * nested in `mainEntity` or an ItemList, `@id` references to authors and images elsewhere in
 * the graph, trailing commas, raw line breaks inside strings, HTML comment wrappers, PHP's
 * `\'` escapes, stray quotes inside strings, NaN, and scripts written out HTML-escaped.
 */

/** Nesting we follow to find a recipe; real pages need a handful of levels. */
const MAX_SEARCH_DEPTH = 64;
/** Nodes we look at per page; a hostile page cannot make the search longer than this. */
const MAX_SEARCH_NODES = 100_000;

/** Wrappers pages put around a script's JSON so old browsers and XHTML parsers skip it. */
const WRAPPER_START = /^(?:<!--|\/\*\s*<!\[CDATA\[\s*\*\/|\/\/\s*<!\[CDATA\[|<!\[CDATA\[)\s*/u;
/** No leading `\s*` (the text is trimmed after): tried at every position, it would be quadratic over a long run of spaces. */
const WRAPPER_END = /(?:-->|\/\*\s*\]\]>\s*\*\/|\/\/\s*\]\]>|\]\]>)$/u;

/** The next character that is not whitespace, from `index` on. */
function nextVisible(text: string, index: number): string {
  for (let at = index; at < text.length; at += 1) if (!/\s/u.test(text[at]!)) return text[at]!;
  return '';
}

function isControl(char: string): boolean {
  const code = char.charCodeAt(0);
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

const BARE_WORD = /^(?:NaN|undefined|-?Infinity)\b/u;

/**
 * The text with the slips real pages make repaired, in one pass: JavaScript comments outside
 * strings dropped; raw line breaks inside strings escaped (they part lines), other raw control
 * characters made spaces; `\'` (PHP's escape, not JSON's) unescaped; a quote inside a string
 * that does not end it (`"The "best" soup"`: the next visible character is not one of
 * `, : } ]`) escaped; NaN, undefined and Infinity as null.
 */
function repairedJson(text: string): string {
  let out = '';
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (inString) {
      if (char === '\\') {
        const next = text[index + 1] ?? '';
        // `\'` is PHP's escape; another letter JSON does not know (`\2`, `\x`) was a plain backslash.
        if (next === "'") out += "'";
        else out += /["\\/bfnrtu]/u.test(next) ? `${char}${next}` : `\\\\${next}`;
        index += 1;
      } else if (char === '"') {
        const closes = /^[,:}\]]?$/u.test(nextVisible(text, index + 1));
        out += closes ? char : '\\"';
        inString = !closes;
      } else if (char === '\n' || char === '\r') {
        // A raw line break in a string ("1 cup flour⏎2 eggs") separates lines, as \n would.
        out += '\\n';
      } else {
        out += isControl(char) ? ' ' : char;
      }
    } else if (char === '"') {
      inString = true;
      out += char;
    } else if (char === '/' && text[index + 1] === '/') {
      const end = text.indexOf('\n', index);
      index = end < 0 ? text.length : end - 1;
    } else if (char === '/' && text[index + 1] === '*') {
      const end = text.indexOf('*/', index + 2);
      index = end < 0 ? text.length : end + 1;
    } else if ((char === 'N' || char === 'u' || char === 'I' || char === '-') && BARE_WORD.test(text.slice(index, index + 10))) {
      const word = BARE_WORD.exec(text.slice(index, index + 10))![0];
      out += 'null';
      index += word.length - 1;
    } else {
      out += char;
    }
  }
  return out;
}

function tryParse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The script's JSON, repaired if that is cheap, or null when it stays unreadable. */
export function parseJsonLd(script: string): unknown {
  // A trailing semicolon: the script was written as a JavaScript statement.
  const text = script.trim().replace(WRAPPER_START, '').replace(WRAPPER_END, '').trim().replace(/;+$/u, '');
  if (!text) return null;
  const parsed = tryParse(text);
  if (parsed !== undefined) return parsed;
  // A script written out HTML-escaped ({&quot;@type&quot;: …}) is JSON once decoded.
  const decoded = /^[{[]\s*&quot;/u.test(text) ? decodeHTML(text) : text;
  // Besides what repairedJson mends: a comma before a closing bracket, and several objects
  // one after another.
  const repaired = repairedJson(decoded)
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/,\s*([}\]])/gu, '$1')
    .trim();
  return tryParse(repaired) ?? tryParse(`[${repaired.replace(/\}\s*(?:,\s*)?\{/gu, '},{')}]`) ?? null;
}

type Found = { recipes: SchemaNode[]; byId: Map<string, SchemaNode> };

/** Every Recipe node in the documents, in order, and every node with an `@id` (to resolve references). */
function search(documents: unknown[]): Found {
  const recipes: SchemaNode[] = [];
  const byId = new Map<string, SchemaNode>();
  const stack: Array<{ value: unknown; depth: number }> = documents.map((value) => ({ value, depth: 0 })).reverse();
  let visited = 0;
  while (stack.length > 0 && visited < MAX_SEARCH_NODES) {
    const { value, depth } = stack.pop()!;
    visited += 1;
    if (depth > MAX_SEARCH_DEPTH || typeof value !== 'object' || value === null) continue;
    const children = Array.isArray(value) ? value : Object.values(value);
    if (isNode(value)) {
      const id = value['@id'];
      if (typeof id === 'string' && Object.keys(value).length > 1 && !byId.has(id)) byId.set(id, value);
      if (hasType(value, 'Recipe')) {
        recipes.push(value);
        continue;
      }
    }
    for (let index = children.length - 1; index >= 0; index -= 1) stack.push({ value: children[index], depth: depth + 1 });
  }
  return { recipes, byId };
}

function isReference(value: unknown): value is { '@id': string } {
  return isNode(value) && typeof value['@id'] === 'string' && Object.keys(value).length === 1;
}

/** The recipe with its `{"@id": …}` properties replaced by the nodes they name (one level, no loops). */
function withReferences(recipe: SchemaNode, byId: Map<string, SchemaNode>): SchemaNode {
  const resolve = (value: unknown): unknown => (isReference(value) ? (byId.get(value['@id']) ?? value) : value);
  return Object.fromEntries(
    Object.entries(recipe).map(([key, value]) => [key, Array.isArray(value) ? value.map(resolve) : resolve(value)]),
  );
}

/** The Recipe nodes of a page's JSON-LD scripts, references resolved. One broken script hides no other. */
export function recipesInJsonLd(scripts: readonly string[]): SchemaNode[] {
  const documents = scripts.map(parseJsonLd).filter((document) => document !== null);
  const { recipes, byId } = search(documents);
  return recipes.map((recipe) => withReferences(recipe, byId));
}

/** How much of a recipe a node holds, to prefer the full one when a page repeats it. */
export function recipeWeight(recipe: SchemaNode): number {
  const ingredients = asArray(
    property(recipe, 'recipeIngredient') ?? property(recipe, 'ingredients') ?? property(recipe, 'ingredient'),
  ).length;
  const steps = asArray(property(recipe, 'recipeInstructions')).length;
  return ingredients + steps;
}
