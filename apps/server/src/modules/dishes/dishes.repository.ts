import type { Kysely, Selectable } from 'kysely';
import { type CookingFigures, type DishSort, meetsMinRating, ratingTenths, sortDishes } from '@hearth/shared/dish-order';
import {
  type CookbookDish,
  DISH_SUMMARY_FIELDS,
  type Dish,
  type DishData,
  type DishDetail,
  type DishSummary,
  type Ingredient,
} from '@hearth/shared/dishes';
import { settleDishPictures } from '@hearth/shared/dish-pictures';
import { jsonArrayContains } from '../../db/dialect.js';
import { preparedQuery } from '../../db/prepared-query.js';
import { type CookingTally, cookingsFingerprint, readableCookingTallies } from '../cooked/index.js';
import { heartsFingerprint } from './dish-favourites.repository.js';
import type { DatabaseSchema, DishesTable } from '../../db/schema.js';

type Db = Kysely<DatabaseSchema>;

export interface DishFilters {
  tags: string[];
  difficulty?: string | undefined;
  limit?: number | undefined;
  sourceUrl?: string | undefined;
  favourites?: boolean | undefined;
  sort?: DishSort | undefined;
  /** Only dishes whose average rating, as the reader sees it, is at least this many stars. */
  minRating?: number | undefined;
}

/** The column of each dish field; lists and instructions are JSON text (see db/schema.ts). */
const COLUMN_OF = {
  id: 'id',
  dishName: 'dish_name',
  description: 'description',
  prepTime: 'prep_time',
  cookTime: 'cook_time',
  totalTime: 'total_time',
  servings: 'servings',
  difficulty: 'difficulty',
  imageUrl: 'image_url',
  sourceUrl: 'source_url',
  notes: 'notes',
  tags: 'tags',
  ingredients: 'ingredients',
  instructions: 'instructions',
  utensils: 'utensils',
  pictures: 'pictures',
  stepPictures: 'step_pictures',
} as const satisfies Record<keyof Dish, keyof DishesTable>;

const JSON_FIELDS = new Set<keyof Dish>(['tags', 'ingredients', 'instructions', 'utensils', 'pictures', 'stepPictures']);

/** The columns the dish summary reads, from the one list of its fields in @hearth/shared/dishes. */
const SUMMARY_COLUMNS = DISH_SUMMARY_FIELDS.map((field) => COLUMN_OF[field]);

type SummaryRow = Pick<Selectable<DishesTable>, (typeof SUMMARY_COLUMNS)[number]>;

/**
 * A dish as stored: its cover, gallery and step pictures settled (@hearth/shared/dish-pictures).
 * A caller that sends no gallery keeps nothing here: updates settle against the stored dish first.
 */
function toColumns(data: DishData) {
  const pictures = settleDishPictures(undefined, data);
  return {
    dish_name: data.dishName,
    description: data.description,
    prep_time: data.prepTime,
    cook_time: data.cookTime,
    total_time: data.totalTime,
    servings: data.servings,
    difficulty: data.difficulty,
    image_url: pictures.imageUrl,
    source_url: data.sourceUrl,
    notes: data.notes,
    tags: JSON.stringify(data.tags),
    ingredients: JSON.stringify(data.ingredients),
    instructions: JSON.stringify(data.instructions),
    utensils: JSON.stringify(data.utensils),
    pictures: JSON.stringify(pictures.pictures),
    step_pictures: JSON.stringify(pictures.stepPictures),
  };
}

/** Reads the given fields of a dish from its row, parsing the JSON columns. */
function readFields<Field extends keyof Dish>(row: Record<string, unknown>, fields: readonly Field[]): Pick<Dish, Field> {
  const dish: Record<string, unknown> = {};
  for (const field of fields) {
    const value = row[COLUMN_OF[field]];
    dish[field] = JSON_FIELDS.has(field) ? JSON.parse(value as string) : value;
  }
  return dish as Pick<Dish, Field>;
}

const DISH_FIELDS = Object.keys(COLUMN_OF) as Array<keyof Dish>;

/** What a list shows of a dish, but for the reader's heart and cooking figures. */
function summaryFromRow(row: SummaryRow): Omit<DishSummary, 'favourite' | Exclude<keyof CookingFigures, 'id'>> {
  return readFields(row, DISH_SUMMARY_FIELDS);
}

function dishFromRow(row: Selectable<DishesTable>): Dish {
  return readFields(row, DISH_FIELDS);
}

