import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@hearth/shared/api-error';
import { type ConnectedServices, connectedServicesSchema, type SignInOptions, signInOptionsSchema } from '@hearth/shared/services';
import type { Config } from '../../config.js';

/** Yes/no facts about the optional services; the response schema keeps everything else out. */
export function connectedServices(config: Config): ConnectedServices {
  return {
    googleSignIn: { configured: config.google !== undefined },
    email: { configured: config.mail !== undefined, confirmationRequired: config.requireEmailVerification },
    instacart: { configured: config.instacart.apiKey !== undefined },
    photoRecognition: { configured: true, engine: config.vision ? 'vision-model' : 'built-in-ocr' },
  };
}

/** The sign-in page's buttons; only what anyone sees on that page anyway. */
export function signInOptions(config: Config): SignInOptions {
  return { google: config.google !== undefined };
}

/**
 * What this server is set up to do, for the Settings screen. Signed-in only: how a server is
 * configured is nobody else's business, even without secrets in it.
 */
const configRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = connectedServices(app.config);

  app.get(
    '/config/services',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['config'],
        summary: 'Which optional services (Google sign-in, e-mail, Instacart, photo recognition) are configured',
        response: { 200: connectedServicesSchema, 401: apiErrorSchema },
      },
    },
    async () => services,
  );

  const options = signInOptions(app.config);
  app.get(
    '/config/sign-in',
    {
      schema: {
        tags: ['config'],
        summary: 'Which ways to sign in the sign-in page offers beyond e-mail and password (no session needed)',
        response: { 200: signInOptionsSchema },
      },
    },
    async () => options,
  );
};

export default configRoutes;
