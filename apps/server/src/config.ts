import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { type InterfaceAddresses, listenOrigins, machineAddresses } from './lib/listen-origins.js';
import { SIGN_UP_POLICIES, type SignUpPolicy } from '@hearth/shared/sign-in-rules';

const DEV_INSTACART_BASE_URL = 'https://connect.dev.instacart.tools';
/** `npm run dev` serves the app from Vite, which proxies /api to the server. */
const VITE_DEV_ORIGIN = 'http://localhost:5173';

/** Environment values are strings; "true"/"1"/"yes" switch a flag on. */
const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** A flag that is on unless switched off. */
const flagOn = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .default('true')
  .transform((value) => value !== 'false' && value !== '0' && value !== 'no');

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('localhost'),
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  DATABASE_URL: z.string().trim().min(1).default('file:./data/hearth.db'),
  AUTH_SECRET: optionalText.pipe(z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional()),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().trim().min(1).default('The Hearth <no-reply@localhost>'),
  REQUIRE_EMAIL_VERIFICATION: flag,
  INSTACART_API_KEY: optionalText,
  INSTACART_BASE_URL: z.url({ protocol: /^https?$/ }).default(DEV_INSTACART_BASE_URL),
  INSTACART_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  INSTACART_RETRY_BASE_MS: z.coerce.number().int().min(0).max(60_000).default(500),
  VISION_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  VISION_API_KEY: optionalText,
  VISION_MODEL: optionalText,
  VISION_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  MAX_UPLOAD_MB: z.coerce.number().positive().max(100).default(15),
  TRUST_PROXY: z.string().trim().default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SIGN_IN_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(10),
  SIGN_IN_LIMIT_PER_IP: z.coerce.number().int().positive().default(50),
  PHOTO_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  SIGN_UP_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(10),
  IMPORT_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(10),
  CALENDAR_FEED_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(60),
  RECIPE_IMPORT_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(120),
  URL_IMPORT_ALLOWED_HOSTS: z.string().default(''),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  EVENTS_HEARTBEAT_MS: z.coerce.number().int().min(100).max(300_000).default(20_000),
  PARSE_THREADS: z.coerce.number().int().min(1).max(16).default(2),
  PARSE_TIME_LIMIT_MS: z.coerce.number().int().min(50).max(600_000).default(10_000),
  PARSE_MEMORY_MB: z.coerce.number().int().min(32).max(8192).default(384),
  SIGN_UP: z.enum(SIGN_UP_POLICIES).default('open'),
  ADMIN_EMAILS: z.string().default(''),
  OIDC_ISSUER_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_PROVIDER_NAME: optionalText,
  OIDC_ADMIN_GROUP: optionalText,
  PASSWORD_SIGN_IN: flagOn,
  BACKUP_DIR: optionalText,
  BACKUP_EVERY_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 366)
    .default(24),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(7),
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional()),
});

/** The variables we read, all optional strings as the environment holds them. */
export type Env = Partial<Record<keyof z.input<typeof envSchema>, string>>;

export type DatabaseConfig = { kind: 'sqlite'; path: string } | { kind: 'postgres'; connectionString: string };

