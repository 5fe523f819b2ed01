import type { BetterAuthOptions } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { bearer } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, emailSchema, passwordSchema, signUpSchema, usernameSchema } from '@hearth/shared/auth';
import { optionalHttpUrl } from '@hearth/shared/auth';
import { languageSchema, putInPantrySchema, themeSchema, unitSystemSchema } from '@hearth/shared/account';
import { DEFAULT_THEME } from '@hearth/shared/theme';
import { DEFAULT_PUT_IN_PANTRY } from '@hearth/shared/put-in-pantry-choice';
import { DEFAULT_PANTRY_STAPLES } from '@hearth/shared/shopping-list-rules';
import { DEFAULT_UNIT_SYSTEM } from '@hearth/shared/unit-system-choice';
import { describeIssue } from '@hearth/shared/validation-codes';
import type { Config } from '../config.js';
import type { DialectName } from '../db/connection.js';
import type { DatabaseSchema } from '../db/schema.js';
import type { Mailer } from '../lib/mailer.js';
import { hasAnyAccount } from '../modules/admin/index.js';
import { replaceStaples } from '../modules/pantry/index.js';
import { OIDC_PROVIDER_ID } from '@hearth/shared/sign-in-rules';
import { SERVER_ONLY_AUTH_PATHS, adminPlugin } from './admin-plugin.js';
import { groupsOf, oidcPlugin } from './oidc.js';
import { invitationFromCookies, signUpRefusal } from './sign-up-gate.js';
import { existingAccountEmail, passwordResetEmail, verificationEmail } from './verification-email.js';
import { mailLocale, withLocaleDefaults } from './account-language.js';

/** The header our Fastify route fills with the client address Fastify trusts (see TRUST_PROXY). */
export const CLIENT_IP_HEADER = 'x-hearth-client-ip';

interface AuthOptionsInput {
  config: Config;
  db: Kysely<DatabaseSchema>;
  dialect: DialectName;
  mailer: Mailer;
  log: FastifyBaseLogger;
  secret?: string;
  /** Whether another confirmation mail may go to this address now (counted per address). */
  verificationMailAllowed?: (email: string) => Promise<boolean>;
}

/** Throws the auth library's error type, shaped like every other error answer of ours (with the issue's code and values). */
function rejectInvalid(error: z.ZodError, field?: string): never {
  const issue = error.issues[0];
  const path = field ?? issue?.path.map(String).join('.') ?? 'body';
  const message = issue?.message ?? 'Invalid input';
  const described = issue ? describeIssue(field ? { ...issue, path: [field] } : issue) : { code: 'invalid', params: {} };
  throw new APIError('BAD_REQUEST', {
    code: 'VALIDATION_ERROR',
    message: `${path}: ${message}`,
    issues: [{ path, message, code: described.code, params: described.params }],
  });
}

const profileUpdateSchema = signUpSchema.pick({ username: true }).partial().extend({
  name: usernameSchema.optional(),
  image: optionalHttpUrl.nullable().optional(),
  theme: themeSchema.optional(),
  units: unitSystemSchema.optional(),
  language: languageSchema.optional(),
  put_in_pantry: putInPantrySchema.optional(),
});

const signUpBodySchema = signUpSchema.extend({
  name: usernameSchema.optional(),
  image: optionalHttpUrl.nullable().optional(),
  theme: themeSchema.optional(),
  units: unitSystemSchema.optional(),
  language: languageSchema.optional(),
  put_in_pantry: putInPantrySchema.optional(),
});

/** An admin's password-reset link works for a day: the person may read their mail hours later. */
const RESET_LINK_LIFETIME_S = 24 * 60 * 60;

/**
 * Every setting of the auth library in one place: our table and column names, e-mail and
 * password rules from the shared contract, Google and single sign-on when configured, the
 * sign-up policy, admins, bearer tokens for API clients.
 */
