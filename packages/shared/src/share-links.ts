import { z } from 'zod';

/**
 * A dish's public link: anyone with its address reads the dish at /r/{token}, with no account.
 * The owner makes it (POST /api/dishes/:id/share-link), reads it again (GET) and revokes it
 * (DELETE), after which the address answers 404 at once.
 */
export const shareLinkSchema = z.object({
  url: z.string(),
  created_at: z.string(),
  /** Whether search engines may index the page; no (`noindex`) unless the owner chose it. */
  indexable: z.boolean(),
});
export type ShareLink = z.output<typeof shareLinkSchema>;

/** POST /api/dishes/:id/share-link: makes the link, or changes whether search engines may index it. */
export const shareLinkInputSchema = z.object({ indexable: z.boolean().default(false) });
export type ShareLinkInput = z.input<typeof shareLinkInputSchema>;

/** The path a public link opens; its token is 43 base64url characters (256 bits). */
export const SHARE_LINK_PATH = '/r/';
export const SHARE_LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;
