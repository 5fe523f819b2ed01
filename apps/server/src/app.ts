import compress from '@fastify/compress';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { getMigrations } from 'better-auth/db/migration';
import { type AuthOptions, buildAuthOptions } from './auth/auth-options.js';
import authPlugin from './auth/auth.plugin.js';
import { resolveAuthSecret } from './auth/auth-secret.js';
import type { Config } from './config.js';
import { type DatabaseHandle, openDatabase } from './db/connection.js';
import { migrateToLatest } from './db/migrate.js';
import type { DatabaseSchema } from './db/schema.js';
import { requestForLog } from './lib/log-redaction.js';
import { createMailer, type Mailer } from './lib/mailer.js';
import accountRoutes from './modules/account/account.routes.js';
import adminAccountsRoutes from './modules/admin/accounts.routes.js';
import { ensureAdmins } from './modules/admin/accounts.repository.js';
import adminSignUpRoutes from './modules/admin/sign-up.routes.js';
import backupsRoutes from './modules/backups/backups.routes.js';
import metricsPlugin from './modules/metrics/metrics.plugin.js';
import configRoutes from './modules/config/config.routes.js';
import cookedRoutes from './modules/cooked/cooked.routes.js';
import dishFavouritesRoutes from './modules/dishes/dish-favourites.routes.js';
import publicDishRoutes from './modules/share-links/public-dish.routes.js';
import { ShareLinkTokens } from './modules/share-links/share-link-tokens.js';
import shareLinksRoutes from './modules/share-links/share-links.routes.js';
import dishSharesRoutes from './modules/dishes/dish-shares.routes.js';
import dishesRoutes from './modules/dishes/dishes.routes.js';
import calendarRoutes from './modules/calendar/calendar.routes.js';
import healthRoutes from './modules/health/health.routes.js';
import hearthsRoutes from './modules/hearths/hearths.routes.js';
import invitePreviewRoutes from './modules/hearths/invite-preview.routes.js';
import eventsPlugin from './modules/events/events.plugin.js';
import eventsRoutes from './modules/events/events.routes.js';
import mealsRoutes from './modules/meals/meals.routes.js';
import cookableRoutes from './modules/pantry/cookable.routes.js';
import pantryRoutes from './modules/pantry/pantry.routes.js';
import pantryUseDishRoutes from './modules/pantry/use-dish.routes.js';
import plannerRoutes from './modules/planner/planner.routes.js';
import shoppingListsRoutes from './modules/shopping-lists/shopping-lists.routes.js';
import shoppingRoutes from './modules/shopping/shopping.routes.js';
import imagesRoutes from './modules/images/images.routes.js';
import photosRoutes from './modules/photos/photos.routes.js';
import importFilesRoutes from './modules/imports/import-files.routes.js';
import importsRoutes from './modules/imports/imports.routes.js';
import ingredientsRoutes from './modules/imports/ingredients.routes.js';
import apiDocs from './plugins/api-docs.js';
import errorHandler, { routingErrors } from './plugins/error-handler.js';
import nulCharacters from './plugins/nul-characters.js';
import unreadBodies from './plugins/unread-bodies.js';
import rateLimits from './plugins/rate-limits.js';
import parsingPlugin from './parsing/parsing.plugin.js';
import sameOrigin from './plugins/same-origin.js';
import securityHeaders from './plugins/security-headers.js';
import webApp from './plugins/web-app.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<DatabaseSchema>;
    /** How many SQL statements this process has run; see db/connection.ts. */
    statementCount: () => number;
    mailer: Mailer;
  }
}

/** A JSON body bigger than this is refused before parsing; uploads have their own limit. */
const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * Brings the schema up to date and answers the secret that signs sessions (generated and kept
 * on first start). The auth library owns its tables (users, sessions, ...); ours reference
 * them, so they come first. ADMIN_EMAILS' accounts become admins here, on every start.
 */
async function bringUpToDate(database: DatabaseHandle, authOptions: AuthOptions, config: Config): Promise<string> {
  await (await getMigrations(authOptions)).runMigrations();
  await migrateToLatest(database.db);
  await ensureAdmins(database.db, config.adminEmails);
  return resolveAuthSecret(config.authSecret, database.db);
}

/**
 * Readies the database for the server processes that will share it: run once, before they
 * start, so several never race to create tables or a secret (apps/server/src/workers.ts).
 */
