import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Ingredient } from '@hearth/shared/dishes';
import type { DatabaseSchema } from '../../db/schema.js';

/** What "what can I cook now" needs of a dish: its card and its ingredients. */
export interface DishForCooking {
  id: number;
  owner_id: string;
  dishName: string;
  imageUrl: string;
  tags: string[];
  /** The whole time it takes, in minutes: the dish's total, else its prep and cook added. */
  totalTime: number | null;
  ingredients: Ingredient[];
}

type Library = { ownerId: string } | { hearthId: number };

/** The dishes of a cook's own library, or of a hearth's cookbook (membership is checked by the caller). */
function inLibrary(db: Kysely<DatabaseSchema>, from: Library) {
  return (eb: ExpressionBuilder<DatabaseSchema, 'dishes'>) =>
    'ownerId' in from
      ? eb('dishes.owner_id', '=', from.ownerId)
      : eb(
          'dishes.id',
          'in',
          db.selectFrom('dish_shares').select('dish_shares.dish_id').where('dish_shares.hearth_id', '=', from.hearthId),
        );
}

/** The whole time a dish takes, in minutes: its total, else its prep and cook added. */
function totalMinutes(row: { total_time: number | null; prep_time: number | null; cook_time: number | null }): number | null {
  if (row.total_time !== null) return row.total_time;
  return row.prep_time === null && row.cook_time === null ? null : (row.prep_time ?? 0) + (row.cook_time ?? 0);
}

/**
 * A cook's own library, or a hearth's cookbook (membership is checked by the caller), with each
 * dish's ingredients, in one statement.
 */
export async function listDishesForCooking(db: Kysely<DatabaseSchema>, from: Library): Promise<DishForCooking[]> {
  const columns = [
    'dishes.id',
    'dishes.owner_id',
    'dish_name',
    'image_url',
    'tags',
    'total_time',
    'prep_time',
    'cook_time',
    'ingredients',
  ] as const;
  const rows = await db.selectFrom('dishes').select(columns).where(inLibrary(db, from)).orderBy('dishes.id').execute();
  return rows.map((row) => ({
    id: row.id,
    owner_id: row.owner_id,
    dishName: row.dish_name,
    imageUrl: row.image_url,
    tags: JSON.parse(row.tags) as string[],
    totalTime: totalMinutes(row),
    ingredients: JSON.parse(row.ingredients) as Ingredient[],
  }));
}

/** What Fill my week needs of every dish: its card, tags and time, and when it last changed. */
export interface DishForPlanning extends Omit<DishForCooking, 'ingredients' | 'owner_id'> {
  /** The dish's updated_at: what the planner's kept reading of its ingredients is checked against. */
  version: string;
}

/**
 * A cook's own library, or a hearth's cookbook, without the ingredients (the heaviest column):
 * the planner keeps its reading of them per dish and version, and asks findDishIngredients for
 * the dishes it has not read yet.
 */
export async function listDishesForPlanning(db: Kysely<DatabaseSchema>, from: Library): Promise<DishForPlanning[]> {
  const columns = ['dishes.id', 'dish_name', 'image_url', 'tags', 'total_time', 'prep_time', 'cook_time', 'dishes.updated_at'] as const;
  const rows = await db.selectFrom('dishes').select(columns).where(inLibrary(db, from)).orderBy('dishes.id').execute();
  return rows.map((row) => ({
    id: row.id,
    dishName: row.dish_name,
    imageUrl: row.image_url,
    tags: JSON.parse(row.tags) as string[],
    totalTime: totalMinutes(row),
    version: row.updated_at,
  }));
}
