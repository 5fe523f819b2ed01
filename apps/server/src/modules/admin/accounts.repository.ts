import { type Kysely, sql } from 'kysely';
import type { AccountRole, AdminAccount } from '@hearth/shared/admin';
import { displayUsername } from '@hearth/shared/app-user';
import type { DatabaseSchema } from '../../db/schema.js';

type Db = Kysely<DatabaseSchema>;

/** Timestamps come back as text from SQLite and as Date from PostgreSQL. */
function isoTimestamp(value: string | Date): string {
  return new Date(value).toISOString();
}

/** SQLite keeps booleans as 0/1. */
function isTrue(value: boolean | number | null): boolean {
  return value === true || value === 1;
}

export function accountRole(role: string | null | undefined): AccountRole {
  return role === 'admin' ? 'admin' : 'user';
}

/**
 * Every account, oldest first, with what the admin screen shows: when one of its sessions was
 * last used (the auth library refreshes a session's row about once a day, so this is to the
 * day) and how many dishes it keeps. Two correlated counts, so a constant number of statements.
 */
export async function listAccounts(db: Db): Promise<AdminAccount[]> {
  const rows = await db
    .selectFrom('users')
    .select((eb) => [
      'users.id',
      'users.email',
      'users.username',
      'users.name',
      'users.created_at',
      'users.role',
      'users.banned',
      eb
        .selectFrom('sessions')
        .whereRef('sessions.user_id', '=', 'users.id')
        .select((sub) => sub.fn.max('sessions.updated_at').as('at'))
        .as('last_active'),
      eb
        .selectFrom('dishes')
        .whereRef('dishes.owner_id', '=', 'users.id')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .as('dishes'),
    ])
    .orderBy('users.created_at')
    .orderBy('users.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: displayUsername({ email: row.email, username: row.username ?? row.name }),
    email: row.email,
    created_at: isoTimestamp(row.created_at),
    last_active_at: row.last_active ? isoTimestamp(row.last_active) : null,
    dishes: Number(row.dishes ?? 0),
    role: accountRole(row.role),
    disabled: isTrue(row.banned),
  }));
}

export async function findAccount(db: Db, userId: string): Promise<AdminAccount | undefined> {
  return (await listAccounts(db)).find((account) => account.id === userId);
}

export interface AccountStanding {
  role: AccountRole;
  disabled: boolean;
}

/** An account's role and whether it is disabled; undefined when there is no such account. */
export async function findStanding(db: Db, userId: string): Promise<AccountStanding | undefined> {
  const row = await db.selectFrom('users').select(['role', 'banned']).where('id', '=', userId).executeTakeFirst();
  return row && { role: accountRole(row.role), disabled: isTrue(row.banned) };
}

/** Admins that can still sign in: the server must always keep one. */
export async function countActiveAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'admin')
    .where((eb) => eb.or([eb('banned', 'is', null), eb('banned', '=', sql.lit(false))]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether the server has any account yet; the first one becomes its admin. */
export async function hasAnyAccount(db: Db): Promise<boolean> {
  return (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Makes the accounts named by ADMIN_EMAILS admins, and, when no admin is left at all (a server
 * that ran before admins existed), its oldest account: the first account is the admin.
 */
export async function ensureAdmins(db: Db, adminEmails: string[]): Promise<void> {
  if (adminEmails.length) {
    await db.updateTable('users').set({ role: 'admin' }).where('email', 'in', adminEmails).execute();
  }
  const anyAdmin = await db.selectFrom('users').select('id').where('role', '=', 'admin').executeTakeFirst();
  if (anyAdmin) return;
  const oldest = await db.selectFrom('users').select('id').orderBy('created_at').orderBy('id').limit(1).executeTakeFirst();
  if (oldest) await db.updateTable('users').set({ role: 'admin' }).where('id', '=', oldest.id).execute();
}
