import { describe, expect, it } from 'vitest';
import { MAX_DEPTH, findElements, parseHtml, textLines } from './html-document.js';

function depthOf(html: string): number {
  let depth = 0;
  let node = parseHtml(html).children[0];
  while (node && 'children' in node && node.children.length > 0) {
    depth += 1;
    node = node.children.find((child) => child.type === 'tag') ?? node.children[0];
  }
  return depth;
}

describe('parseHtml', () => {
  it('stops nesting elements at its depth cap and keeps the text below it', () => {
    const html = `${'<div>'.repeat(1_000)}deep text${'</div>'.repeat(1_000)}<p>after</p>`;
    expect(depthOf(html)).toBeLessThanOrEqual(MAX_DEPTH + 1);
    expect(textLines(parseHtml(html))).toEqual(['deep text', 'after']);
  });

  it('reads five megabytes of nested tags', () => {
    const document = parseHtml(`${'<span>'.repeat(1_000_000)}x`);
    expect(findElements(document, (element) => element.name === 'span')).toHaveLength(MAX_DEPTH);
  });
});

describe('textLines', () => {
  it('puts block elements and line breaks on lines of their own and leaves out scripts', () => {
    const document = parseHtml(
      '<ul><li>one<li>two &amp; three</ul><p>a<br>b <b>bold</b></p><script>var x = "<p>no</p>";</script><style>p{}</style>',
    );
    expect(textLines(document)).toEqual(['one', 'two & three', 'a', 'b bold']);
  });
});