/** A summary with the reader's heart and the figures of their view of the dish's log. */
function listedFromRow(row: SummaryRow & { favourite_id: number | null }, tallies: Map<number, CookingTally>): DishSummary {
  const tally = tallies.get(row.id);
  const tenths = tally ? ratingTenths(tally.ratingSum, tally.ratingCount) : null;
  // Filled in place: spreading the summary into a new object costs ten times as much on 10,000 dishes.
  const dish = summaryFromRow(row) as DishSummary;
  dish.favourite = row.favourite_id !== null;
  dish.average_rating = tenths === null ? null : tenths / 10;
  dish.times_cooked = tally?.timesCooked ?? 0;
  dish.last_cooked_on = tally?.lastCookedOn ?? null;
  return dish;
}

/**
 * The rows a list asked for, with the reader's figures, narrowed by the least rating, in the
 * asked order (sortDishes, the very function the list screen sorts with), at most `limit`. In
 * the default order the database already took the first `limit`.
 */
async function listed<Row extends SummaryRow & { favourite_id: number | null }, Listed extends DishSummary>(
  db: Db,
  readerId: string,
  filters: DishFilters,
  rows: Promise<Row[]>,
  toListed: (row: Row, tallies: Map<number, CookingTally>) => Listed,
): Promise<Listed[]> {
  // A first page (the database took the first `limit`) asks only for its own dishes' figures.
  const [found, tallies] =
    limitInDatabase(filters) === undefined
      ? await Promise.all([rows, readableCookingTallies(db, readerId)])
      : await rows.then(
          async (page) =>
            [
              page,
              await readableCookingTallies(
                db,
                readerId,
                page.map((row) => row.id),
              ),
            ] as const,
        );
  let dishes = found.map((row) => toListed(row, tallies));
  const { minRating, sort = 'added', limit } = filters;
  if (minRating !== undefined) dishes = dishes.filter((dish) => meetsMinRating(dish, minRating));
  if (sort !== 'added') dishes = sortDishes(dishes, sort);
  return limit === undefined ? dishes : dishes.slice(0, limit);
}

/** Whether the database may take the first `limit` itself: only in its own order, with nothing left to narrow. */
function limitInDatabase(filters: DishFilters): number | undefined {
  return (filters.sort ?? 'added') === 'added' && filters.minRating === undefined ? filters.limit : undefined;
}

/** The owner's dishes in the asked order (oldest first by default), narrowed by the filters. */
export async function listDishSummaries(db: Db, ownerId: string, filters: DishFilters): Promise<DishSummary[]> {
  let query = listedDishes(db, ownerId, filters)
    .select(SUMMARY_COLUMNS.map((column) => `dishes.${column}` as const))
    .where('dishes.owner_id', '=', ownerId);
  if (filters.sourceUrl) query = query.where('dishes.source_url', '=', filters.sourceUrl);
  return listed(db, ownerId, filters, query.execute(), listedFromRow);
}

/**
 * A hearth's cookbook: the dishes shared into it (membership is checked by the route), with
 * whose each is, narrowed, ordered and figured as a library is, as the reader sees them.
 */
export async function listCookbookDishes(db: Db, hearthId: number, readerId: string, filters: DishFilters): Promise<CookbookDish[]> {
  const rows = listedDishes(db, readerId, filters)
    .innerJoin('dish_shares', 'dish_shares.dish_id', 'dishes.id')
    .select([...SUMMARY_COLUMNS.map((column) => `dishes.${column}` as const), 'dishes.owner_id'])
    .where('dish_shares.hearth_id', '=', hearthId)
    .execute();
  return listed(db, readerId, filters, rows, (row, tallies) => {
    const dish = listedFromRow(row, tallies) as CookbookDish;
    dish.owner_id = row.owner_id;
    return dish;
  });
}

/**
 * Dishes beside the reader's heart on each (`favourite_id`, null without one), narrowed by the
 * filters every list shares, oldest first. A cook hearts a dish once, so each dish stays one row.
 */
