import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, LOCALES } from '@hearth/shared/locales';
import { config, type LoadedCatalog, loadCatalogs, messageIdsIn, ROOT } from './catalogs';
import { messageShape } from './message-shape';

/**
 * The catalogs are complete and in step with the code (docs/translating.md): what
 * `npm run i18n:extract` would write is what is committed, every language has every message,
 * and every translation is ICU the runtime reads, printing the values and tags its English does.
 */
let catalogs: LoadedCatalog[] = [];

beforeAll(async () => {
  catalogs = await loadCatalogs();
}, 120_000);

function eachMessage(catalog: LoadedCatalog, visit: (locale: string, id: string, text: string) => void) {
  for (const locale of config.locales) {
    for (const [id, message] of Object.entries(catalog.files[locale] ?? {})) visit(locale, id, message.translation ?? '');
  }
}

describe('the message catalogs', () => {
  it('cover exactly the languages the product offers, translated from English', () => {
    expect([...config.locales].sort()).toEqual([...LOCALES].sort());
    expect(config.sourceLocale).toBe(DEFAULT_LOCALE);
    expect(catalogs.length).toBeGreaterThan(0);
  });

  it('are what `npm run i18n:extract` writes: no message missing, none left over', () => {
    for (const catalog of catalogs) {
      for (const locale of config.locales) {
        const ids = Object.keys(catalog.files[locale] ?? {});
        const used = Object.keys(catalog.extracted);
        const missing = used.filter((id) => !ids.includes(id));
        const unused = ids.filter((id) => !used.includes(id));
        expect({ catalog: catalog.name, locale, missing, unused }).toEqual({ catalog: catalog.name, locale, missing: [], unused: [] });
        // Origins and order too: run `npm run i18n:extract` and commit what it wrote.
        expect(catalog.contents[locale], `${catalog.name} (${locale}) is not as extraction writes it`).toBe(
          catalog.extractedContents[locale],
        );
      }
    }
  });

  it('translate every message into every language, and give every English message its text', () => {
    const empty: string[] = [];
    for (const catalog of catalogs) {
      eachMessage(catalog, (locale, id, text) => {
        if (!text.trim() || (locale === DEFAULT_LOCALE && text === id)) empty.push(`${catalog.name} ${locale}: ${id}`);
      });
    }
    expect(empty).toEqual([]);
  });

  it('hold ICU messages the runtime can read, each translation printing the values and tags its English prints', () => {
    const problems: string[] = [];
    for (const catalog of catalogs) {
      const english = catalog.files[DEFAULT_LOCALE] ?? {};
      eachMessage(catalog, (locale, id, text) => {
        const where = `${catalog.name} ${locale} ${id}`;
        try {
          compileMessageOrThrow(text);
          const shape = messageShape(text);
          const source = messageShape(english[id]?.translation ?? '');
          const printed = [...shape.printed].sort();
          const expected = [...source.printed].sort();
          if (printed.join() !== expected.join())
            problems.push(`${where}: prints {${printed.join('}, {')}}, English {${expected.join('}, {')}}`);
          if (shape.tags.join() !== source.tags.join())
            problems.push(`${where}: tags ${shape.tags.join(' ')}, English ${source.tags.join(' ')}`);
          if (shape.missingOther.length) problems.push(`${where}: no "other" case for ${shape.missingOther.join(', ')}`);
        } catch (error) {
          problems.push(`${where}: ${(error as Error).message}`);
        }
      });
    }
    expect(problems).toEqual([]);
  });

  it('give each id one home: no id in two catalogs', () => {
    const homes = new Map<string, string[]>();
    for (const catalog of catalogs) {
      for (const id of Object.keys(catalog.extracted)) homes.set(id, [...(homes.get(id) ?? []), catalog.name]);
    }
    expect([...homes].filter(([, names]) => names.length > 1)).toEqual([]);
  });

  it('cover every file that shows a message: a feature starts its catalog with a locales/ folder', async () => {
    const covered = new Set(catalogs.flatMap((catalog) => catalog.sourcePaths.map((path) => relative(ROOT, path))));
    const sources = ['apps/web/src', 'apps/server/src'].flatMap((dir) =>
      readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
        .map((file) => join(dir, file))
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts')),
    );
    const homeless: string[] = [];
    for (const file of sources.filter((source) => !covered.has(source))) {
      const ids = await messageIdsIn(join(ROOT, file));
      if (ids.length) homeless.push(`${file}: ${ids.join(', ')}`);
    }
    expect(homeless).toEqual([]);
  }, 120_000);
});
