import type { Kysely } from 'kysely';
import {
  ACCOUNT_EXPORT_FORMAT,
  ACCOUNT_EXPORT_VERSION,
  type AccountExport,
  type AccountImport,
  type ImportResult,
} from '@hearth/shared/account-export';
import { settleDishPictures } from '@hearth/shared/dish-pictures';
import type { DishData } from '@hearth/shared/dishes';
import type { ExportedPantryItem } from '@hearth/shared/pantry';
import { parseLocale } from '@hearth/shared/locales';
import type { DatabaseSchema } from '../../db/schema.js';
import { forEachBatch } from '../../lib/batches.js';
import { findCookedMealOn, listOwnCookings, recordCooking } from '../cooked/index.js';
import { addFavourite, favouriteOwnDishIds, insertDish, listOwnedDishes } from '../dishes/index.js';
import { insertMeal, listMeals } from '../meals/index.js';
import { insertPantryItem, listPantry, toPantryItem } from '../pantry/index.js';
import { adoptLanguage, findLanguage } from './users.repository.js';

type Db = Kysely<DatabaseSchema>;

/** Everything a person keeps in The Hearth, as one file (see @hearth/shared/account-export). */
export async function exportAccount(db: Db, userId: string, exportedAt = new Date()): Promise<AccountExport> {
  const dishes = await listOwnedDishes(db, userId);
  const names = new Map(dishes.map((dish) => [dish.id, dish.dishName]));
  const meals = (await listMeals(db, userId, {}, false)).filter((meal) => meal.personal_meal);
  return {
    format: ACCOUNT_EXPORT_FORMAT,
    version: ACCOUNT_EXPORT_VERSION,
    exportedAt: exportedAt.toISOString(),
    settings: { language: parseLocale(await findLanguage(db, userId)) },
    dishes,
    meals: meals.map((meal) => {
      // Only a dish of this file may be referenced; any other keeps its name and lets go of the id.
      const dishName = meal.dish_id === null ? undefined : names.get(meal.dish_id);
      return {
        date: meal.date,
        meal_type: meal.meal_type,
        meal_status: meal.meal_status,
        notes: meal.notes,
        dish_id: dishName === undefined ? null : meal.dish_id,
        dish_name: dishName ?? meal.dish_text_fallback,
      };
    }),
    favourites: await favouriteOwnDishIds(db, userId),
    cookings: (await listOwnCookings(db, userId)).map((cooking) => ({
      dish_id: cooking.dishId,
      cooked_on: cooking.cookedOn,
      rating: cooking.rating,
      note: cooking.note,
      image_url: cooking.imageUrl,
      on_meal: cooking.onMeal,
    })),
    pantry: (await listPantry(db, { userId })).map(toPantryItem).map(({ name, amount, unit, use_by, place, always }) => ({
      name,
      amount,
      unit,
      use_by,
      place,
      always,
    })),
  };
}

/** Two dishes are the same when every field a person can edit is the same; ids and times do not count. */
function dishContentKey(dish: DishData): string {
  const settled = settleDishPictures(undefined, dish);
  return JSON.stringify([
    dish.dishName,
    dish.description,
    dish.prepTime,
    dish.cookTime,
    dish.totalTime,
    dish.servings,
    dish.difficulty,
    settled.imageUrl,
    dish.sourceUrl,
    dish.notes,
    dish.tags,
    dish.ingredients.map((ingredient) => [ingredient.item, ingredient.quantity, ingredient.unit, ingredient.optional]),
    dish.instructions,
    dish.utensils,
    // Settled as stored, so a file from before galleries matches the dish it made.
    settled.pictures,
    settled.stepPictures,
  ]);
}

/** A meal is already planned when one exists on the same date, of the same type, with the same dish. */
function mealKey(date: string, mealType: string, dishId: number | null, dishName: string | null): string {
  return JSON.stringify([date, mealType, dishId ?? `text:${dishName ?? ''}`]);
}

/** Rows written per transaction: small enough that other people's writes wait only moments. */
const IMPORT_BATCH_SIZE = 100;