export async function prepareDatabase(config: Config, log: FastifyBaseLogger): Promise<void> {
  const database = openDatabase(config.database);
  try {
    const mailer = createMailer(config.mail, log);
    await bringUpToDate(database, buildAuthOptions({ config, db: database.db, dialect: database.dialect, mailer, log }), config);
  } finally {
    await database.close();
  }
}

/**
 * Builds the whole server: plugins, then resource modules, then the web app.
 * Opens the database and brings its schema up to date before accepting requests.
 */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      serializers: { req: requestForLog },
    },
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    // Our ids are small integers; a 10,000-character path segment is never legitimate (404).
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: routingErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API reads JSON only: a text/plain body is a wrong content type (415), not a JSON
  // string for the schema to puzzle over. (The auth routes install their own parsers.)
  app.removeContentTypeParser('text/plain');

  const database = openDatabase(config.database);
  app.addHook('onClose', async () => {
    await database.close();
  });
  const mailer = createMailer(config.mail, app.log);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('statementCount', database.statementCount);
  app.decorate('mailer', mailer);

  const authOptions = buildAuthOptions({
    config,
    db: database.db,
    dialect: database.dialect,
    mailer,
    log: app.log,
    // The limits plugin is registered below; the options only call this once requests come.
    verificationMailAllowed: (email) => app.limits.verificationMailsPerEmail.allows(email),
  });
  let secret: string;
  try {
    secret = await bringUpToDate(database, authOptions, config);
  } catch (error) {
    await app.close();
    throw error;
  }

  await app.register(errorHandler);
  await app.register(securityHeaders);
  await app.register(sameOrigin);
  await app.register(nulCharacters);
  await app.register(unreadBodies);
  // Two years of meals is half a megabyte of JSON and a tenth of that compressed; brotli's
  // default quality (11) is far too slow to run per request, 4 is close to gzip's speed.
  // Answers under 4 KB (a dish, a meal) go as they are: a few packets either way, and
  // compressing each would cost more time than the bytes it saves.
  await app.register(compress, { threshold: 4096, brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } } });
  await app.register(rateLimits, { driver: database.driver });
  await app.register(parsingPlugin);
  await app.register(apiDocs);
  // Before the auth routes: a sign-out there tells every live stream to check its session.
  await app.register(eventsPlugin);
  // Before the routes it times; off (and measuring nothing) without METRICS_TOKEN.
  await app.register(metricsPlugin, { onStatement: database.onStatement });
  await app.register(authPlugin, { options: { ...authOptions, secret } });

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(dishesRoutes, { prefix: '/api' });
  await app.register(dishSharesRoutes, { prefix: '/api' });
  await app.register(dishFavouritesRoutes, { prefix: '/api' });
  await app.register(mealsRoutes, { prefix: '/api' });
  await app.register(cookedRoutes, { prefix: '/api' });
  await app.register(hearthsRoutes, { prefix: '/api' });
  await app.register(invitePreviewRoutes, { prefix: '/api' });
  await app.register(shoppingRoutes, { prefix: '/api' });
  await app.register(shoppingListsRoutes, { prefix: '/api' });
  await app.register(pantryRoutes, { prefix: '/api' });
  await app.register(cookableRoutes, { prefix: '/api' });
  await app.register(pantryUseDishRoutes, { prefix: '/api' });
  await app.register(plannerRoutes, { prefix: '/api' });
  await app.register(eventsRoutes, { prefix: '/api' });
  await app.register(imagesRoutes, { prefix: '/api' });
  await app.register(photosRoutes, { prefix: '/api' });
  await app.register(importsRoutes, { prefix: '/api' });
  await app.register(importFilesRoutes, { prefix: '/api' });
  await app.register(ingredientsRoutes, { prefix: '/api' });
  await app.register(accountRoutes, { prefix: '/api' });
  await app.register(configRoutes, { prefix: '/api' });
  await app.register(calendarRoutes, { prefix: '/api', secret });
  const shareLinkTokens = new ShareLinkTokens(secret);
  await app.register(shareLinksRoutes, { prefix: '/api', tokens: shareLinkTokens });
  await app.register(publicDishRoutes, { tokens: shareLinkTokens });
  await app.register(adminAccountsRoutes, { prefix: '/api' });
  await app.register(adminSignUpRoutes, { prefix: '/api' });
  await app.register(backupsRoutes, { prefix: '/api' });

  await app.register(webApp);
  return app;
}
