import type { Kysely, Selectable } from 'kysely';
import { DEFAULT_PLANNER_RULES, type PlannerRules, type TagDay } from '@hearth/shared/planner';
import type { DatabaseSchema, PlannerRulesTable } from '../../db/schema.js';

type Db = Kysely<DatabaseSchema>;

/** Whose rules: a cook's own, or a hearth's. */
export type PlannerOwner = { userId: string } | { hearthId: number };

function toRules(row: Selectable<PlannerRulesTable>): PlannerRules {
  return {
    tag_days: JSON.parse(row.tag_days) as TagDay[],
    no_repeat_days: row.no_repeat_days,
    no_tag_twice_in_a_row: row.no_tag_twice_in_a_row === 1,
    weekday_max_minutes: row.weekday_max_minutes,
    prefer_favourites: row.prefer_favourites === 1,
    prefer_high_ratings: row.prefer_high_ratings === 1,
    prefer_not_cooked_in_a_while: row.prefer_not_cooked_in_a_while === 1,
    less_waste: row.less_waste === 1,
  };
}

/** The owner's rules, or the defaults when they never set any. */
export async function findPlannerRules(db: Db, owner: PlannerOwner): Promise<PlannerRules> {
  const row = await db
    .selectFrom('planner_rules')
    .selectAll()
    .where('userId' in owner ? 'owner_id' : 'hearth_id', '=', 'userId' in owner ? owner.userId : owner.hearthId)
    .executeTakeFirst();
  return row ? toRules(row) : DEFAULT_PLANNER_RULES;
}

/** Sets the owner's rules, in one statement, whichever process or request got there first. */
export async function savePlannerRules(db: Db, owner: PlannerOwner, rules: PlannerRules): Promise<void> {
  const values = {
    tag_days: JSON.stringify(rules.tag_days),
    no_repeat_days: rules.no_repeat_days,
    no_tag_twice_in_a_row: rules.no_tag_twice_in_a_row ? 1 : 0,
    weekday_max_minutes: rules.weekday_max_minutes,
    prefer_favourites: rules.prefer_favourites ? 1 : 0,
    prefer_high_ratings: rules.prefer_high_ratings ? 1 : 0,
    prefer_not_cooked_in_a_while: rules.prefer_not_cooked_in_a_while ? 1 : 0,
    less_waste: rules.less_waste ? 1 : 0,
    updated_at: new Date().toISOString(),
  };
  const column = 'userId' in owner ? 'owner_id' : 'hearth_id';
  await db
    .insertInto('planner_rules')
    .values({ ...values, owner_id: 'userId' in owner ? owner.userId : null, hearth_id: 'hearthId' in owner ? owner.hearthId : null })
    .onConflict((conflict) => conflict.column(column).doUpdateSet(values))
    .execute();
}
