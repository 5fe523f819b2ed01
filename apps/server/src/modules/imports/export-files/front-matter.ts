import { parse } from 'yaml';
import { isRecord } from './safe-json.js';

/**
 * YAML front matter (`---` ... `---` at the top of a Markdown or Cooklang file), read with
 * the `yaml` package: its default core schema builds only plain data (no custom types or
 * functions), and the alias limit stops a billion-laughs document.
 */

const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/;

export interface FrontMatterFile {
  data: Record<string, unknown>;
  body: string;
}

export function hasFrontMatter(text: string): boolean {
  return FRONT_MATTER.test(text);
}

/** The front matter as an object ({} when absent or unreadable) and the text after it. */
export function readFrontMatter(text: string): FrontMatterFile {
  const match = FRONT_MATTER.exec(text);
  if (!match) return { data: {}, body: text.replace(/^\uFEFF/, '') };
  let data: unknown;
  try {
    data = parse(match[1]!, { maxAliasCount: 50, uniqueKeys: false });
  } catch {
    data = {};
  }
  return { data: isRecord(data) ? data : {}, body: text.slice(match[0].length) };
}

/** Markdown to plain text, enough for a description: links and emphasis kept as their words. */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/(\*\*|__|\*|_|`)(.+?)\1/g, '$2')
    .replace(/^\s*[-*+]\s+/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
