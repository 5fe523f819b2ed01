import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { UnprocessableError } from '../../../errors.js';
import { repairWindows1252 } from '../fetch/guarded-fetch-charset.js';
import type { ImportedRecipe } from './export-file-types.js';
import { type DishDraft, recipeFromDraft } from './dish-draft.js';
import { parseMinutes, parseServings, splitLines, splitSteps, stringList, toDifficulty } from './recipe-fields.js';

/**
 * A spreadsheet of recipes with a header row (MyRecipeBox, Plan to Eat and hand-made ones).
 * Columns are matched by name, ignoring case, spaces and punctuation, with the synonyms
 * those apps use; ingredients and directions are multi-line cells.
 */

type Field =
  | 'name'
  | 'description'
  | 'ingredients'
  | 'instructions'
  | 'servings'
  | 'prep'
  | 'cook'
  | 'total'
  | 'source'
  | 'tags'
  | 'categories'
  | 'notes'
  | 'photo'
  | 'difficulty';

/** Header names, normalised (lower case, letters and digits only); a few languages' own words follow English. */
const SYNONYMS: Record<Field, string[]> = {
  name: [
    'title',
    'name',
    'recipename',
    'recipe',
    'recipetitle',
    'titel',
    'rezeptname',
    'titre',
    'nom',
    'título',
    'titulo',
    'nombre',
    'titolo',
  ],
  description: ['description', 'summary', 'introduction', 'intro', 'beschreibung', 'descripción', 'descrizione'],
  ingredients: [
    'ingredients',
    'ingredient',
    'recipeingredient',
    'recipeingredients',
    'ingredientlist',
    'zutaten',
    'ingrédients',
    'ingredientes',
    'ingredienti',
  ],
  instructions: [
    'directions',
    'instructions',
    'method',
    'steps',
    'preparation',
    'recipeinstructions',
    'zubereitung',
    'anleitung',
    'préparation',
    'étapes',
    'preparación',
    'instrucciones',
    'procedimento',
  ],
  servings: [
    'servings',
    'serves',
    'portions',
    'yield',
    'recipeyield',
    'quantity',
    'makes',
    'portionen',
    'personen',
    'porciones',
    'porzioni',
  ],
  prep: ['preptime', 'preparationtime', 'prep', 'vorbereitungszeit', 'arbeitszeit'],
  cook: ['cooktime', 'cookingtime', 'performtime', 'cook', 'kochzeit', 'backzeit', 'cuisson'],
  total: ['totaltime', 'readyin', 'time', 'gesamtzeit'],
  source: ['url', 'sourceurl', 'originalurl', 'source', 'link', 'orgurl', 'website', 'weblink', 'quelle'],
  tags: ['tags', 'keywords', 'labels', 'schlagwörter', 'stichwörter'],
  categories: ['category', 'categories', 'course', 'cuisine', 'mainingredient', 'kategorie', 'kategorien', 'catégorie'],
  notes: ['notes', 'note', 'comments', 'privatenotes', 'notizen', 'anmerkungen', 'remarques'],
  photo: ['photourl', 'imageurl', 'image', 'picture', 'originalpicture', 'photo', 'bild'],
  difficulty: ['difficulty', 'schwierigkeit'],
};

const normalise = (header: string) => header.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Each field's column indexes, the likeliest synonym first (Servings before Yield), so several
 * columns can feed one field: Course and Cuisine both become tags.
 */
function mapColumns(header: string[]): Map<Field, number[]> {
  const ranked = new Map<Field, { rank: number; index: number }[]>();
  header.map(normalise).forEach((name, index) => {
    for (const field of Object.keys(SYNONYMS) as Field[]) {
      const rank = SYNONYMS[field].indexOf(name);
      if (rank >= 0) ranked.set(field, [...(ranked.get(field) ?? []), { rank, index }]);
    }
  });
  const columns = new Map([...ranked].map(([field, found]) => [field, found.sort((a, b) => a.rank - b.rank).map(({ index }) => index)]));
  // Beside a Title column, a "Recipe" column holds the directions (COOKmate's export writes so).
  const names = columns.get('name') ?? [];
  const recipeColumn = header.map(normalise).indexOf('recipe');
  if (names.length > 1 && recipeColumn >= 0 && !columns.has('instructions')) {
    columns.set(
      'name',
      names.filter((index) => index !== recipeColumn),
    );
    columns.set('instructions', [recipeColumn]);
  }
  return columns;
}

/** The delimiter the header line uses most: comma, semicolon or tab. */
export function csvDelimiter(headerLine: string): string {
  const counts = [',', ';', '\t'].map((delimiter) => [delimiter, headerLine.split(delimiter).length] as const);
  return counts.sort((a, b) => b[1] - a[1])[0]![0];
}