export interface Config {
  env: 'development' | 'production' | 'test';
  /** Server processes `npm start` runs (WEB_CONCURRENCY, one per core by default); 1 runs no cluster. */
  workers: number;
  port: number;
  host: string;
  publicUrl: string;
  /** Whether PUBLIC_URL was set; without it, the server answers at the addresses it listens on. */
  publicUrlSet: boolean;
  /**
   * Origins whose pages may send state-changing requests with our session cookie (and sign
   * in): PUBLIC_URL's; without PUBLIC_URL, the addresses the server listens on (loopback, and
   * the machine's network addresses for HOST=0.0.0.0); plus the Vite dev server in development.
   */
  trustedOrigins: string[];
  database: DatabaseConfig;
  authSecret: string | undefined;
  google: { clientId: string; clientSecret: string } | undefined;
  mail: { smtpUrl: string; from: string } | undefined;
  requireEmailVerification: boolean;
  instacart: {
    apiKey: string | undefined;
    baseUrl: string;
    /** How long one shopping-list request may take, retries included. */
    timeoutMs: number;
    /** The first wait before retrying a busy Instacart; each later wait doubles. */
    retryBaseMs: number;
  };
  vision: { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number } | undefined;
  maxUploadBytes: number;
  /** Photos one user may turn into dishes per minute; each costs seconds of CPU or a paid model call. */
  photoLimitPerMinute: number;
  /** Accounts one client address may create per hour. */
  signUpLimitPerHour: number;
  /** Data files one user may import per hour: account files and other apps' export files alike. */
  importLimitPerHour: number;
  /** Times one calendar address may be read per hour (calendar apps poll every few hours). */
  calendarFeedLimitPerHour: number;
  /** Recipe pages and texts one user may read into drafts per hour (web address, paste). */
  recipeImportLimitPerHour: number;
  /** Fastify's trustProxy: off, on, an address list, or a hop count. */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  logLevel: string;
  /**
   * URL_IMPORT_ALLOWED_HOSTS: host names (optionally `host:port`) that recipe import may fetch
   * even though they resolve to a private or loopback address, such as a recipe site on the LAN.
   */
  importAllowedHosts: string[];
  signInLimits: { perEmail: number; perIp: number; windowMs: number };
  /**
   * EVENTS_HEARTBEAT_MS: how often an open GET /api/events stream gets a heartbeat comment
   * (proxies close quiet connections) and checks that its session and hearths still hold.
   */
  eventsHeartbeatMs: number;
  /**
   * The worker threads that parse untrusted content (PARSE_THREADS per pool, two pools per
   * process), how long one parse may take (PARSE_TIME_LIMIT_MS) and the heap one thread may
   * use (PARSE_MEMORY_MB): past either, the parse is stopped and answered 422.
   */
  parse: { threads: number; timeLimitMs: number; memoryLimitMb: number };
  /** SIGN_UP: who may create an account until an admin chooses otherwise on the admin screen. */
  signUp: SignUpPolicy;
  /** ADMIN_EMAILS: accounts that are admins (made so at start and when they sign up), lower-cased. */
  adminEmails: string[];
  /** OpenID Connect single sign-on, when OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set. */
  oidc: OidcConfig | undefined;
  /** PASSWORD_SIGN_IN=false: e-mail and password are switched off, single sign-on is the only door. */
  passwordSignIn: boolean;
  /** Scheduled SQLite backups (never on PostgreSQL, where pg_dump does the job). */
  backups: { dir: string; everyHours: number; keep: number };
  /** METRICS_TOKEN: GET /metrics answers only with this bearer token; off without it. */
  metricsToken: string | undefined;
}

export interface OidcConfig {
  /** The issuer as configured; the discovery document and every ID token must name it. */
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  /** The button's label: "Sign in with {providerName}". */
  providerName: string;
  /** A `groups` claim value that makes the account an admin when it signs in. */
  adminGroup: string | undefined;
}

export class ConfigError extends Error {}

/** `postgres://` and `postgresql://` select PostgreSQL; `file:/path` or a plain path selects SQLite. */
export function parseDatabaseUrl(url: string): DatabaseConfig {
  if (/^postgres(ql)?:\/\//i.test(url)) return { kind: 'postgres', connectionString: url };
  const path = url.replace(/^file:(\/\/(?=\/))?/i, '');
  if (!path) throw new ConfigError('DATABASE_URL names no SQLite file');
  return { kind: 'sqlite', path };
}

/** Backups live beside the SQLite file by default: data/backups for the default ./data/hearth.db. */
function backupDirBeside(database: DatabaseConfig): string {
  return database.kind === 'sqlite' && database.path !== ':memory:' ? join(dirname(database.path), 'backups') : join('data', 'backups');
}

function parseOidc(e: z.infer<typeof envSchema>): OidcConfig | undefined {
  const parts = { OIDC_ISSUER_URL: e.OIDC_ISSUER_URL, OIDC_CLIENT_ID: e.OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: e.OIDC_CLIENT_SECRET };
  const missing = Object.entries(parts)
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length === 3) return undefined;
  // Half a single sign-on set-up is a typo, not a wish to turn it off: say so rather than start without it.
  if (missing.length) throw new ConfigError(`Single sign-on needs ${missing.join(' and ')} as well`);
  return {
    issuerUrl: e.OIDC_ISSUER_URL!,
    clientId: e.OIDC_CLIENT_ID!,
    clientSecret: e.OIDC_CLIENT_SECRET!,
    providerName: e.OIDC_PROVIDER_NAME ?? 'single sign-on',
    adminGroup: e.OIDC_ADMIN_GROUP,
  };
}