export function buildAuthOptions({ config, db, dialect, mailer, log, secret, verificationMailAllowed }: AuthOptionsInput) {
  const refusalFor = async (email: string | undefined, headers: Headers | undefined) =>
    signUpRefusal(db, config, { email, invitation: invitationFromCookies(headers?.get('cookie')) });
  return {
    appName: 'The Hearth',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    database: { db, type: dialect },
    trustedOrigins: config.trustedOrigins,
    // Where a single sign-on that cannot say where it came from (a tampered or expired state)
    // lands: the sign-in screen, which explains the error code it is given.
    onAPIError: { errorURL: `${config.publicUrl}/login` },
    // Sign-in is limited by our own route (per address and per e-mail); see auth.plugin.ts.
    rateLimit: { enabled: false },
    advanced: { ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] } },
    logger: {
      log: (level, message, ...args) => {
        log[level]({ details: args.length ? args : undefined }, `auth: ${message}`);
      },
    },
    user: {
      modelName: 'users',
      fields: { emailVerified: 'email_verified', createdAt: 'created_at', updatedAt: 'updated_at' },
      additionalFields: {
        // A display name kept with the user (docs/product.md#entities); not unique, not a login.
        username: { type: 'string', required: false, input: true },
        // Kept on the server because signing out clears the browser's storage (docs/product.md#entities).
        theme: { type: 'string', required: false, defaultValue: DEFAULT_THEME, input: true },
        // "Show quantities in": the same reason; every screen showing amounts reads it from the session.
        units: { type: 'string', required: false, defaultValue: DEFAULT_UNIT_SYSTEM, input: true },
        // Settings' "Language"; none follows the browser's languages (docs/decisions/0060).
        language: { type: 'string', required: false, input: true },
        // Settings' "What I check off": the server follows it when an item is checked off.
        put_in_pantry: { type: 'string', required: false, defaultValue: DEFAULT_PUT_IN_PANTRY, input: true },
      },
      // Off: DELETE /api/account deletes an account (password or a fresh sign-in, hearths handed over).
      deleteUser: { enabled: false },
      /**
       * Asked before any account is created, linked or signed in through a provider. A new
       * account must pass the sign-up policy, however it comes (the form is also checked
       * earlier, in the before hook, for a clear answer). A single sign-on whose `groups`
       * claim holds OIDC_ADMIN_GROUP makes the account an admin (never the other way round:
       * the admin screen unmakes admins).
       */
      validateUserInfo: async ({ user, source }, ctx) => {
        if (source.action === 'create-user') {
          const refusal = await refusalFor(user.email ?? undefined, ctx.headers);
          if (refusal) return { error: refusal.code, errorDescription: refusal.message };
        }
        const adminGroup = config.oidc?.adminGroup;
        const fromOidc = source.method === 'oauth' && source.oauth?.providerId === OIDC_PROVIDER_ID;
        if (!adminGroup || !fromOidc || !groupsOf(source.oauth?.profile).includes(adminGroup)) return;
        // The record about to be created is this object; an existing account is updated.
        if (source.action === 'create-user') user.role = 'admin';
        else if (typeof user.id === 'string') await ctx.context.internalAdapter.updateUser(user.id, { role: 'admin' });
      },
    },
    databaseHooks: {
      user: {
        create: {
          // The first account of a new server runs it, and so do those ADMIN_EMAILS names. A new
          // account measures in metric outside the United States, as its browser says.
          before: async (user, context) => {
            const data = withLocaleDefaults(user, context);
            const named = config.adminEmails.includes(user.email.toLowerCase());
            if (named || !(await hasAnyAccount(db))) return { data: { ...data, role: 'admin' } };
            return { data };
          },
          // A new pantry starts with the everyday staples, marked "always have" (decision 0078).
          after: async (user) => {
            await replaceStaples(db, user.id, DEFAULT_PANTRY_STAPLES);
          },
        },
      },
    },
    session: {
      modelName: 'sessions',
      fields: {
        userId: 'user_id',
        expiresAt: 'expires_at',
        ipAddress: 'ip_address',
        userAgent: 'user_agent',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
    },
    account: {
      modelName: 'accounts',
      fields: {
        userId: 'user_id',
        accountId: 'account_id',
        providerId: 'provider_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
    },
    verification: {
      modelName: 'verifications',
      fields: { expiresAt: 'expires_at', createdAt: 'created_at', updatedAt: 'updated_at' },
    },
    emailAndPassword: {
      // PASSWORD_SIGN_IN=false: single sign-on is the household's only door.
      enabled: config.passwordSignIn,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      requireEmailVerification: config.requireEmailVerification,
      // With confirmation on, signing up with a known address answers as for a new one (nobody
      // learns who has an account here) and tells the address's owner instead.
      onExistingUserSignUp: async ({ user }, request) => {
        await mailer.send(existingAccountEmail(mailLocale(user, request), user.email, `${config.publicUrl}/login`));
      },
      // Only an admin asks for a reset link (the admin screen), and only when mail is set up.
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(passwordResetEmail(user.email, url));
      },
      resetPasswordTokenExpiresIn: RESET_LINK_LIFETIME_S,
      revokeSessionsOnPasswordReset: true,
    },
    emailVerification: {
      sendOnSignUp: config.requireEmailVerification,
      sendOnSignIn: config.requireEmailVerification,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }, request) => {
        // Each unconfirmed sign-in asks for a mail: past the address's few an hour, none is sent.
        if (verificationMailAllowed && !(await verificationMailAllowed(user.email.toLowerCase()))) {
          log.info('confirmation mail not sent: this address had its share this hour');
          return;
        }
        await mailer.send(verificationEmail(mailLocale(user, request), user.email, url));
      },
    },
    socialProviders: config.google
      ? {
          google: {
            clientId: config.google.clientId,
            clientSecret: config.google.clientSecret,
            accessType: 'offline',
            prompt: 'select_account consent',
          },
        }
      : undefined,
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body: unknown = ctx.body;
        // Our admin routes call these through auth.api, with no request; a browser never may.
        if (ctx.request && SERVER_ONLY_AUTH_PATHS.test(ctx.path)) {
          throw new APIError('NOT_FOUND', { code: 'ROUTE_NOT_FOUND', message: 'No such authentication endpoint' });
        }
        if (ctx.path === '/sign-up/email') {
          const parsed = signUpBodySchema.safeParse(body);
          if (!parsed.success) rejectInvalid(parsed.error);
          const refusal = await refusalFor(parsed.data.email, ctx.headers);
          if (refusal) throw new APIError('FORBIDDEN', { code: refusal.code, message: refusal.message });
        }
        if (ctx.path === '/sign-in/email') {
          const parsed = emailSchema.safeParse((body as { email?: unknown } | undefined)?.email);
          if (!parsed.success) rejectInvalid(parsed.error);
        }
        if (ctx.path === '/update-user') {
          const parsed = profileUpdateSchema.safeParse(body);
          if (!parsed.success) rejectInvalid(parsed.error);
        }
        if (ctx.path === '/change-password') {
          const parsed = passwordSchema.safeParse((body as { newPassword?: unknown } | undefined)?.newPassword);
          if (!parsed.success) rejectInvalid(parsed.error, 'newPassword');
        }
        const provider = (body as { provider?: unknown } | undefined)?.provider;
        if (ctx.path === '/sign-in/social' && provider === 'google' && !config.google) {
          throw new APIError('SERVICE_UNAVAILABLE', {
            code: 'GOOGLE_NOT_CONFIGURED',
            message: 'Google sign-in is not configured on this server.',
          });
        }
        if (ctx.path === '/sign-in/social' && provider === OIDC_PROVIDER_ID && !config.oidc) {
          throw new APIError('SERVICE_UNAVAILABLE', {
            code: 'SSO_NOT_CONFIGURED',
            message: 'Single sign-on is not configured on this server.',
          });
        }
      }),
    },
    // Only the signed token handed out in `set-auth-token` is a credential; the raw token the
    // database keeps is not.
    plugins: [bearer({ requireSignature: true }), adminPlugin(), ...(config.oidc ? [oidcPlugin(config.oidc, log)] : [])],
  } satisfies BetterAuthOptions;
}

export type AuthOptions = ReturnType<typeof buildAuthOptions>;
