import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { extractor, getCatalogs } from '@lingui/cli/api';
import { DEFAULT_LOCALE } from '@hearth/shared/locales';
import { type CatalogFormatter, type CatalogType, type ExtractedCatalogType, getConfig } from '@lingui/conf';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface LoadedCatalog {
  /** Where its files are, from the repository root: apps/web/src/features/cook-mode/locales/{locale}. */
  name: string;
  /** Every locale's messages as the PO files hold them now. */
  files: Record<string, CatalogType>;
  /** Every locale's file as written: what extraction must leave unchanged. */
  contents: Record<string, string>;
  /** What `npm run i18n:extract` would write into each file. */
  extractedContents: Record<string, string>;
  /** The messages the code of the catalog's folders uses. */
  extracted: ExtractedCatalogType;
  sourcePaths: string[];
}

export const config = getConfig({ cwd: ROOT, configPath: `${ROOT}lingui.config.ts` });

/** lingui.config.ts gives the PO formatter itself, which writes what extraction writes. */
const formatter = config.format as CatalogFormatter;

/**
 * Every catalog of lingui.config.ts, read and extracted the way `lingui extract --clean` does,
 * without writing anything: merged with the files, obsolete messages dropped, ordered by id.
 */
export async function loadCatalogs(): Promise<LoadedCatalog[]> {
  const catalogs = await getCatalogs(config);
  return Promise.all(
    catalogs.map(async (catalog) => {
      const extracted = (await catalog.collect()) ?? {};
      const files = await catalog.readAll();
      const merged = catalog.merge(files, extracted, { overwrite: false });
      const contents: Record<string, string> = {};
      const extractedContents: Record<string, string> = {};
      for (const locale of config.locales) {
        const filename = catalog.getFilename(locale);
        const written = readFileSync(filename, 'utf8');
        contents[locale] = written;
        const kept = Object.fromEntries(
          Object.entries(merged[locale] ?? {})
            .filter(([, message]) => !message.obsolete)
            .sort(([a], [b]) => a.localeCompare(b)),
        );
        extractedContents[locale] = await formatter.serialize(kept, {
          locale,
          sourceLocale: config.sourceLocale ?? DEFAULT_LOCALE,
          existing: written,
          filename,
        });
      }
      return {
        name: catalog.path.replace(ROOT, ''),
        files: files as Record<string, CatalogType>,
        contents,
        extractedContents,
        extracted,
        sourcePaths: catalog.sourcePaths,
      };
    }),
  );
}

/** The message ids a file uses, found as extraction finds them. */
export async function messageIdsIn(filename: string): Promise<string[]> {
  if (!extractor.match(filename)) return [];
  const ids: string[] = [];
  await extractor.extract(filename, readFileSync(filename, 'utf8'), (message) => ids.push(message.id), { linguiConfig: config });
  return ids;
}
