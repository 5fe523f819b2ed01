import { z } from 'zod';
import { SIGN_UP_POLICIES } from './sign-in-rules.js';

/** An account's role on the server: `admin` runs it (accounts, sign-up, backups), `user` cooks. */
export const ACCOUNT_ROLES = ['admin', 'user'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** How long an admin's invitation link lets its holder sign up. */
export const SIGN_UP_INVITATION_DAYS = 7;

export const signUpPolicySchema = z.enum(SIGN_UP_POLICIES);

/** GET /api/sign-in-options (see sign-in-rules.ts). */
export const signInOptionsSchema = z.object({
  password: z.boolean(),
  google: z.boolean(),
  sso: z.object({ name: z.string() }).nullable(),
  signUp: signUpPolicySchema,
});

/** One account as the admin screen lists it. Timestamps are ISO-8601 UTC. */
export const adminAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  created_at: z.string(),
  /** When one of its sessions was last used; null when it has none left. */
  last_active_at: z.string().nullable(),
  dishes: z.number().int(),
  role: z.enum(ACCOUNT_ROLES),
  disabled: z.boolean(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

export const adminAccountsSchema = z.object({ accounts: z.array(adminAccountSchema) });
export type AdminAccounts = z.infer<typeof adminAccountsSchema>;

/** PATCH /api/admin/accounts/:id: disable or re-enable it, make or unmake an admin. */
export const adminAccountChangeSchema = z
  .object({ disabled: z.boolean(), role: z.enum(ACCOUNT_ROLES) })
  .partial()
  .strict()
  .refine((change) => Object.keys(change).length > 0, 'Send disabled or role');
export type AdminAccountChange = z.infer<typeof adminAccountChangeSchema>;

/**
 * A text id in a path (accounts and sign-up invitations have no numbers): no control
 * characters, which no id holds and PostgreSQL cannot compare (a NUL is an error there).
 */
const textIdOf = (what: string) =>
  z
    .string()
    .trim()
    .min(1)
    .max(100)
    // eslint-disable-next-line no-control-regex -- the control characters are what it refuses
    .regex(/^[^\u0000-\u001f\u007f]+$/, `Invalid ${what} ID`);

export const accountIdParamsSchema = z.object({ id: textIdOf('account') });

/** The newest scheduled or downloaded backup in BACKUP_DIR. */
export const backupFileSchema = z.object({ file: z.string(), taken_at: z.string(), bytes: z.number().int() });

/** GET /api/admin/settings: what the admin screen shows beside the accounts. */
export const adminSettingsSchema = z.object({
  /** The policy in force: the admin screen's choice, else SIGN_UP. */
  signUp: signUpPolicySchema,
  /** SIGN_UP as the server was started with it. */
  signUpDefault: signUpPolicySchema,
  /** Whether password-reset links can be sent (SMTP_URL is set). */
  mail: z.boolean(),
  backups: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('sqlite'),
      /** Hours between scheduled backups; 0 when they are off. */
      every_hours: z.number(),
      keep: z.number().int(),
      latest: backupFileSchema.nullable(),
    }),
    z.object({ kind: z.literal('postgres') }),
  ]),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

export const signUpPolicyChangeSchema = z.object({ signUp: signUpPolicySchema }).strict();

/** An admin's invitation link to sign up; only its creation answer carries the address. */
export const signUpInvitationSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  created_by: z.string(),
});
export type SignUpInvitation = z.infer<typeof signUpInvitationSchema>;

export const createdSignUpInvitationSchema = signUpInvitationSchema.extend({ url: z.string() });
export type CreatedSignUpInvitation = z.infer<typeof createdSignUpInvitationSchema>;

export const signUpInvitationsSchema = z.object({ invitations: z.array(signUpInvitationSchema) });

export const invitationIdParamsSchema = z.object({ id: textIdOf('invitation') });
