import { parse, type Token } from '@messageformat/parser';

/**
 * What an ICU message needs from the code and gives the reader, for comparing a translation
 * with its English: the values it prints ({name}, {n, number}), the values it chooses a form by
 * (plural, select), and the rich-text tags components dress (<0>…</0>, <1/>).
 */
export interface MessageShape {
  printed: Set<string>;
  selectors: Set<string>;
  tags: string[];
  /** Plurals and selects that lack the `other` case ICU requires. */
  missingOther: string[];
}

function walk(tokens: Token[], shape: MessageShape) {
  for (const token of tokens) {
    if (token.type === 'content') {
      shape.tags.push(...[...token.value.matchAll(/<\/?\d+\/?>/g)].map((match) => match[0]));
    } else if (token.type === 'argument' || token.type === 'function') {
      shape.printed.add(token.arg);
    } else if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      shape.selectors.add(token.arg);
      if (!token.cases.some((choice) => choice.key === 'other')) shape.missingOther.push(token.arg);
      for (const choice of token.cases) walk(choice.tokens, shape);
    }
  }
}

/** The shape of a message; throws on ICU syntax the runtime could not read. */
export function messageShape(message: string): MessageShape {
  const shape: MessageShape = { printed: new Set(), selectors: new Set(), tags: [], missingOther: [] };
  walk(parse(message), shape);
  shape.tags = [...new Set(shape.tags)].sort();
  return shape;
}