function listedDishes(db: Db, readerId: string, filters: DishFilters) {
  let query = db
    .selectFrom('dishes')
    .leftJoin('dish_favourites', (join) =>
      join.onRef('dish_favourites.dish_id', '=', 'dishes.id').on('dish_favourites.user_id', '=', readerId),
    )
    .select('dish_favourites.id as favourite_id');
  if (filters.favourites) query = query.where('dish_favourites.id', 'is not', null);
  for (const tag of filters.tags) {
    query = query.where((eb) => jsonArrayContains(db, eb.ref('dishes.tags'), tag));
  }
  if (filters.difficulty) query = query.where('dishes.difficulty', '=', filters.difficulty);
  query = query.orderBy('dishes.id');
  const limit = limitInDatabase(filters);
  return limit === undefined ? query : query.limit(limit);
}

/**
 * A dish the reader may see: their own (with the hearths it is shared into), one shared into
 * the cookbook of a hearth they belong to, or one used by a meal of such a hearth (so a meal
 * planned from a cookbook stays readable after the dish is unshared). Hearth-mates read each
 * other's dishes, never change them. Their own is asked first, in the simplest query, because
 * it is almost always the case. Membership is read at every request: someone removed from a
 * hearth loses its dishes at once.
 */
/**
 * One's own dish with the hearths it is shared into, in one statement: a row per share (one
 * with no share when there is none). Every dish opened asks this: compiled once.
 */
const selectOwnedDishWithShares = preparedQuery(
  (db: Db, id: number, ownerId: string) =>
    db
      .selectFrom('dishes')
      .leftJoin('dish_shares', 'dish_shares.dish_id', 'dishes.id')
      .leftJoin('dish_favourites', (join) =>
        join.onRef('dish_favourites.dish_id', '=', 'dishes.id').onRef('dish_favourites.user_id', '=', 'dishes.owner_id'),
      )
      .selectAll('dishes')
      .select(['dish_shares.hearth_id as shared_hearth_id', 'dish_favourites.id as favourite_id'])
      .where('dishes.id', '=', id)
      .where('dishes.owner_id', '=', ownerId)
      .orderBy('dish_shares.hearth_id'),
  [0, ''] as const,
);

async function findOwnedDishDetail(db: Db, ownerId: string, id: number): Promise<DishDetail | undefined> {
  const rows = await selectOwnedDishWithShares(db, id, ownerId);
  const [first] = rows;
  if (!first) return undefined;
  const sharedWith = rows.flatMap((row) => (row.shared_hearth_id === null ? [] : [row.shared_hearth_id]));
  return { ...dishFromRow(first), editable: true, shared_with: sharedWith, favourite: first.favourite_id !== null };
}

export async function findReadableDish(db: Db, readerId: string, id: number): Promise<DishDetail | undefined> {
  const own = await findOwnedDishDetail(db, readerId, id);
  if (own) return own;
  const shared = await db
    .selectFrom('dishes')
    .selectAll()
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('dish_favourites')
            .select('dish_favourites.id')
            .whereRef('dish_favourites.dish_id', '=', 'dishes.id')
            .where('dish_favourites.user_id', '=', readerId),
        )
        .as('favourite'),
    )
    .where('id', '=', id)
    // A hearth of the reader's reaches the dish through its cookbook or through one of its meals.
    .where((eb) =>
      eb.or(
        (['dish_shares', 'meals'] as const).map((table) =>
          eb.exists(
            eb
              .selectFrom(table)
              .innerJoin('hearth_members', 'hearth_members.hearth_id', `${table}.hearth_id`)
              .select(`${table}.id`)
              .whereRef(`${table}.dish_id`, '=', 'dishes.id')
              .where('hearth_members.user_id', '=', readerId),
          ),
        ),
      ),
    )
    .executeTakeFirst();
  // SQLite answers EXISTS as 0 or 1, PostgreSQL as a boolean.
  return shared && { ...dishFromRow(shared), editable: false, favourite: Boolean(shared.favourite) };
}

/** Every dish of the owner, complete, oldest first: the account export and import read these. */
export async function listOwnedDishes(db: Db, ownerId: string): Promise<Dish[]> {
  const rows = await db.selectFrom('dishes').selectAll().where('owner_id', '=', ownerId).orderBy('id').execute();
  return rows.map(dishFromRow);
}

/**
 * A fingerprint of the owner's library that changes whenever a dish is added, changed or
 * deleted (how many there are, the newest id, the latest change), hearted or unhearted by them,
 * or any cooking they may read is recorded, changed or deleted. One statement, asked on every
 * list read: each figure is a subquery of its own, so that the newest id and the latest change
 * are one step down an index each and the count reads only the index on PostgreSQL, where one
 * aggregate over the rows read the whole table (decision 0073).
 */
