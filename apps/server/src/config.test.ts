import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseDatabaseUrl } from './config.js';

describe('parseDatabaseUrl', () => {
  it.each([
    ['postgres://u:p@db:5432/hearth', { kind: 'postgres', connectionString: 'postgres://u:p@db:5432/hearth' }],
    ['postgresql://u:p@db/hearth', { kind: 'postgres', connectionString: 'postgresql://u:p@db/hearth' }],
    ['file:./data/hearth.db', { kind: 'sqlite', path: './data/hearth.db' }],
    ['file:/var/lib/hearth.db', { kind: 'sqlite', path: '/var/lib/hearth.db' }],
    ['file:///var/lib/hearth.db', { kind: 'sqlite', path: '/var/lib/hearth.db' }],
    ['/srv/hearth.db', { kind: 'sqlite', path: '/srv/hearth.db' }],
    ['hearth.db', { kind: 'sqlite', path: 'hearth.db' }],
  ])('reads %s', (url, expected) => {
    expect(parseDatabaseUrl(url)).toEqual(expected);
  });
});

describe('loadConfig', () => {
  it('runs with nothing set: port 3000, SQLite in ./data, optional services off', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.database).toEqual({ kind: 'sqlite', path: './data/hearth.db' });
    expect(config.google).toBeUndefined();
    expect(config.mail).toBeUndefined();
    expect(config.vision).toBeUndefined();
    expect(config.instacart.apiKey).toBeUndefined();
    expect(config.instacart.baseUrl).toBe('https://connect.dev.instacart.tools');
    expect(config.instacart.timeoutMs).toBe(10_000);
    expect(config.instacart.retryBaseMs).toBe(500);
    expect(config.maxUploadBytes).toBe(15 * 1024 * 1024);
  });

  it('turns Google on only when both the id and the secret are set', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id' }).google).toBeUndefined();
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }).google).toEqual({ clientId: 'id', clientSecret: 's' });
  });

  it('requires e-mail confirmation only when mail can be sent', () => {
    expect(loadConfig({ REQUIRE_EMAIL_VERIFICATION: 'true' }).requireEmailVerification).toBe(false);
    expect(loadConfig({ REQUIRE_EMAIL_VERIFICATION: 'true', SMTP_URL: 'smtp://localhost:25' }).requireEmailVerification).toBe(true);
  });

  it('turns the vision model on with VISION_BASE_URL, with a 60 s time limit unless told otherwise', () => {
    expect(loadConfig({ VISION_BASE_URL: 'http://localhost:11434/v1/' }).vision).toEqual({
      baseUrl: 'http://localhost:11434/v1',
      apiKey: undefined,
      model: 'gpt-4o-mini',
      timeoutMs: 60_000,
    });
    expect(loadConfig({ VISION_BASE_URL: 'https://api.openai.com/v1', VISION_TIMEOUT_MS: '5000' }).vision?.timeoutMs).toBe(5000);
  });

  it('allows 10 photos per user and minute unless PHOTO_LIMIT_PER_MINUTE says otherwise', () => {
    expect(loadConfig({}).photoLimitPerMinute).toBe(10);
    expect(loadConfig({ PHOTO_LIMIT_PER_MINUTE: '3' }).photoLimitPerMinute).toBe(3);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ AUTH_SECRET: 'short' }, /AUTH_SECRET must be at least 32 characters/],
    [{ PUBLIC_URL: 'ftp://example.com' }, /PUBLIC_URL/],
    [{ REQUIRE_EMAIL_VERIFICATION: 'maybe' }, /REQUIRE_EMAIL_VERIFICATION/],
    [{ INSTACART_TIMEOUT_MS: '10s' }, /INSTACART_TIMEOUT_MS/],
    [{ INSTACART_RETRY_BASE_MS: '-1' }, /INSTACART_RETRY_BASE_MS/],
    [{ VISION_TIMEOUT_MS: 'soon' }, /VISION_TIMEOUT_MS/],
    [{ PHOTO_LIMIT_PER_MINUTE: '0' }, /PHOTO_LIMIT_PER_MINUTE/],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('running the server: admins, sign-up, single sign-on, backups, metrics', () => {
  it('defaults to open sign-up, passwords on, no single sign-on, daily backups beside the database kept for a week, no metrics', () => {
    const config = loadConfig({});
    expect(config.signUp).toBe('open');
    expect(config.adminEmails).toEqual([]);
    expect(config.oidc).toBeUndefined();
    expect(config.passwordSignIn).toBe(true);
    expect(config.backups).toEqual({ dir: 'data/backups', everyHours: 24, keep: 7 });
    expect(config.metricsToken).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: 'file:/srv/hearth/hearth.db' }).backups.dir).toBe('/srv/hearth/backups');
  });

  it('reads SIGN_UP, ADMIN_EMAILS (trimmed, lower case), backups and the metrics token', () => {
    const config = loadConfig({
      SIGN_UP: 'invite',
      ADMIN_EMAILS: ' Ada@Example.com, ,bob@example.com ',
      BACKUP_DIR: '/backups',
      BACKUP_EVERY_HOURS: '6',
      BACKUP_KEEP: '30',
      METRICS_TOKEN: 'a-token-of-sixteen-characters',
    });
    expect(config.signUp).toBe('invite');
    expect(config.adminEmails).toEqual(['ada@example.com', 'bob@example.com']);
    expect(config.backups).toEqual({ dir: '/backups', everyHours: 6, keep: 30 });
    expect(config.metricsToken).toBe('a-token-of-sixteen-characters');
    expect(loadConfig({ BACKUP_EVERY_HOURS: '0' }).backups.everyHours).toBe(0);
  });

  it.each([
    [{ SIGN_UP: 'sometimes' }, 'SIGN_UP'],
    [{ BACKUP_KEEP: '0' }, 'BACKUP_KEEP'],
    [{ BACKUP_EVERY_HOURS: '-1' }, 'BACKUP_EVERY_HOURS'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN must be at least 16 characters'],
    [{ OIDC_ISSUER_URL: 'not a url', OIDC_CLIENT_ID: 'id', OIDC_CLIENT_SECRET: 's' }, 'OIDC_ISSUER_URL'],
    [{ OIDC_ISSUER_URL: 'https://id.example' }, 'Single sign-on needs OIDC_CLIENT_ID and OIDC_CLIENT_SECRET as well'],
    [{ PASSWORD_SIGN_IN: 'false' }, 'PASSWORD_SIGN_IN=false leaves no way to sign in'],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('sets up single sign-on from its three settings, with a default button label', () => {
    const oidc = { OIDC_ISSUER_URL: 'https://id.example/realms/home', OIDC_CLIENT_ID: 'hearth', OIDC_CLIENT_SECRET: 'secret' };
    expect(loadConfig(oidc).oidc).toEqual({
      issuerUrl: 'https://id.example/realms/home',
      clientId: 'hearth',
      clientSecret: 'secret',
      providerName: 'single sign-on',
      adminGroup: undefined,
    });
    const named = loadConfig({ ...oidc, OIDC_PROVIDER_NAME: 'Authentik', OIDC_ADMIN_GROUP: 'admins', PASSWORD_SIGN_IN: 'false' });
    expect(named.oidc).toMatchObject({ providerName: 'Authentik', adminGroup: 'admins' });
    expect(named.passwordSignIn).toBe(false);
  });
});
