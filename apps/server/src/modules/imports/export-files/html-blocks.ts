import { StringDecoder } from 'node:string_decoder';
import { findAll, findOne, textContent } from 'domutils';
import { DomHandler, type Handler, Parser, type ParserOptions } from 'htmlparser2';
import { CappedTokenizer, type GuardedOptions } from '../pages/html-document.js';

/**
 * Exports that write every recipe into one HTML or XML file (CopyMeThat's `div.recipe`, Recipe
 * Keeper's `div.recipe-details`, MasterCook's `RcpE`) are parsed as a stream, and only one
 * recipe's tree is built at a time, so a large export never becomes one large DOM. Nesting is
 * capped as for web pages, so a file of a million nested tags is neither slow nor too deep to walk.
 */

export type HtmlBlock = DomHandler['root'];
export type HtmlElement = ReturnType<typeof findAll>[number];

export function hasClass(attribs: Record<string, string>, name: string): boolean {
  return (attribs.class ?? '').split(/\s+/).includes(name);
}

/** Which elements start a recipe: those of a class (HTML), or those of a tag name (XML). */
export type BlockMatch = { className: string } | { tagName: string };

function matches(match: BlockMatch, name: string, attribs: Record<string, string>): boolean {
  return 'className' in match ? hasClass(attribs, match.className) : name === match.tagName;
}

/** Builds a tree for each matching element the parser passes, ignoring everything between them. */
class MatchingBlocks implements Partial<Handler> {
  readonly finished: HtmlBlock[] = [];
  /** Elements open in the whole document, for the tokenizer's depth cap. */
  documentDepth = 0;
  private handler: DomHandler | null = null;
  private depth = 0;

  constructor(
    private readonly match: BlockMatch,
    private readonly xmlMode: boolean,
  ) {}

  onopentag(name: string, attribs: Record<string, string>): void {
    this.documentDepth += 1;
    if (!this.handler) {
      if (!matches(this.match, name, attribs)) return;
      this.handler = new DomHandler(undefined, { xmlMode: this.xmlMode });
      this.depth = 0;
    }
    this.depth += 1;
    this.handler.onopentag(name, attribs);
  }

  ontext(data: string): void {
    this.handler?.ontext(data);
  }

  onclosetag(): void {
    this.documentDepth -= 1;
    if (!this.handler) return;
    this.handler.onclosetag();
    this.depth -= 1;
    if (this.depth === 0) {
      this.handler.onend();
      this.finished.push(this.handler.root);
      this.handler = null;
    }
  }
}

/**
 * Each matching element of the document, as its own small tree, in order. Buffers are read as
 * UTF-8; text already decoded (from another encoding) is passed as strings.
 */
export async function* htmlBlocks(
  source: AsyncIterable<Buffer | string> | Iterable<Buffer | string>,
  match: BlockMatch,
  { xmlMode = false } = {},
): AsyncGenerator<HtmlBlock> {
  const blocks = new MatchingBlocks(match, xmlMode);
  // Open tags past MAX_DEPTH are swallowed before the parser sees them (see html-document.ts): its
  // stack of open elements is shifted at the front, and a tree walk recurses.
  const options: GuardedOptions & ParserOptions = {
    decodeEntities: true,
    xmlMode,
    recognizeSelfClosing: true,
    Tokenizer: CappedTokenizer,
    depthProbe: () => blocks.documentDepth,
  };
  const parser = new Parser(blocks, options);
  const decoder = new StringDecoder('utf8');
  for await (const chunk of source) {
    parser.write(typeof chunk === 'string' ? chunk : decoder.write(chunk));
    yield* blocks.finished.splice(0);
  }
  parser.write(decoder.end());
  parser.end();
  yield* blocks.finished.splice(0);
}

/** A long text in pieces, so a parser fed from it hands over each recipe as it ends. */
export function* inPieces(text: string, size = 64 * 1024): Generator<string> {
  for (let start = 0; start < text.length; start += size) yield text.slice(start, start + size);
}

export function cleanText(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

export function textOf(element: HtmlElement | null | undefined): string {
  return element ? cleanText(textContent(element)) : '';
}

export function findFirst(root: HtmlBlock | HtmlElement, test: (element: HtmlElement) => boolean): HtmlElement | null {
  return findOne(test, root.children, true);
}

export function findEvery(root: HtmlBlock | HtmlElement, test: (element: HtmlElement) => boolean): HtmlElement[] {
  return findAll(test, root.children);
}

/** A path written in a page (`images/roast%20carrots.jpg`) as the zip names it. */
export function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
