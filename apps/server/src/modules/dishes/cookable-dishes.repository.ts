import type { Kysely } from 'kysely';
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

/**
 * A cook's own library, or a hearth's cookbook (membership is checked by the caller), with each
 * dish's ingredients, in one statement.
 */
export async function listDishesForCooking(
  db: Kysely<DatabaseSchema>,
  from: { ownerId: string } | { hearthId: number },
): Promise<DishForCooking[]> {
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
  const rows = await (
    'ownerId' in from
      ? db.selectFrom('dishes').select(columns).where('dishes.owner_id', '=', from.ownerId)
      : db
          .selectFrom('dishes')
          .innerJoin('dish_shares', 'dish_shares.dish_id', 'dishes.id')
          .select(columns)
          .where('dish_shares.hearth_id', '=', from.hearthId)
  )
    .orderBy('dishes.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    owner_id: row.owner_id,
    dishName: row.dish_name,
    imageUrl: row.image_url,
    tags: JSON.parse(row.tags) as string[],
    totalTime: row.total_time ?? (row.prep_time === null && row.cook_time === null ? null : (row.prep_time ?? 0) + (row.cook_time ?? 0)),
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
export async function listDishesForPlanning(
  db: Kysely<DatabaseSchema>,
  from: { ownerId: string } | { hearthId: number },
): Promise<DishForPlanning[]> {
  const columns = ['dishes.id', 'dish_name', 'image_url', 'tags', 'total_time', 'prep_time', 'cook_time', 'dishes.updated_at'] as const;
  const rows = await (
    'ownerId' in from
      ? db.selectFrom('dishes').select(columns).where('dishes.owner_id', '=', from.ownerId)
      : db
          .selectFrom('dishes')
          .innerJoin('dish_shares', 'dish_shares.dish_id', 'dishes.id')
          .select(columns)
          .where('dish_shares.hearth_id', '=', from.hearthId)
  )
    .orderBy('dishes.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    dishName: row.dish_name,
    imageUrl: row.image_url,
    tags: JSON.parse(row.tags) as string[],
    totalTime: row.total_time ?? (row.prep_time === null && row.cook_time === null ? null : (row.prep_time ?? 0) + (row.cook_time ?? 0)),
    version: row.updated_at,
  }));
}
