import { UnprocessableError } from '../../../errors.js';

/**
 * The deepest nesting of arrays and objects in a JSON text, counted in one pass without
 * recursion. JSON.parse copes with deep nesting, but every walk over the result (ours, zod's,
 * the schema.org mapper's) recurses, so a document 10,000 levels deep is refused up front.
 */
export function jsonDepth(text: string, stopAbove: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index += 1; // backslash: skip the escaped character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x7b || code === 0x5b) {
      depth += 1;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > stopAbove) return deepest;
      }
    } else if (code === 0x7d || code === 0x5d) {
      depth -= 1;
    }
  }
  return deepest;
}

/** JSON.parse behind a nesting limit; `what` names the document in the error ("recipe.json"). */
export function parseJson(text: string, maxDepth: number, what: string): unknown {
  if (jsonDepth(text, maxDepth) > maxDepth) {
    throw new UnprocessableError(`${what} is nested more deeply than any recipe needs, so it was not read.`, 'JSON_TOO_DEEP');
  }
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new UnprocessableError(`${what} is not valid JSON.`, 'INVALID_JSON');
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
