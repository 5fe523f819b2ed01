import { createHash } from 'node:crypto';
import type { ShoppingLine, ShoppingListRequest } from '@hearth/shared/shopping';
import { mergeShoppingLines } from '@hearth/shared/shopping-lines';
import { isHttpUrl } from '@hearth/shared/urls';
import { UnprocessableError } from '../../errors.js';
import { toInstacartLineItem } from './instacart-line-items.js';
import type { InstacartShoppingListPage } from './instacart.client.js';

/** Instacart keeps a page up for this many days; we ask for it so we know when to stop reusing it. */
export const LINK_LIFETIME_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A link about to expire is not handed out: the cook may open it hours later. */
export const REUSE_MARGIN_MS = DAY_MS;

export function linkExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + LINK_LIFETIME_DAYS * DAY_MS);
}

/** The page to come back to from Instacart: the one asked for if it is ours, else our home page. */
export function resolveReturnUrl(returnUrl: string | undefined, publicUrl: string): string {
  if (!returnUrl || !isHttpUrl(returnUrl)) return publicUrl;
  const url = new URL(returnUrl);
  const ours = url.origin === new URL(publicUrl).origin && !url.username && !url.password;
  return ours ? url.href : publicUrl;
}

/**
 * Instacart fetches the picture itself, so only a picture on the open web can go. Pictures
 * stored here are served to signed-in people only (docs/decisions/0008), so they stay home.
 */
function publicImageUrl(imageUrl: string): string | undefined {
  return isHttpUrl(imageUrl) ? imageUrl : undefined;
}

/**
 * Turns a request into the Instacart page to create. A dish's ingredients are merged (the same
 * item used twice becomes one line) and its optional ones left out unless asked for; a reviewed
 * list is sent as the cook left it.
 */
export function buildShoppingListPage(request: ShoppingListRequest, publicUrl: string): InstacartShoppingListPage {
  let title: string;
  let lines: ShoppingLine[];
  let imageUrl: string | undefined;
  if (request.kind === 'dish') {
    const { dish, includeOptional } = request;
    title = dish.dishName;
    imageUrl = publicImageUrl(dish.imageUrl);
    lines = mergeShoppingLines(
      dish.ingredients
        .filter((ingredient) => includeOptional || !ingredient.optional)
        .map(({ item, quantity, unit }) => ({ item, quantity, unit })),
    );
    if (!lines.length) {
      throw new UnprocessableError(
        includeOptional || !dish.ingredients.length
          ? 'This dish has no ingredients to shop for.'
          : 'This dish has only optional ingredients; include them to shop for it.',
        'NOTHING_TO_SHOP',
      );
    }
  } else {
    title = request.title;
    lines = request.items;
  }
  return {
    title,
    ...(imageUrl ? { image_url: imageUrl } : {}),
    link_type: 'shopping_list',
    expires_in: LINK_LIFETIME_DAYS,
    line_items: lines.map(toInstacartLineItem),
    landing_page_configuration: { partner_linkback_url: resolveReturnUrl(request.returnUrl, publicUrl) },
  };
}

/**
 * Identifies a page by everything Instacart would show on it and where it lives, so the same
 * list asked for again finds the page already made, and any change makes a new one.
 */
export function shoppingPageHash(page: InstacartShoppingListPage, instacartBaseUrl: string): string {
  return createHash('sha256')
    .update(JSON.stringify([instacartBaseUrl, page]))
    .digest('hex');
}
