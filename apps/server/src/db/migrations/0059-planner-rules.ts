import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect.js';

/**
 * Fill my week's rules, set once: a cook's own (owner_id) or a hearth's (hearth_id), one row
 * each. `tag_days` is a JSON array of { weekday, tag, meal_type }; the yes-or-no rules are 0 or 1.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('planner_rules'))
    .addColumn('owner_id', 'text', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('hearth_id', 'integer', (col) => col.references('hearths.id').onDelete('cascade'))
    .addColumn('tag_days', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('no_repeat_days', 'integer', (col) => col.notNull())
    .addColumn('no_tag_twice_in_a_row', 'integer', (col) => col.notNull())
    .addColumn('weekday_max_minutes', 'integer')
    .addColumn('prefer_favourites', 'integer', (col) => col.notNull())
    .addColumn('prefer_high_ratings', 'integer', (col) => col.notNull())
    .addColumn('prefer_not_cooked_in_a_while', 'integer', (col) => col.notNull())
    .addColumn('less_waste', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  // Both databases let many rows share a NULL in a unique column: one row per cook, one per hearth.
  await db.schema.createIndex('planner_rules_owner_idx').unique().on('planner_rules').column('owner_id').execute();
  await db.schema.createIndex('planner_rules_hearth_idx').unique().on('planner_rules').column('hearth_id').execute();
}