/**
 * Merges an export file into the person's library: a dish identical to one already there is
 * not added again (its meals use the existing one), nor is a meal already planned. The file was
 * validated whole before this runs; rows are written in short transactions with pauses between
 * them, so a large file never stalls everyone else. Importing the same file again adds nothing,
 * which also completes an import a crash cut short. The file's language applies only to an
 * account that has not chosen one (a new account on another server, typically). The file's
 * hearts and cookings go on the library's dishes they became (an older file has none).
 */
export async function importAccount(db: Db, userId: string, file: AccountImport): Promise<ImportResult> {
  const result: ImportResult = { dishes: { added: 0, skipped: 0 }, meals: { added: 0, skipped: 0 } };
  if (file.settings?.language) await adoptLanguage(db, userId, file.settings.language);

  const library = new Map<string, { id: number; dishName: string }>();
  for (const dish of await listOwnedDishes(db, userId)) library.set(dishContentKey(dish), dish);
  const libraryDishOf = new Map<number, { id: number; dishName: string }>();
  await forEachBatch(file.dishes, IMPORT_BATCH_SIZE, (batch) =>
    db.transaction().execute(async (trx) => {
      for (const { id: fileId, ...data } of batch) {
        const key = dishContentKey(data);
        let dish = library.get(key);
        if (dish) {
          result.dishes.skipped += 1;
        } else {
          dish = await insertDish(trx, userId, data);
          library.set(key, dish);
          result.dishes.added += 1;
        }
        libraryDishOf.set(fileId, dish);
      }
    }),
  );

  const planned = new Set(
    (await listMeals(db, userId, {}, false))
      .filter((meal) => meal.personal_meal)
      .map((meal) => mealKey(meal.date, meal.meal_type, meal.dish_id, meal.dish_text_fallback)),
  );
  await forEachBatch(file.meals, IMPORT_BATCH_SIZE, (batch) =>
    db.transaction().execute(async (trx) => {
      for (const meal of batch) {
        const dish = meal.dish_id === null ? undefined : libraryDishOf.get(meal.dish_id);
        const dishId = dish?.id ?? null;
        const dishName = dish?.dishName ?? meal.dish_name;
        const key = mealKey(meal.date, meal.meal_type, dishId, dishName);
        if (planned.has(key)) {
          result.meals.skipped += 1;
          continue;
        }
        await insertMeal(
          trx,
          userId,
          { date: meal.date, meal_type: meal.meal_type, meal_status: meal.meal_status, dish_id: dishId, notes: meal.notes },
          dishName,
        );
        planned.add(key);
        result.meals.added += 1;
      }
    }),
  );
  // A heart given again changes nothing, so importing the same file twice stays harmless.
  await forEachBatch(file.favourites, IMPORT_BATCH_SIZE, (batch) =>
    db.transaction().execute(async (trx) => {
      for (const fileId of batch) {
        const dish = libraryDishOf.get(fileId);
        if (dish) await addFavourite(trx, userId, dish.id);
      }
    }),
  );
  // The cooking log: a cooking on a meal finds that meal again (imported above), so it counts
  // once; recording is once a day per dish and meal, so a second import changes nothing.
  await forEachBatch(file.cookings, IMPORT_BATCH_SIZE, (batch) =>
    db.transaction().execute(async (trx) => {
      for (const cooking of batch) {
        const dish = libraryDishOf.get(cooking.dish_id);
        if (!dish) continue;
        const mealId = cooking.on_meal ? await findCookedMealOn(trx, userId, dish.id, cooking.cooked_on) : null;
        await recordCooking(trx, {
          dishId: dish.id,
          userId,
          day: cooking.cooked_on,
          mealId,
          details: { rating: cooking.rating, note: cooking.note, image_url: cooking.image_url },
        });
      }
    }),
  );
  // The pantry: an item the pantry holds already, alike in every field, is not added again.
  const stocked = new Set((await listPantry(db, { userId })).map((row) => pantryKey(toPantryItem(row))));
  await forEachBatch(file.pantry, IMPORT_BATCH_SIZE, (batch) =>
    db.transaction().execute(async (trx) => {
      for (const item of batch) {
        if (stocked.has(pantryKey(item))) continue;
        await insertPantryItem(trx, { userId }, item);
        stocked.add(pantryKey(item));
      }
    }),
  );
  return result;
}

function pantryKey(item: ExportedPantryItem): string {
  return JSON.stringify([item.name, item.amount, item.unit, item.use_by, item.place, item.always]);
}
