import { runParser } from './html-document.js';

/**
 * A page read as a reader sees it: headings (with their level) and lines of text, in order.
 * List items, paragraphs and line breaks each end a line. Navigation, forms, footers and
 * scripts are left out. Read in one streaming pass, without building a tree: pages with no
 * recipe markup are often the largest, and this is three times faster than a tree.
 *
 * `regions` say which blocks sit inside elements whose class names a recipe plugin uses
 * ("wprm-recipe-ingredients-container", "tasty-recipes-instructions", ...).
 */
/**
 * A line inside a list says which (`list`, numbered from 1 in page order) and whether it is an
 * <ol>: a page may put its steps in a list of their own, with no heading over them.
 */
/** `postTitle`: the heading's class names it the post's title ("entry-title", "post-title"), as blog themes mark it. */
export type Block =
  { kind: 'heading'; level: number; text: string; postTitle?: boolean } | { kind: 'line'; text: string; list?: number; ordered?: boolean };
type List = { id: number; ordered: boolean };
/** An element still open: the region or list it starts, and whether it is an ingredient's part kept inline. */
type OpenElement = { name: string; region?: Region; list?: List; inline?: boolean; keepsLine?: boolean; groupTitle?: boolean };
export type Region = { className: string; start: number; end: number };
/** `image`: the first picture inside a recipe card's image block ("wprm-recipe-image", "tasty-recipes-image"), or ''. */
export type PageLayout = { blocks: Block[]; regions: Region[]; image: string };

const HEADING_LEVEL: Readonly<Record<string, number>> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };
/** Table cells part words, not lines: a row "250 g | Mehl" is one ingredient. */
const CELLS = new Set(['td', 'th']);
const BREAKS = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'br',
  'tr',
  'section',
  'article',
  'header',
  'blockquote',
  'dd',
  'dt',
  'dl',
  'table',
  'figure',
  'figcaption',
  'pre',
  'hr',
  'main',
]);
/**
 * Not read. A <form> is read unless it is a widget (WIDGET_FORM): ASP.NET WebForms pages wrap
 * their whole body in one, and checklists wrap ingredients in one.
 */
const LEFT_OUT = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'iframe',
  'button',
  'select',
  'nav',
  'footer',
  'aside',
  'head',
  'textarea',
  'title',
]);
/** Elements that open or close a list item's line themselves: a list, its items, a table. */
const ITEM_BOUNDS = new Set(['li', 'ul', 'ol', 'table', 'tr']);
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** Classes worth remembering: recipe plugins' containers and the plain names many themes use (ASCII: no u flag, which is slower). */
const REGION_CLASS = /ingredient|instruction|direction|method|preparation|steps|recipe|mv-create|(?:^|\s)fn(?:\s|$)/i;
/** A note in a span of its own ("wprm-recipe-ingredient-notes") reads after a comma. */
const NOTE_CLASS = /ingredient-notes?(?:\s|$)/i;
/**
 * Inline parts of a recipe card written side by side with no space between them
 * (`<span class="…-amount">1</span><span class="…-unit">cup</span>`): a space keeps "1 cup"
 * from reading "1cup". Only such classes: a styled syllable inside a word must not split it.
 */
const PART_CLASS = /(?:^|[-_\s])(?:ingredient|amount|quantity|unit|servings|yield|details)(?:[-_\s]|$)/i;
/**
 * Ad slots themes drop between ingredients and steps ("ad-slot", "adthrive-ad", "mv-ad-box",
 * "adsbygoogle"): their "Advertisement" label is no part of the recipe. Only words that name a
 * slot: ad networks also tag the page's wrappers ("adthrive-device-desktop", "has-ads"), and those
 * must not hide the page; "add-to-cart", "header" and "thread" are no ads either.
 */
const AD_CLASS =
  /(?:^|\s)(?:ads?|adsbygoogle|advert(?:isement)?s?|ad[-_](?:slot|container|wrapper|unit|box|banner|label|placeholder)s?|\S+[-_]ad|mv-ad-box)(?:\s|$)/i;
