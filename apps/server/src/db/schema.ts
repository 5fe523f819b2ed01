/**
 * The shape of every table, as Kysely sees it. Timestamps are ISO-8601 UTC text in both
 * databases (docs/decisions/0002-text-timestamps.md), so no code path depends on the driver.
 */
export interface AppSettingsTable {
  key: string;
  value: string;
}

/** An Instacart shopping-list page already made, found again by a hash of the list it shows. */
export interface ShoppingLinksTable {
  request_hash: string;
  products_link_url: string;
  created_at: string;
  expires_at: string;
}

export interface DatabaseSchema {
  app_settings: AppSettingsTable;
  shopping_links: ShoppingLinksTable;
}
