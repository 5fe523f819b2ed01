/**
 * The shape of every table, as Kysely sees it. Timestamps are ISO-8601 UTC text in both
 * databases (docs/decisions/0002-text-timestamps.md), so no code path depends on the driver.
 */
export interface AppSettingsTable {
  key: string;
  value: string;
}

export interface DatabaseSchema {
  app_settings: AppSettingsTable;
}
