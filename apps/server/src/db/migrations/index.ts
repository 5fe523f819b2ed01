import type { Migration } from 'kysely';
import * as appSettings from './0001-app-settings.js';
import * as images from './0004-images.js';

/** Every migration, in the order it runs. Names never change once released. */
export const migrations: Record<string, Migration> = {
  '0001-app-settings': appSettings,
  '0004-images': images,
};
