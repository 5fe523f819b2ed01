import type { Kysely } from 'kysely';
import { type SignUpPolicy, isSignUpPolicy } from '@hearth/shared/sign-in-rules';
import type { DatabaseSchema } from '../../db/schema.js';

type Db = Kysely<DatabaseSchema>;

const POLICY_KEY = 'sign_up_policy';

/** The policy in force: the admin screen's choice when one was made, else SIGN_UP's. */
export async function currentSignUpPolicy(db: Db, configured: SignUpPolicy): Promise<SignUpPolicy> {
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', POLICY_KEY).executeTakeFirst();
  return isSignUpPolicy(row?.value) ? row.value : configured;
}

export async function saveSignUpPolicy(db: Db, policy: SignUpPolicy): Promise<void> {
  await db
    .insertInto('app_settings')
    .values({ key: POLICY_KEY, value: policy })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: policy }))
    .execute();
}
