/**
 * The shape of every table, as Kysely sees it. Timestamps are ISO-8601 UTC text in both
 * databases (docs/decisions/0002-text-timestamps.md), so no code path depends on the driver.
 */
export interface AppSettingsTable {
  key: string;
  value: string;
}

/** A picture from a photo upload, already re-encoded (see modules/images). */
export interface ImagesTable {
  id: string;
  owner_id: string;
  content_type: string;
  byte_size: number;
  bytes: Buffer;
  created_at: string;
}

export interface DatabaseSchema {
  app_settings: AppSettingsTable;
  images: ImagesTable;
}