function parseTrustProxy(value: string): Config['trustProxy'] {
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

/** What the machine is, for the origins a server without PUBLIC_URL accepts; tests pass their own. */
export interface MachineFacts {
  addresses?: InterfaceAddresses;
  machineName?: string;
}

/** Reads the environment once. Nothing else in the server looks at process.env. */
export function loadConfig(env: Record<string, string | undefined>, machine: MachineFacts = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n  ');
    throw new ConfigError(`Invalid configuration:\n  ${problems}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const mail = e.SMTP_URL ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM } : undefined;
  const oidc = parseOidc(e);
  const database = parseDatabaseUrl(e.DATABASE_URL);
  const google =
    e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET } : undefined;
  if (!e.PASSWORD_SIGN_IN && !oidc && !google) {
    throw new ConfigError('PASSWORD_SIGN_IN=false leaves no way to sign in: set up single sign-on (OIDC_ISSUER_URL, ...) or Google');
  }

  return {
    env: e.NODE_ENV,
    workers: e.WEB_CONCURRENCY ?? availableParallelism(),
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    publicUrlSet: e.PUBLIC_URL !== undefined,
    trustedOrigins: [
      ...(e.PUBLIC_URL
        ? [new URL(publicUrl).origin]
        : listenOrigins(e.HOST, e.PORT, machine.addresses ?? machineAddresses, machine.machineName)),
      ...(e.NODE_ENV === 'development' ? [VITE_DEV_ORIGIN] : []),
    ],
    database,
    authSecret: e.AUTH_SECRET,
    google,
    mail,
    // Without a way to send mail, asking for confirmation would lock every new user out.
    requireEmailVerification: e.REQUIRE_EMAIL_VERIFICATION && mail !== undefined,
    instacart: {
      apiKey: e.INSTACART_API_KEY,
      baseUrl: e.INSTACART_BASE_URL.replace(/\/+$/, ''),
      timeoutMs: e.INSTACART_TIMEOUT_MS,
      retryBaseMs: e.INSTACART_RETRY_BASE_MS,
    },
    vision: e.VISION_BASE_URL
      ? {
          baseUrl: e.VISION_BASE_URL.replace(/\/+$/, ''),
          apiKey: e.VISION_API_KEY,
          model: e.VISION_MODEL ?? 'gpt-4o-mini',
          timeoutMs: e.VISION_TIMEOUT_MS,
        }
      : undefined,
    maxUploadBytes: Math.round(e.MAX_UPLOAD_MB * 1024 * 1024),
    photoLimitPerMinute: e.PHOTO_LIMIT_PER_MINUTE,
    signUpLimitPerHour: e.SIGN_UP_LIMIT_PER_HOUR,
    importLimitPerHour: e.IMPORT_LIMIT_PER_HOUR,
    calendarFeedLimitPerHour: e.CALENDAR_FEED_LIMIT_PER_HOUR,
    recipeImportLimitPerHour: e.RECIPE_IMPORT_LIMIT_PER_HOUR,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    importAllowedHosts: e.URL_IMPORT_ALLOWED_HOSTS.split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    eventsHeartbeatMs: e.EVENTS_HEARTBEAT_MS,
    parse: { threads: e.PARSE_THREADS, timeLimitMs: e.PARSE_TIME_LIMIT_MS, memoryLimitMb: e.PARSE_MEMORY_MB },
    signInLimits: {
      perEmail: e.SIGN_IN_LIMIT_PER_EMAIL,
      perIp: e.SIGN_IN_LIMIT_PER_IP,
      windowMs: 15 * 60 * 1000,
    },
    signUp: e.SIGN_UP,
    adminEmails: e.ADMIN_EMAILS.split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    oidc,
    passwordSignIn: e.PASSWORD_SIGN_IN,
    backups: { dir: e.BACKUP_DIR ?? backupDirBeside(database), everyHours: e.BACKUP_EVERY_HOURS, keep: e.BACKUP_KEEP },
    metricsToken: e.METRICS_TOKEN,
  };
}
