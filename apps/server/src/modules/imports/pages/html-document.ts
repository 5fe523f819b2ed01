import type { ChildNode, Document, Element } from 'domhandler';
import { DomHandler, type Handler, Parser, type ParserOptions, type QuoteType, Tokenizer, type TokenizerCallbacks } from 'htmlparser2';

/**
 * HTML through htmlparser2: a fast, forgiving streaming parser (no scripts run, no network),
 * building domhandler's light tree. Browsers stop nesting elements past a depth of 512; we
 * stop at MAX_DEPTH, because the parser keeps its open elements in an array it shifts at
 * the front, which turns a page of a million nested tags into hours of work. Tags deeper
 * than that are dropped (their text stays, in the deepest element kept).
 */
export const MAX_DEPTH = 256;

/** Deepest element open right now, as the handler sees it. */
type DepthProbe = () => number;

/**
 * Stands between the tokenizer and the parser and swallows the open tags past MAX_DEPTH
 * before the parser sees them: their name, attributes and end of tag. Their close tags then
 * match nothing and are ignored. One class (not a closure per parse) keeps the tokenizer's
 * calls monomorphic, which keeps it fast.
 */
class DepthGuard implements TokenizerCallbacks {
  private skipping = false;

  constructor(
    private readonly parser: TokenizerCallbacks,
    private readonly depth: DepthProbe,
  ) {}

  onattribdata(start: number, end: number): void {
    if (!this.skipping) this.parser.onattribdata(start, end);
  }
  onattribentity(codepoint: number): void {
    if (!this.skipping) this.parser.onattribentity(codepoint);
  }
  onattribend(quote: QuoteType, end: number): void {
    if (!this.skipping) this.parser.onattribend(quote, end);
  }
  onattribname(start: number, end: number): void {
    if (!this.skipping) this.parser.onattribname(start, end);
  }
  oncdata(start: number, end: number, offset: number): void {
    this.parser.oncdata(start, end, offset);
  }
  onclosetag(start: number, end: number): void {
    this.parser.onclosetag(start, end);
  }
  oncomment(start: number, end: number, offset: number): void {
    this.parser.oncomment(start, end, offset);
  }
  ondeclaration(start: number, end: number): void {
    this.parser.ondeclaration(start, end);
  }
  onend(): void {
    this.parser.onend();
  }
  onopentagname(start: number, end: number): void {
    this.skipping = this.depth() >= MAX_DEPTH;
    if (!this.skipping) this.parser.onopentagname(start, end);
  }
  onopentagend(end: number): void {
    if (this.skipping) this.skipping = false;
    else this.parser.onopentagend(end);
  }
  onselfclosingtag(end: number): void {
    if (this.skipping) this.skipping = false;
    else this.parser.onselfclosingtag(end);
  }
  onprocessinginstruction(start: number, end: number): void {
    this.parser.onprocessinginstruction(start, end);
  }
  ontext(start: number, end: number): void {
    this.parser.ontext(start, end);
  }
  ontextentity(codepoint: number, end: number): void {
    this.parser.ontextentity(codepoint, end);
  }
  isInForeignContext(): boolean {
    return this.parser.isInForeignContext?.() ?? false;
  }
}

export type GuardedOptions = ConstructorParameters<typeof Tokenizer>[0] & { depthProbe?: DepthProbe };

/**
 * The tokenizer the parser builds from our options; the depth probe rides along in them.
 * Export files parsed as a stream (export-files/html-blocks.ts) use it too.
 */
export class CappedTokenizer extends Tokenizer {
  constructor(options: GuardedOptions, parser: TokenizerCallbacks) {
    super(options, new DepthGuard(parser, options.depthProbe ?? (() => 0)));
  }
}

/** Runs htmlparser2 over a page with a handler that can tell how deep it is. */
export function runParser(html: string, handler: Partial<Handler>, depth: DepthProbe): void {
  const options: GuardedOptions & ParserOptions = { decodeEntities: true, Tokenizer: CappedTokenizer, depthProbe: depth };
  new Parser(handler, options).end(html);
}

class DepthAwareHandler extends DomHandler {
  /** Elements open right now (the stack also holds the document itself). */
  get depth(): number {
    return this.tagStack.length - 1;
  }
}

/** The page as a tree, at most MAX_DEPTH elements deep. */
export function parseHtml(html: string): Document {
  const handler = new DepthAwareHandler();
  runParser(html, handler, () => handler.depth);
  return handler.root;
}

export function isElement(node: ChildNode | Document): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

/** Every element below the root, in document order (iterative: depth is bounded, length is not). */
export function findElements(root: Document | Element, test: (element: Element) => boolean, limit = Infinity): Element[] {
  const found: Element[] = [];
  const stack: ChildNode[] = [...root.children].reverse();
  while (stack.length > 0 && found.length < limit) {
    const node = stack.pop()!;
    if (!isElement(node)) continue;
    if (test(node)) found.push(node);
    for (let index = node.children.length - 1; index >= 0; index -= 1) stack.push(node.children[index]!);
  }
  return found;
}

const BLOCKS = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'br',
  'tr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'section',
  'article',
  'header',
  'footer',
  'blockquote',
  'dd',
  'dt',
  'dl',
  'table',
  'figure',
  'figcaption',
  'pre',
  'hr',
  'aside',
  'main',
  'nav',
]);
const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'svg', 'iframe', 'button', 'select', 'head']);

/**
 * The text a reader sees in an element: scripts and styles left out, block elements on
 * lines of their own. Lines are trimmed; blank ones dropped.
 */
export function textLines(root: Element | Document, skip: (element: Element) => boolean = () => false): string[] {
  const parts: string[] = [];
  const stack: Array<ChildNode | '\n'> = [...root.children].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node === '\n') {
      parts.push('\n');
      continue;
    }
    if (node.type === 'text') {
      parts.push(node.data);
      continue;
    }
    if (!isElement(node) || SKIPPED.has(node.name) || skip(node)) continue;
    const block = BLOCKS.has(node.name);
    if (block) {
      parts.push('\n');
      stack.push('\n');
    } else if (node.name === 'td' || node.name === 'th') {
      // Cells part words, not lines: a row "250 g | flour" is one ingredient.
      parts.push(' ');
    }
    for (let index = node.children.length - 1; index >= 0; index -= 1) stack.push(node.children[index]!);
  }
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0]+/gu, ' ').trim())
    .filter(Boolean);
}
