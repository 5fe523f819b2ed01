import { createHash } from 'node:crypto';
import type { I18n } from '@lingui/core';
import { escapeAttribute, escapeText } from 'entities';
import { formatAmount } from '@hearth/shared/amounts';
import { cookSteps } from '@hearth/shared/cook-steps';
import type { Dish } from '@hearth/shared/dishes';
import { ingredientsAsShown } from '@hearth/shared/dish-view';
import { formatMinutes } from '@hearth/shared/durations';
import { type Locale, textDirection } from '@hearth/shared/locales';
import { scaleFactor } from '@hearth/shared/scaling';
import { PUBLIC_DISH_STYLE } from './public-dish-style.js';
import { recipeJsonLd, scriptSafeJson } from './recipe-json-ld.js';

/** The Print button shows itself and prints; without JavaScript the browser's own Print is there. */
const PRINT_SCRIPT = "const p=document.getElementById('print');p.hidden=false;p.addEventListener('click',()=>print());";

function cspHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
}

/**
 * The page runs nothing but its Print button's few bytes and reads nothing but its own
 * picture (ours or the web address the dish names): the app's wider policy is not needed.
 */
export const PUBLIC_DISH_POLICY = [
  "default-src 'none'",
  `style-src ${cspHash(PUBLIC_DISH_STYLE)}`,
  `script-src ${cspHash(PRINT_SCRIPT)}`,
  "img-src 'self' https: http:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

const html = (text: string) => escapeText(text);

/** The site a source address names ("www.example.com"), or the address itself if it is not one a URL parser reads. */
function siteOf(address: string): string {
  try {
    return new URL(address).host || address;
  } catch {
    return address;
  }
}
const attr = (text: string) => escapeAttribute(text);

export interface PublicDishView {
  dish: Dish;
  /** The page's own address (canonical), and the picture's absolute address or ''. */
  url: string;
  imageUrl: string;
  /** The servings asked for in the address (?servings=), already clamped; null: the dish's own. */
  servings: number | null;
  indexable: boolean;
  /** Whether to offer "Save to my dishes": the visitor carries a session of this server. */
  canSave: boolean;
  saveAction: string;
  locale: Locale;
  i18n: I18n;
}

function timesList(dish: Dish, i18n: I18n): string {
  const rows: Array<[string, number | null]> = [
    [i18n._('publicDish.prep'), dish.prepTime],
    [i18n._('publicDish.cook'), dish.cookTime],
    [i18n._('publicDish.total'), dish.totalTime],
  ];
  const shown = rows.filter((row): row is [string, number] => row[1] !== null);
  if (!shown.length) return '';
  return `<dl class="times">${shown.map(([label, minutes]) => `<div><dt>${html(label)}</dt><dd>${html(formatMinutes(minutes))}</dd></div>`).join('')}</dl>`;
}

/** Links to the same page for other servings: scaling that needs no JavaScript. */
function servingsChoice(view: PublicDishView, servings: number): string {
  const { dish, i18n } = view;
  if (dish.servings === null) return '';
  const base = dish.servings;
  const choices = [...new Set([Math.max(1, Math.round(base / 2)), base, base * 2, base * 3])].sort((a, b) => a - b);
  const links = choices
    .map((count) => {
      const current = count === servings ? ' aria-current="true"' : '';
      const href = count === base ? '?' : `?servings=${count}`;
      return `<a href="${attr(href)}"${current}>${html(String(count))}</a>`;
    })
    .join('');
  return `<nav class="servings" aria-label="${attr(i18n._('publicDish.servingsChoice'))}"><span>${html(i18n._('publicDish.servings', { count: servings }))}</span>${links}</nav>`;
}

function ingredientsList(view: PublicDishView, servings: number | null): string {
  const { dish, i18n } = view;
  if (!dish.ingredients.length) return '';
  const factor = servings === null ? 1 : scaleFactor(dish.servings, servings);
  const items = ingredientsAsShown(dish.ingredients, factor, 'as-written').map((ingredient) => {
    const amount = formatAmount(ingredient.quantity, ingredient.unit);
    const note = ingredient.note ? `<span class="note">, ${html(ingredient.note)}</span>` : '';
    const optional = ingredient.optional ? ` <span class="note">(${html(i18n._('publicDish.optional'))})</span>` : '';
    return `<li>${amount ? `<b>${html(amount)}</b> ` : ''}<span translate="no">${html(ingredient.item)}</span>${note}${optional}</li>`;
  });
  return `<section><h2>${html(i18n._('publicDish.ingredients'))}</h2><ul class="ingredients">${items.join('')}</ul></section>`;
}

function stepsList(dish: Dish, i18n: I18n): string {
  const steps = cookSteps(dish.instructions);
  if (!steps.length) return '';
  return `<section><h2>${html(i18n._('publicDish.steps'))}</h2><ol class="steps" translate="no">${steps.map((step) => `<li>${html(step)}</li>`).join('')}</ol></section>`;
}

function metaTags(view: PublicDishView): string {
  const { dish, url, imageUrl } = view;
  const description = dish.description || dish.ingredients.map((ingredient) => ingredient.item).join(', ');
  const tags: Array<[string, string, string]> = [
    ['name', 'description', description],
    ['property', 'og:type', 'article'],
    ['property', 'og:site_name', 'The Hearth'],
    ['property', 'og:title', dish.dishName],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ['name', 'twitter:card', imageUrl ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', dish.dishName],
    ['name', 'twitter:description', description],
  ];
  if (imageUrl) tags.push(['property', 'og:image', imageUrl], ['name', 'twitter:image', imageUrl]);
  if (!view.indexable) tags.push(['name', 'robots', 'noindex']);
  return tags
    .filter(([, , content]) => content)
    .map(([kind, name, content]) => `<meta ${kind}="${attr(name)}" content="${attr(content.slice(0, 300))}">`)
    .join('');
}

/** The public page of a shared dish: complete without JavaScript, small enough to be fast on a phone. */
export function renderPublicDishPage(view: PublicDishView): string {
  const { dish, i18n, imageUrl } = view;
  const servings = view.servings ?? dish.servings;
  const picture = imageUrl ? `<img class="picture" src="${attr(imageUrl)}" alt="${attr(dish.dishName)}" width="1200" height="800">` : '';
  const source = dish.sourceUrl
    ? `<p class="source">${html(i18n._('publicDish.source'))} <a href="${attr(dish.sourceUrl)}" rel="nofollow noopener noreferrer">${html(siteOf(dish.sourceUrl))}</a></p>`
    : '';
  const notes = dish.notes
    ? `<section><h2>${html(i18n._('publicDish.notes'))}</h2><p class="notes" translate="no">${html(dish.notes)}</p></section>`
    : '';
  const save = view.canSave
    ? `<form method="post" action="${attr(view.saveAction)}"><button type="submit">${html(i18n._('publicDish.save'))}</button></form>`
    : '';
  return `<!doctype html>
<html lang="${attr(view.locale)}" dir="${textDirection(view.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${html(dish.dishName)} · The Hearth</title>
${metaTags(view)}
<link rel="canonical" href="${attr(view.url)}">
<script type="application/ld+json">${scriptSafeJson(recipeJsonLd(dish, { url: view.url, imageUrl }))}</script>
<style>${PUBLIC_DISH_STYLE}</style>
</head>
<body>
<main>
<article>
<h1 translate="no">${html(dish.dishName)}</h1>
${dish.description ? `<p class="description" translate="no">${html(dish.description)}</p>` : ''}
${picture}
${timesList(dish, i18n)}
${servings === null ? '' : servingsChoice(view, servings)}
${ingredientsList(view, servings)}
${stepsList(dish, i18n)}
${notes}
${source}
<div class="actions">${save}<button type="button" id="print" hidden>${html(i18n._('publicDish.print'))}</button></div>
</article>
</main>
<footer>${html(i18n._('publicDish.sharedFrom'))}</footer>
<script>${PRINT_SCRIPT}</script>
</body>
</html>`;
}

/** What an unknown or revoked link answers: a 404 a person can read. */
export function renderMissingDishPage(i18n: I18n, locale: Locale): string {
  return `<!doctype html>
<html lang="${attr(locale)}" dir="${textDirection(locale)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${html(i18n._('publicDish.missing.title'))} · The Hearth</title><style>${PUBLIC_DISH_STYLE}</style></head>
<body><main><h1>${html(i18n._('publicDish.missing.title'))}</h1><p>${html(i18n._('publicDish.missing.body'))}</p></main></body>
</html>`;
}