export async function dishLibraryVersion(db: Db, ownerId: string): Promise<string> {
  const owned = () => db.selectFrom('dishes').where('dishes.owner_id', '=', ownerId);
  const row = await db
    .selectNoFrom([
      owned()
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .as('count'),
      owned()
        .select((eb) => eb.fn.max('dishes.id').as('newest'))
        .as('newest'),
      owned()
        .select((eb) => eb.fn.max('dishes.updated_at').as('changed'))
        .as('changed'),
      ...heartsFingerprint(db, ownerId),
      ...cookingsFingerprint(db, ownerId),
    ])
    .executeTakeFirstOrThrow();
  return `${row.count}:${row.newest ?? 0}:${row.changed ?? ''}:${row.hearts ?? 0}:${row.newest_heart ?? 0}:${row.own_cookings ?? ''}:${row.others_cookings ?? ''}`;
}

/** Every dish opened and every Shop asks for this: compiled once (db/prepared-query.ts). */
const selectOwnedDish = preparedQuery(
  (db: Db, id: number, ownerId: string) => db.selectFrom('dishes').selectAll().where('id', '=', id).where('owner_id', '=', ownerId),
  [0, ''] as const,
);

/** Any dish by its id, whoever owns it: only for a caller that already holds a right to it (a public link). */
export async function findDishById(db: Db, id: number): Promise<Dish | undefined> {
  const row = await db.selectFrom('dishes').selectAll().where('id', '=', id).executeTakeFirst();
  return row && dishFromRow(row);
}

export async function findOwnedDish(db: Db, ownerId: string, id: number): Promise<Dish | undefined> {
  const [row] = await selectOwnedDish(db, id, ownerId);
  return row && dishFromRow(row);
}

export async function insertDish(db: Db, ownerId: string, data: DishData): Promise<Dish> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('dishes')
    .values({ ...toColumns(data), owner_id: ownerId, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return dishFromRow(row);
}

/** Answers the updated dish, or undefined when the owner has no dish with that id. */
export async function updateOwnedDish(db: Db, ownerId: string, id: number, data: DishData): Promise<Dish | undefined> {
  const row = await db
    .updateTable('dishes')
    .set({ ...toColumns(data), updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .returningAll()
    .executeTakeFirst();
  return row && dishFromRow(row);
}

/** Answers whether a dish was deleted. */
export async function deleteOwnedDish(db: Db, ownerId: string, id: number): Promise<boolean> {
  const result = await db.deleteFrom('dishes').where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Names and ingredients of the given dishes, in one statement. Callers pass ids they already
 * know the reader may see (those of meals the reader can see).
 */
export async function findDishIngredients(
  db: Db,
  ids: readonly number[],
): Promise<Array<{ id: number; dishName: string; ingredients: Ingredient[] }>> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('dishes')
    .select(['id', 'dish_name', 'ingredients'])
    .where('id', 'in', [...ids])
    .execute();
  return rows.map((row) => ({ id: row.id, dishName: row.dish_name, ingredients: JSON.parse(row.ingredients) as Ingredient[] }));
}

/** What an import compares to find a recipe the library already holds. */
export interface DishLikeness {
  dishName: string;
  sourceUrl: string;
  ingredients: Ingredient[];
}

/**
 * The owner's dishes saved from any of `sourceUrls` or named any of `names`, in one statement
 * (both columns are indexed with the owner): the candidates an import checks for duplicates.
 */
export async function findDishesLike(
  db: Db,
  ownerId: string,
  sourceUrls: readonly string[],
  names: readonly string[],
): Promise<DishLikeness[]> {
  const urls = [...new Set(sourceUrls.filter(Boolean))];
  const dishNames = [...new Set(names.filter(Boolean))];
  if (urls.length === 0 && dishNames.length === 0) return [];
  const rows = await db
    .selectFrom('dishes')
    .select(['dish_name', 'source_url', 'ingredients'])
    .where('owner_id', '=', ownerId)
    .where((eb) =>
      eb.or([...(urls.length ? [eb('source_url', 'in', urls)] : []), ...(dishNames.length ? [eb('dish_name', 'in', dishNames)] : [])]),
    )
    .execute();
  return rows.map((row) => ({
    dishName: row.dish_name,
    sourceUrl: row.source_url,
    ingredients: JSON.parse(row.ingredients) as Ingredient[],
  }));
}