/** Forms that are widgets beside the recipe: search, newsletter sign-ups, comments, ratings, logins. */
const WIDGET_FORM = /search|subscri|newsletter|sign-?up|mailchimp|mc4wp|convertkit|comment|rating|review|login|register|contact|wpforms/i;
/** Elements that hold the whole page: an ad network's class on them never hides it. */
const PAGE_ELEMENTS = new Set(['html', 'body', 'main', 'article']);
/** An ad's label left in the text by a theme that marks it some other way. */
const AD_LABEL =
  /^(?:advertisement|advertisements|sponsored(?: content)?|anzeige|werbung|publicité|pubblicità|publicidad|continue reading below)$/i;
/**
 * A part of one ingredient written as a block of its own (`<div class="ingredient-name">` then
 * `<div class="ingredient-quantity">`, as many Japanese sites do): it joins the line of the
 * other parts of its row. A part of a kind the line already has (a second name) starts a new
 * line: a list may write each whole ingredient in an "ingredient-name" block.
 */
const INLINE_PART = /(?:^|\s)\S*ingredients?[-_](name|amount|quantity|qty|unit|notes?)(?:\s|$)/i;
/** A group's title in a card ("ingredient-item-group-title"): it reads as a heading line ("Tray:"), as an <h4> would. */
const GROUP_TITLE = /(?:^|[-_\s])group[-_]?(?:title|name|heading|header|label)(?:[-_\s]|$)/i;
/** A blog theme's class for the post's title (WordPress's "entry-title", Blogger's "post-title"). */
const POST_TITLE = /(?:^|\s)(?:entry|post)[-_]title(?:\s|$)/i;
/** A recipe card's picture block. */
const CARD_IMAGE = /recipes?[-_]?(?:image|photo|img)|(?:image|photo)[-_]?recipe|mv-create-image/i;
/**
 * Blocks we keep per page, so a huge page cannot make us hold more. A recipe needs far fewer,
 * but may come late: a saved page of 20 MB can hold 60,000 blocks of story before its card.
 */
const MAX_BLOCKS = 100_000;

