import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';

const TAG = /<(\d+)>([\s\S]*?)<\/\1>|<(\d+)\/>/g;

/**
 * A message whose parts a component dresses (docs/translating.md): "<0>{name}</0> timer done"
 * renders part 0 (`<span translate="no" />`, `<strong />`, a link) around "{name}"; "<1/>" puts
 * part 1 itself there. Translators move the tags with the words they wrap.
 */
export function RichText({ text, parts }: { text: string; parts: ReactElement<{ children?: ReactNode }>[] }) {
  const nodes: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(TAG)) {
    nodes.push(text.slice(from, match.index));
    const part = parts[Number(match[1] ?? match[3])];
    const key = `${match.index}`;
    if (!part) nodes.push(match[2] ?? '');
    else nodes.push(match[1] !== undefined ? cloneElement(part, { key }, match[2]) : cloneElement(part, { key }));
    from = match.index + match[0].length;
  }
  nodes.push(text.slice(from));
  return <Fragment>{nodes}</Fragment>;
}
