import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@hearth/shared/api-error';
import { signInOptionsSchema } from '@hearth/shared/admin';
import { type ConnectedServices, connectedServicesSchema } from '@hearth/shared/services';
import type { SignInOptions } from '@hearth/shared/sign-in-rules';
import type { Config } from '../../config.js';
import { hasAnyAccount } from '../admin/index.js';
import { currentSignUpPolicy } from '../admin/index.js';

/** Yes/no facts about the optional services; the response schema keeps everything else out. */
export function connectedServices(config: Config): ConnectedServices {
  return {
    googleSignIn: { configured: config.google !== undefined },
    email: { configured: config.mail !== undefined, confirmationRequired: config.requireEmailVerification },
    instacart: { configured: config.instacart.apiKey !== undefined },
    photoRecognition: { configured: true, engine: config.vision ? 'vision-model' : 'built-in-ocr' },
  };
}

/**
 * What this server is set up to do, for the Settings screen. Signed-in only: how a server is
 * configured is nobody else's business, even without secrets in it. Except the ways in, which
 * the sign-in screen must know before anyone is signed in.
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

  app.get(
    '/sign-in-options',
    {
      schema: {
        tags: ['config'],
        summary: 'Which ways in the sign-in and register screens offer, and who may sign up',
        description:
          'Public: it holds no secret. `signUp` is the policy a newcomer meets (a server with no account yet is open to its first).',
        response: { 200: signInOptionsSchema },
      },
    },
    async (_request, reply): Promise<SignInOptions> => {
      const { config } = app;
      const policy = !(await hasAnyAccount(app.db)) ? 'open' : await currentSignUpPolicy(app.db, config.signUp);
      reply.header('cache-control', 'no-cache');
      return {
        password: config.passwordSignIn,
        google: config.google !== undefined,
        sso: config.oidc ? { name: config.oidc.providerName } : null,
        signUp: policy,
      };
    },
  );
};

export default configRoutes;