/**
 * The header line and its delimiter. Excel writes a first line "sep=;" naming the delimiter
 * when asked to; the header is then the line after it.
 */
function headerLine(head: string): { line: string; delimiter: string; skipped: number } {
  const [first = '', second = ''] = head.replace(/^\uFEFF/, '').split(/\r?\n/, 2);
  const named = /^"?sep=(.)"?\s*$/i.exec(first);
  if (named) return { line: second, delimiter: named[1]!, skipped: 1 };
  return { line: first, delimiter: csvDelimiter(first), skipped: 0 };
}

/** Whether the first line is a header naming a recipe column and its ingredients or steps. */
export function looksLikeRecipeCsv(head: string): boolean {
  const { line, delimiter } = headerLine(head);
  const header = line.split(delimiter).map((cell) => cell.trim().replace(/^"|"$/g, ''));
  const columns = mapColumns(header);
  return columns.has('name') && (columns.has('ingredients') || columns.has('instructions'));
}

function csvDraft(row: string[], columns: Map<Field, number[]>): DishDraft {
  const cells = (field: Field) => (columns.get(field) ?? []).map((index) => (row[index] ?? '').trim()).filter(Boolean);
  const cell = (field: Field) => cells(field)[0] ?? '';
  const isUrl = (value: string) => /^https?:\/\//i.test(value);
  const sources = cells('source');
  return {
    name: cell('name'),
    description: cell('description'),
    // Plan to Eat writes a continuation of the previous line with a leading ", ".
    ingredientLines: splitLines(cell('ingredients')).filter((line) => !line.startsWith(', ')),
    steps: splitSteps(cell('instructions')),
    servings: parseServings(cell('servings')),
    prepTime: parseMinutes(cell('prep')),
    cookTime: parseMinutes(cell('cook')),
    totalTime: parseMinutes(cell('total')),
    sourceUrl: sources.find(isUrl) ?? '',
    sourceText: sources.find((value) => !isUrl(value)) ?? '',
    tags: [...cells('tags'), ...cells('categories')].flatMap(stringList),
    notes: [cell('notes')],
    imageUrl: cell('photo'),
    difficulty: toDifficulty(cell('difficulty')),
  };
}

/** The first chunk, to choose the delimiter, and a stream that still starts with it. */
async function peekFirstChunk(input: Readable): Promise<{ head: string; encoding: 'utf8' | 'latin1'; whole: Readable }> {
  const chunks = input[Symbol.asyncIterator]();
  const first = await chunks.next();
  const head = first.done ? Buffer.alloc(0) : Buffer.from(first.value as Buffer);
  async function* again() {
    yield head;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value as Buffer;
  }
  const encoding = utf8OrWindows1252(head);
  return { head: head.toString(encoding), encoding, whole: Readable.from(again(), { objectMode: false }) };
}

/**
 * Spreadsheets saved by older Windows programs are in windows-1252, not UTF-8: when the first
 * chunk is not UTF-8 the file is read as Latin-1 and its 0x80-0x9F bytes put right (curly
 * quotes, dashes, the euro sign).
 */
function utf8OrWindows1252(head: Buffer): 'utf8' | 'latin1' {
  try {
    // `stream` lets a character cut at the chunk's end wait for its other bytes.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return 'utf8';
  } catch {
    return 'latin1';
  }
}

export async function* readCsvRecipes(input: Readable): AsyncGenerator<ImportedRecipe> {
  const { head, encoding, whole } = await peekFirstChunk(input);
  const { delimiter, skipped } = headerLine(head);
  const parser = whole.pipe(
    parse({
      bom: true,
      encoding,
      ...(encoding === 'latin1' ? { cast: (value: string) => repairWindows1252(value) } : {}),
      delimiter,
      from_line: 1 + skipped,
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: true,
      // One recipe's row, multi-line cells included; a runaway quote stops here.
      max_record_size: 1_000_000,
    }),
  );
  let columns: Map<Field, number[]> | null = null;
  let count = 0;
  try {
    for await (const row of parser as AsyncIterable<string[]>) {
      if (!columns) {
        columns = mapColumns(row);
        if (!columns.has('name')) {
          throw new UnprocessableError(
            'This spreadsheet has no Title or Name column, so its recipes could not be read.',
            'UNRECOGNISED_FILE',
          );
        }
        continue;
      }
      count += 1;
      const found = columns;
      yield recipeFromDraft((row[found.get('name')![0]!] ?? '').trim(), () => csvDraft(row, found));
    }
  } catch (error) {
    if (error instanceof UnprocessableError || (error as { statusCode?: number }).statusCode) throw error;
    throw new UnprocessableError(
      `This spreadsheet could not be read after ${count} recipes: ${error instanceof Error ? error.message : 'it is malformed'}.`,
      'DAMAGED_FILE',
    );
  } finally {
    whole.destroy();
    input.destroy();
  }
}
