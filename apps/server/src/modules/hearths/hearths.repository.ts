import type { Kysely } from 'kysely';
import { displayUsername } from '@hearth/shared/app-user';
import type { HearthCreate, HearthMember, HearthSummary, HearthUpdate } from '@hearth/shared/hearths';
import type { HearthRole } from '@hearth/shared/hearth-roles';
import type { DatabaseSchema } from '../../db/schema.js';

type Db = Kysely<DatabaseSchema>;

export interface HearthRow {
  hearth_id: number;
  name: string;
  schedule_data: { startDate: string; endDate: string };
  created_at: string;
}

const HEARTH_COLUMNS = ['hearths.id', 'hearths.name', 'hearths.start_date', 'hearths.end_date', 'hearths.created_at'] as const;

function toHearth(row: { id: number; name: string; start_date: string; end_date: string; created_at: string }): HearthRow {
  return {
    hearth_id: row.id,
    name: row.name,
    schedule_data: { startDate: row.start_date, endDate: row.end_date },
    created_at: row.created_at,
  };
}

/** The hearths `userId` belongs to, with their role in each, oldest first. */
export async function listHearthsOf(db: Db, userId: string): Promise<HearthSummary[]> {
  const rows = await db
    .selectFrom('hearth_members')
    .innerJoin('hearths', 'hearths.id', 'hearth_members.hearth_id')
    .select([...HEARTH_COLUMNS, 'hearth_members.role'])
    .where('hearth_members.user_id', '=', userId)
    .orderBy('hearths.id')
    .execute();
  return rows.map((row) => {
    const { created_at: _created, ...hearth } = toHearth(row);
    return { ...hearth, role: row.role as HearthRole };
  });
}

export async function findHearth(db: Db, hearthId: number): Promise<HearthRow | undefined> {
  const row = await db.selectFrom('hearths').select(HEARTH_COLUMNS).where('hearths.id', '=', hearthId).executeTakeFirst();
  return row && toHearth(row);
}

export async function insertHearth(db: Db, creatorId: string, input: HearthCreate): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('hearths')
    .values({
      name: input.name,
      start_date: input.startDate,
      end_date: input.endDate,
      creator_id: creatorId,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateHearth(db: Db, hearthId: number, changes: HearthUpdate): Promise<void> {
  await db
    .updateTable('hearths')
    .set({
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.startDate !== undefined ? { start_date: changes.startDate } : {}),
      ...(changes.endDate !== undefined ? { end_date: changes.endDate } : {}),
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', hearthId)
    .execute();
}

export async function deleteHearth(db: Db, hearthId: number): Promise<void> {
  await db.deleteFrom('hearths').where('id', '=', hearthId).execute();
}

/** The user's role in the hearth, or undefined when they are not in it (or it does not exist). */
export async function findRole(db: Db, hearthId: number, userId: string): Promise<HearthRole | undefined> {
  const row = await db
    .selectFrom('hearth_members')
    .select('role')
    .where('hearth_id', '=', hearthId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.role as HearthRole | undefined;
}

export async function listMembers(db: Db, hearthId: number): Promise<HearthMember[]> {
  const rows = await db
    .selectFrom('hearth_members')
    .innerJoin('users', 'users.id', 'hearth_members.user_id')
    .select(['hearth_members.user_id', 'hearth_members.role', 'users.username', 'users.email'])
    .where('hearth_members.hearth_id', '=', hearthId)
    .orderBy('hearth_members.joined_at')
    .orderBy('hearth_members.user_id')
    .execute();
  return rows.map((row) => ({ user_id: row.user_id, role: row.role as HearthRole, username: displayUsername(row) }));
}

/** Adds the user with `role`; someone already in the hearth keeps the role they have. */
export async function addMember(db: Db, hearthId: number, userId: string, role: HearthRole): Promise<void> {
  await db
    .insertInto('hearth_members')
    .values({ hearth_id: hearthId, user_id: userId, role, joined_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.columns(['hearth_id', 'user_id']).doNothing())
    .execute();
}

export async function setRole(db: Db, hearthId: number, userId: string, role: HearthRole): Promise<void> {
  await db.updateTable('hearth_members').set({ role }).where('hearth_id', '=', hearthId).where('user_id', '=', userId).execute();
}

export async function removeMember(db: Db, hearthId: number, userId: string): Promise<void> {
  await db.deleteFrom('hearth_members').where('hearth_id', '=', hearthId).where('user_id', '=', userId).execute();
}

export async function countOwners(db: Db, hearthId: number): Promise<number> {
  const row = await db
    .selectFrom('hearth_members')
    .select((eb) => eb.fn.countAll<number>().as('owners'))
    .where('hearth_id', '=', hearthId)
    .where('role', '=', 'owner')
    .executeTakeFirstOrThrow();
  return Number(row.owners);
}

/** The hearths where `userId` is the only owner, with everyone else in them (earliest first). */
export async function hearthsOnlyOwnedBy(db: Db, userId: string) {
  const owned = await db
    .selectFrom('hearth_members')
    .select('hearth_id')
    .where('user_id', '=', userId)
    .where('role', '=', 'owner')
    .execute();
  const result: Array<{ hearthId: number; others: Array<{ user_id: string; role: HearthRole }> }> = [];
  for (const { hearth_id: hearthId } of owned) {
    if ((await countOwners(db, hearthId)) > 1) continue;
    const others = await db
      .selectFrom('hearth_members')
      .select(['user_id', 'role'])
      .where('hearth_id', '=', hearthId)
      .where('user_id', '!=', userId)
      .orderBy('joined_at')
      .execute();
    result.push({ hearthId, others: others.map((other) => ({ user_id: other.user_id, role: other.role as HearthRole })) });
  }
  return result;
}
