import { readFileSync } from 'node:fs';

/**
 * A recipe page of about a megabyte, for `npm run bench` to time readRecipePage on: one of
 * our fixtures padded with what fills real recipe pages (menus, a long story with pictures,
 * inline scripts and styles, a comment thread, widgets). Not used by the app itself.
 */

const FIXTURES = {
  'json-ld': 'json-ld-plain.html',
  headings: 'headings-english.html',
} as const;

function padding(part: number): string {
  const links = Array.from(
    { length: 12 },
    (_, index) =>
      `<li class="menu-item menu-item-${part}-${index}"><a href="/category/dinner-${index}/" title="Dinner ideas ${index}">Dinner ideas ${index}</a></li>`,
  ).join('');
  const story = Array.from(
    { length: 4 },
    (_, index) =>
      `<p class="story">The market had the first <a href="/tag/asparagus/">asparagus</a> of the year, so we cooked it ${index + 1} ways this week. <em>Thin stalks</em> roast fast; <strong>thick ones</strong> want peeling first. Keep the ends for stock &amp; soups.</p>`,
  ).join('');
  const figure = `<figure class="wp-block-image size-large"><img loading="lazy" width="1024" height="683" src="/uploads/photo-${part}-1024x683.jpg" srcset="/uploads/photo-${part}-300x200.jpg 300w, /uploads/photo-${part}-768x512.jpg 768w, /uploads/photo-${part}-1024x683.jpg 1024w" sizes="(max-width: 1024px) 100vw, 1024px" alt="Step ${part}"><figcaption>Step ${part}, in the pan.</figcaption></figure>`;
  const script = `<script>window.dataLayer=window.dataLayer||[];window.dataLayer.push({event:"view",part:${part},items:[1,2,3].map(function(n){return n*2})});if(document.body&&1<2){console.debug("ready")}</script>`;
  const style = `<style>.story-${part}{margin:0 auto;max-width:42rem}.story-${part} a:hover{text-decoration:underline}@media (min-width:768px){.story-${part}{font-size:1.125rem}}</style>`;
  const comments = Array.from(
    { length: 3 },
    (_, index) =>
      `<li class="comment depth-1" id="comment-${part}-${index}"><article class="comment-body"><footer class="comment-meta"><div class="comment-author vcard"><img alt="" src="/avatar/${index}.png" class="avatar" height="48" width="48"><b class="fn">Reader ${index}</b></div><div class="comment-metadata"><a href="#comment-${part}-${index}"><time datetime="2024-03-0${index + 1}T10:00:00+00:00">March ${index + 1}, 2024</time></a></div></footer><div class="comment-content"><p>Made this twice, added extra lemon. Lovely!</p></div><div class="reply"><a rel="nofollow" class="comment-reply-link" href="#respond">Reply</a></div></article></li>`,
  ).join('');
  const widget = `<div class="widget widget_recent"><h3 class="widget-title">Popular this week</h3><ul>${links}</ul></div>`;
  return `<div class="ad-slot" data-slot="${part}"></div>${style}<nav class="secondary"><ul>${links}</ul></nav><section class="story-${part}">${story}${figure}</section>${script}<ol class="comment-list">${comments}</ol>${widget}\n`;
}

/** The fixture's page grown to at least `targetBytes` of realistic markup around the recipe. */
export function buildLargeRecipePage(targetBytes = 1_000_000, layout: keyof typeof FIXTURES = 'json-ld'): string {
  const page = readFileSync(new URL(`../fixtures/${FIXTURES[layout]}`, import.meta.url), 'utf8');
  const parts: string[] = [];
  let size = page.length;
  for (let part = 0; size < targetBytes; part += 1) {
    const chunk = padding(part);
    parts.push(chunk);
    size += chunk.length;
  }
  const half = Math.floor(parts.length / 2);
  // Half before the recipe and half after, as a story and comments sit around a recipe card.
  return page.replace('<body>', `<body>${parts.slice(0, half).join('')}`).replace('</body>', `${parts.slice(half).join('')}</body>`);
}
