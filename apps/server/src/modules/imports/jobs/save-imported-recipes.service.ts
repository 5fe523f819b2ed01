import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { DishData, Ingredient } from '@hearth/shared/dishes';
import type { DatabaseSchema } from '../../../db/schema.js';
import { type DishLikeness, findDishesLike, insertDish } from '../../dishes/index.js';
import { insertImage } from '../../images/index.js';
import { type NormalizedPicture, normalizePicture } from '../../images/index.js';
import type { ImportedRecipe } from '../export-files/export-file-types.js';
import type { ImportFailure } from './import-jobs.repository.js';
import { failureReason, notice } from '../import-notices.js';

/**
 * Saves one batch of recipes read from an export file into a cook's library: photos through
 * the picture pipeline, duplicates skipped, everything else in one short transaction.
 *
 * A recipe is a duplicate (docs/decisions/0017-import-jobs.md) when the library, or an earlier
 * recipe of the same file, already has a dish saved from the same source address, or a dish
 * with the same name and the same ingredients (item, quantity and unit). So importing a file
 * twice adds nothing the second time, and a file cut short can simply be imported again.
 */

export interface BatchOutcome {
  imported: number;
  skipped: number;
  failed: ImportFailure[];
}

/** Why a recipe was not imported, with its code when it has one. */
function failureOf(recipe: ImportedRecipe): Omit<ImportFailure, 'name'> {
  if (recipe.errorNotice) return failureReason(recipe.errorNotice);
  return recipe.error ? { reason: recipe.error } : failureReason(notice('recipe_unreadable'));
}

function ingredientsKey(ingredients: readonly Ingredient[]): string {
  return JSON.stringify(ingredients.map((ingredient) => [ingredient.item.toLowerCase(), ingredient.quantity, ingredient.unit]));
}

function sameRecipe(dish: DishData, other: DishLikeness): boolean {
  if (dish.sourceUrl && dish.sourceUrl === other.sourceUrl) return true;
  return dish.dishName === other.dishName && ingredientsKey(dish.ingredients) === ingredientsKey(other.ingredients);
}

/** The photo as a stored picture; a photo that cannot be read is left out rather than failing its recipe. */
async function normalizedPhoto(recipe: ImportedRecipe, log: FastifyBaseLogger): Promise<NormalizedPicture | undefined> {
  if (!recipe.picture) return undefined;
  try {
    return await normalizePicture(recipe.picture);
  } catch (error) {
    log.debug({ err: error, recipe: recipe.name }, 'imported photo left out');
    return undefined;
  }
}

/**
 * `record` runs last in the batch's transaction, with the outcome: the job's progress is then
 * stored with the dishes it counts (one commit, and no count that a crash could make untrue).
 */
export async function saveImportedBatch(
  db: Kysely<DatabaseSchema>,
  ownerId: string,
  recipes: readonly ImportedRecipe[],
  log: FastifyBaseLogger,
  record: (trx: Transaction<DatabaseSchema>, outcome: BatchOutcome) => Promise<void> = async () => undefined,
): Promise<BatchOutcome> {
  const outcome: BatchOutcome = { imported: 0, skipped: 0, failed: [] };
  const readable = recipes.flatMap((recipe) => {
    if (recipe.dish) return [{ recipe, dish: recipe.dish }];
    outcome.failed.push({ name: recipe.name, ...failureOf(recipe) });
    return [];
  });

  const known: DishLikeness[] = await findDishesLike(
    db,
    ownerId,
    readable.map(({ dish }) => dish.sourceUrl),
    readable.map(({ dish }) => dish.dishName),
  );
  const fresh: Array<{ recipe: ImportedRecipe; dish: DishData }> = [];
  for (const entry of readable) {
    if (known.some((other) => sameRecipe(entry.dish, other))) {
      outcome.skipped += 1;
      continue;
    }
    known.push(entry.dish);
    fresh.push(entry);
  }

  // Photos are decoded before the transaction, so it holds the database only for the inserts.
  const photos: Array<NormalizedPicture | undefined> = [];
  for (const { recipe } of fresh) photos.push(await normalizedPhoto(recipe, log));

  outcome.imported = fresh.length;
  await db.transaction().execute(async (trx) => {
    for (const [index, { dish }] of fresh.entries()) {
      const photo = photos[index];
      const imageUrl = photo
        ? `/api/images/${await insertImage(trx, { ownerId, bytes: photo.bytes, contentType: photo.contentType })}`
        : dish.imageUrl;
      await insertDish(trx, ownerId, { ...dish, imageUrl });
    }
    await record(trx, outcome);
  });
  return outcome;
}
