import type { ImportNotice } from '@hearth/shared/imports';
import type { DishData } from '@hearth/shared/dishes';

import type { ExportFormat } from './export-formats.js';

/** The apps whose export files we read: the registry (export-formats.ts) names them. */
export type { ExportFormat };

/** One recipe read from an export: a dish ready to save, or the reason it could not be read. */
export interface ImportedRecipe {
  name: string;
  dish?: DishData;
  /** The recipe's photo as it was in the file; the caller passes it through normalizePicture. */
  picture?: Buffer;
  /** Things a cook may want to check, such as a dropped photo or a cut-short list. */
  warnings?: string[];
  error?: string;
  /** `error` as a code with its values, when it has one (see import-notices.ts). */
  errorNotice?: ImportNotice;
}

/** The schema.org Recipe mapping the URL importer uses (passed in to keep one implementation). */
export type SchemaOrgMapper = (node: unknown) => { dish: DishData; warnings: ImportNotice[] } | null;

/** The URL importer's page reader: every recipe of a page, read as from the web. */
export type PageRecipesReader = (html: string, pageUrl: string) => Array<{ dish: DishData; warnings: ImportNotice[] }>;

export interface ExportLimits {
  /** Entries in one zip (also in a nested one). */
  maxEntries: number;
  /** Bytes unpacked from the whole file, nested zips and gzip included. */
  maxTotalBytes: number;
  /** Bytes of one unpacked file inside the export (a recipe, database.json, recipes.html). */
  maxEntryBytes: number;
  /** Bytes of one photo; bigger ones are skipped with a warning. */
  maxPictureBytes: number;
  /** Nesting of arrays and objects in a JSON document. */
  maxJsonDepth: number;
  /** Recipes read from one file. */
  maxRecipes: number;
}

export const DEFAULT_EXPORT_LIMITS: ExportLimits = {
  maxEntries: 20_000,
  maxTotalBytes: 200 * 1024 * 1024,
  maxEntryBytes: 64 * 1024 * 1024,
  maxPictureBytes: 15 * 1024 * 1024,
  maxJsonDepth: 100,
  maxRecipes: 20_000,
};

export interface ExportFileDeps {
  fromSchemaOrg: SchemaOrgMapper;
  /** Without it, files of web pages (other than CopyMeThat's) are not recognised. */
  readPageRecipes?: PageRecipesReader;
  limits?: Partial<ExportLimits>;
}

/** An uploaded file: where it is on disk, the name the cook gave it, and its size. */
export interface ExportFile {
  path: string;
  name: string;
  size: number;
}

export interface ExportReading {
  format: ExportFormat;
  /** How many recipes the file holds, when that is known before reading them. */
  total: number | null;
  recipes: AsyncIterable<ImportedRecipe>;
  /** Ends a reading that will not be iterated (its reader may hold a thread or a file). */
  close?: () => void;
}
