import type { ExportFormat } from './export-file-types.js';

/**
 * What a file of each format holds when it holds recipes, said to a cook whose file gave none:
 * the format it was read as, and what the importer looked for in it.
 */
const EXPECTED: Readonly<Record<ExportFormat, string>> = {
  paprika: 'one .paprikarecipe file per recipe, each a gzipped JSON recipe with a name',
  mealie: 'a folder per recipe, recipes/<name>/<name>.json, each a Mealie recipe with a name and a slug',
  'mealie-backup': 'a database.json with a recipes table',
  tandoor: 'one zip per recipe, each with a recipe.json',
  nextcloud: 'a folder per recipe with a recipe.json in the schema.org Recipe format',
  chowdown: 'Markdown files with a title and ingredients in their front matter',
  copymethat: 'recipes.html with one recipe block per recipe',
  cooklang: '.cook files, one recipe each',
  'schema-org': 'JSON with "@type": "Recipe" objects',
  csv: 'a header row naming a title column and one recipe per row',
  hearth: 'a list of dishes',
  mela: 'one .melarecipe file per recipe, each JSON with a title',
  'recipe-keeper': 'recipes.html with one recipe block per recipe',
  mastercook: 'RcpE elements, one per recipe',
  'meal-master': 'recipes starting with an MMMMM or ----- header line',
  cookmate: 'recipe elements, one per recipe',
  'labelled-text': 'text files with Title:, Ingredients: and Instructions: labels',
  'html-pages': 'web pages with schema.org Recipe markup',
};

/**
 * Why a file gave nothing: "No recipe could be read from this file (read as a Mealie recipe
 * export (.zip)). It should hold a folder per recipe, ... The first entry said: ...".
 */
export function nothingReadReason(format: ExportFormat, formatName: string, firstReason: string | undefined): string {
  const found = `No recipe could be read from this file (read as ${formatName}). It should hold ${EXPECTED[format]}.`;
  return firstReason ? `${found} The first entry said: ${firstReason}` : found;
}