export function readPageLayout(html: string): PageLayout {
  const blocks: Block[] = [];
  const regions: Region[] = [];
  const open: OpenElement[] = [];
  let line = '';
  /** The kinds of ingredient parts (name, amount, ...) the line holds so far. */
  const lineParts = new Set<string>();
  let heading: { level: number; text: string; postTitle: boolean } | null = null;
  let leftOutDepth = 0;
  const lists: List[] = [];
  let listCount = 0;
  let image = '';

  /**
   * Inside a list item, below any list nested in it: an ingredient written in parts that are
   * blocks (`<li><div>6</div><div>oz.</div><div>Linguine</div></li>`) is one line, one per item.
   */
  const inListItem = (): boolean => {
    for (let index = open.length - 1; index >= 0; index -= 1) {
      const name = open[index]!.name;
      if (name === 'li') return true;
      if (name === 'ul' || name === 'ol' || name === 'table') return false;
    }
    return false;
  };

  /** Inside an element whose class names ingredients; asked only at <dt> and <dd>, so the walk stays rare. */
  const inIngredients = (): boolean => open.some((element) => element.region && /ingredient/i.test(element.region.className));

  const flush = (): void => {
    const text = line.replace(/[\s\u00a0]+/gu, ' ').trim();
    if (text && blocks.length < MAX_BLOCKS && !AD_LABEL.test(text)) {
      const list = lists.at(-1);
      blocks.push(list ? { kind: 'line', text, list: list.id, ordered: list.ordered } : { kind: 'line', text });
    }
    line = '';
    lineParts.clear();
  };

  runParser(
    html,
    {
      onopentag(name, attributes) {
        // Some plugins name their parts by id ("zlrecipe-ingredients-list") rather than class.
        const className = [attributes.class, attributes.id].filter(Boolean).join(' ');
        const wasInListItem = inListItem();
        const entry: OpenElement = { name };
        if (!VOID.has(name)) open.push(entry);
        const isAd = attributes.class !== undefined && !PAGE_ELEMENTS.has(name) && AD_CLASS.test(attributes.class);
        const isWidget = name === 'form' && WIDGET_FORM.test([className, attributes.name, attributes.action, attributes.role].join(' '));
        if (leftOutDepth > 0 || LEFT_OUT.has(name) || isAd || isWidget) {
          if (!VOID.has(name)) leftOutDepth += 1;
          return;
        }
        if (name === 'img' && !image && open.some((element) => element.region && CARD_IMAGE.test(element.region.className))) {
          // Lazy-loading themes keep the picture in a data- attribute and a placeholder in src.
          const source = [attributes['data-lazy-src'], attributes['data-src'], attributes.src].find(
            (value) => value && !value.startsWith('data:'),
          );
          image = source ?? '';
        }
        // In an ingredient list written as <dl>, a term and its amount (<dt>Mehl</dt><dd>250 g</dd>) are one line.
        const pairedAmount = name === 'dd' && inIngredients();
        const part = BREAKS.has(name) ? INLINE_PART.exec(className)?.[1]?.toLowerCase() : undefined;
        const joinsRow = part !== undefined && line.trim() !== '' && lineParts.size > 0 && !lineParts.has(part);
        // Checked before the element is counted open: its own <li> is not the item it sits in.
        const partOfItem = BREAKS.has(name) && !ITEM_BOUNDS.has(name) && wasInListItem;
        entry.inline = pairedAmount || joinsRow || partOfItem;
        if (partOfItem && line && !/\s$/u.test(line)) line += ' ';
        // A part's line ends with its row (or at the next part of the same kind), not with the part.
        entry.keepsLine = (name === 'dt' && inIngredients()) || part !== undefined;
        if (BREAKS.has(name) && !entry.inline) flush();
        if (part !== undefined) lineParts.add(part);
        if (pairedAmount && line && !/\s$/u.test(line)) line += ' ';
        if (name === 'ul' || name === 'ol') {
          listCount += 1;
          entry.list = { id: listCount, ordered: name === 'ol' };
          lists.push(entry.list);
        } else if (CELLS.has(name) && line && !/\s$/u.test(line)) line += ' ';
        const level = HEADING_LEVEL[name];
        if (level !== undefined && !heading) {
          flush();
          heading = { level, text: '', postTitle: POST_TITLE.test(attributes.class ?? '') };
        }
        if (!className) return;
        if (NOTE_CLASS.test(className) && line.trim() && !/[,(]\s*$/u.test(line)) line += ', ';
        else if (PART_CLASS.test(className) && line && !/[\s(]$/u.test(line)) line += ' ';
        entry.groupTitle = GROUP_TITLE.test(className);
        if (REGION_CLASS.test(className)) {
          entry.region = { className, start: blocks.length, end: blocks.length };
          regions.push(entry.region);
        }
      },
      ontext(text) {
        if (leftOutDepth > 0) return;
        if (heading) heading.text += text;
        else line += text;
      },
      onclosetag(name) {
        const entry = VOID.has(name) ? undefined : open.pop();
        if (leftOutDepth > 0) {
          if (entry) leftOutDepth -= 1;
          return;
        }
        if (heading && HEADING_LEVEL[name] === heading.level) {
          flush();
          const text = heading.text.replace(/[\s\u00a0]+/gu, ' ').trim();
          if (text && blocks.length < MAX_BLOCKS)
            blocks.push({ kind: 'heading', level: heading.level, text, ...(heading.postTitle ? { postTitle: true } : {}) });
          heading = null;
        }
        if (entry?.groupTitle && line.trim() && !/[:：]\s*$/u.test(line)) line += ':';
        if (BREAKS.has(name) && !entry?.inline && !entry?.keepsLine) flush();
        else if (name === 'dd' && entry?.inline) flush();
        else if (entry?.inline && line && !/\s$/u.test(line)) line += ' ';
        if (entry?.list) lists.pop();
        if (entry?.region) entry.region.end = blocks.length;
      },
    },
    () => open.length,
  );
  flush();
  return { blocks, regions, image };
}
