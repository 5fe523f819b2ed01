import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { findAll, findOne, textContent } from 'domutils';
import { DomHandler, type Handler, Parser } from 'htmlparser2';

/**
 * Exports that write every recipe into one HTML file (CopyMeThat's `div.recipe`, Recipe
 * Keeper's `div.recipe-details`) are parsed as a stream, and only one recipe's tree is built at
 * a time, so a large export never becomes one large DOM.
 */

export type HtmlBlock = DomHandler['root'];
export type HtmlElement = ReturnType<typeof findAll>[number];

export function hasClass(attribs: Record<string, string>, name: string): boolean {
  return (attribs.class ?? '').split(/\s+/).includes(name);
}

/** Builds a tree for each element of the class the parser passes, ignoring everything between them. */
class ClassBlocks implements Partial<Handler> {
  readonly finished: HtmlBlock[] = [];
  private handler: DomHandler | null = null;
  private depth = 0;

  constructor(private readonly className: string) {}

  onopentag(name: string, attribs: Record<string, string>): void {
    if (!this.handler) {
      if (!hasClass(attribs, this.className)) return;
      this.handler = new DomHandler();
      this.depth = 0;
    }
    this.depth += 1;
    this.handler.onopentag(name, attribs);
  }

  ontext(data: string): void {
    this.handler?.ontext(data);
  }

  onclosetag(): void {
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

/** Each element of class `className` in the HTML stream, as its own small tree, in order. */
export async function* htmlBlocks(html: Readable, className: string): AsyncGenerator<HtmlBlock> {
  const blocks = new ClassBlocks(className);
  const parser = new Parser(blocks, { decodeEntities: true });
  const decoder = new StringDecoder('utf8');
  for await (const chunk of html) {
    parser.write(decoder.write(chunk as Buffer));
    yield* blocks.finished.splice(0);
  }
  parser.write(decoder.end());
  parser.end();
  yield* blocks.finished.splice(0);
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
