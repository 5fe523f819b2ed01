import { decodeHTML } from 'entities';
import { parseHtml, textLines } from './html-document.js';

/**
 * Text as pages hand it over: HTML entities (sometimes encoded twice, "&amp;amp;"), markup
 * inside JSON strings, runs of spaces and line breaks (some escaped twice, as "\\n").
 * Everything a dish field receives from a page goes through here.
 */

const ENTITY = /&(?:#\d{1,7}|#x[\da-f]{1,6}|[a-z][a-z\d]{1,31});/iu;
const TAG = /<\/?[a-z][^<>]{0,2000}>/iu;
/** A line break written out as the two characters `\n` (or `\r\n`). */
const ESCAPED_BREAK = /\\r\\n|\\[nr]/gu;
/** Far beyond any field we keep; stops a hostile page from making us clean megabytes. */
const MAX_INPUT = 100_000;

function decodeEntities(text: string): string {
  let decoded = text;
  for (let round = 0; round < 3 && ENTITY.test(decoded); round += 1) decoded = decodeHTML(decoded);
  return decoded;
}

/** The lines of a text that may hold markup and entities; block elements and line breaks end a line. */
export function cleanLines(value: unknown): string[] {
  if (typeof value !== 'string' && typeof value !== 'number') return [];
  // "Mix.\\nBake." (a line break escaped twice by the page's template) reads as two lines.
  const decoded = decodeEntities(String(value).slice(0, MAX_INPUT)).replace(ESCAPED_BREAK, '\n');
  const lines = TAG.test(decoded) ? textLines(parseHtml(decoded)) : decoded.split(/\r?\n|\r|\u2028/u);
  return lines.map((line) => line.replace(/[\s\u00a0\u200b]+/gu, ' ').trim()).filter(Boolean);
}

/** One line of clean text ('' for anything that is not a string or number). */
export function cleanText(value: unknown): string {
  return cleanLines(value).join(' ');
}

/** Cuts text to a limit at a word boundary where one is near. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.8 ? cut.slice(0, space) : cut).trim();
}
