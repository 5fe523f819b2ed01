import { runParser } from './html-document.js';

/**
 * What the JSON-LD reader needs from a page, found without building a tree: the scripts'
 * text, the title, the Open Graph and canonical tags. Most recipe pages carry JSON-LD, and
 * for them this is the whole parse.
 *
 * The scripts are cut out by their delimiters: HTML itself ends a script's text at the first
 * "</script", with no markup inside to parse, so this is exact and takes well under a
 * millisecond on a megabyte, where a full tokenizer pass takes tens. The head, where the
 * title and meta tags live, goes through htmlparser2 as usual.
 */
export type PageScan = {
  jsonLd: string[];
  title: string;
  meta: Readonly<Record<string, string>>;
  canonicalUrl: string;
};

const SCRIPT_OPEN = /<script\b/giu;
const SCRIPT_CLOSE = /<\/script\s*>/giu;
const JSON_LD_TYPE = /\btype\s*=\s*["']?\s*application\/ld\+json/iu;
/** `twitter:image:src` is Twitter's older name; `thumbnail` is what Google's site search reads; `image_src` comes from a <link>. */
const KEPT_META = new Set([
  'og:title',
  'og:image',
  'og:image:url',
  'og:image:secure_url',
  'og:url',
  'og:description',
  'og:site_name',
  'description',
  'twitter:image',
  'twitter:image:src',
  'twitter:title',
  'thumbnail',
]);
const MAX_SCRIPTS = 50;
/** Where we stop looking for the head's end; meta tags further down are not worth a full pass. */
const MAX_HEAD_CHARS = 300_000;

/** Linear whatever the page: each search starts where the last one ended, and an unclosed script ends the look. */
function jsonLdScripts(html: string): string[] {
  const scripts: string[] = [];
  SCRIPT_OPEN.lastIndex = 0;
  while (scripts.length < MAX_SCRIPTS && SCRIPT_OPEN.exec(html)) {
    const tagEnd = html.indexOf('>', SCRIPT_OPEN.lastIndex);
    if (tagEnd < 0) break;
    SCRIPT_CLOSE.lastIndex = tagEnd + 1;
    const close = SCRIPT_CLOSE.exec(html);
    if (!close) break;
    if (JSON_LD_TYPE.test(html.slice(SCRIPT_OPEN.lastIndex, tagEnd))) scripts.push(html.slice(tagEnd + 1, close.index));
    SCRIPT_OPEN.lastIndex = SCRIPT_CLOSE.lastIndex;
  }
  return scripts;
}

function readHead(html: string): Omit<PageScan, 'jsonLd'> {
  const headEnd = html.search(/<\/head\s*>|<body[\s>]/iu);
  const head = html.slice(0, headEnd >= 0 ? Math.min(headEnd, MAX_HEAD_CHARS) : MAX_HEAD_CHARS);
  const meta: Record<string, string> = {};
  let title = '';
  let inTitle = false;
  let canonicalUrl = '';
  let depth = 0;
  runParser(
    head,
    {
      onopentag(name, attributes) {
        depth += 1;
        if (name === 'title' && !title) inTitle = true;
        if (name === 'meta') {
          const key = (attributes.property ?? attributes.name ?? '').toLowerCase();
          if (KEPT_META.has(key) && !meta[key] && attributes.content) meta[key] = attributes.content;
        }
        if (name === 'link' && /(?:^|\s)canonical(?:\s|$)/iu.test(attributes.rel ?? '') && !canonicalUrl)
          canonicalUrl = attributes.href ?? '';
        if (name === 'link' && /(?:^|\s)image_src(?:\s|$)/iu.test(attributes.rel ?? '') && !meta.image_src && attributes.href)
          meta.image_src = attributes.href;
      },
      ontext(text) {
        if (inTitle) title += text;
      },
      onclosetag(name) {
        depth -= 1;
        if (name === 'title') inTitle = false;
      },
    },
    () => depth,
  );
  return { title: title.replace(/\s+/gu, ' ').trim(), meta, canonicalUrl };
}

export function scanPage(html: string): PageScan {
  return { jsonLd: jsonLdScripts(html), ...readHead(html) };
}
