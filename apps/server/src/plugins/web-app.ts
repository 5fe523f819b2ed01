import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiErrorBody } from '@hearth/shared/api-error';
import { loadRenderedPages, policyFor } from './rendered-pages.js';
import { hasWebBuild, WEB_DIST } from './web-dist.js';

/**
 * Serves the built React app from `/`. Any GET that is not a file and not under /api
 * answers index.html so the client router can take it (a reload on /dishes/7 works); a
 * screen the web app renders on the server comes with its first view in it (rendered-pages.ts).
 */
async function webApp(app: FastifyInstance) {
  const hasBuild = hasWebBuild();
  const renderedPages = hasBuild ? await loadRenderedPages(app) : null;
  if (hasBuild) {
    // An /api address that no API route took, such as one whose id or token is longer than the
    // router reads, falls through to the files' catch-all: answer our JSON 404, never a file.
    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.url === '/*' && request.url.startsWith('/api/')) return reply.callNotFound();
    });
    await app.register(fastifyStatic, {
      root: WEB_DIST,
      setHeaders(reply, path) {
        // Vite puts a content hash in every asset name, so an asset never changes.
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasBuild && wantsPage && !path.startsWith('/api/') && path !== '/api') {
      reply.header('cache-control', 'no-cache');
      const rendered = await renderedPages?.render(request);
      // Rendered for this visitor, in their language: never kept by a shared cache.
      if (rendered) {
        // Its inline stylesheets are allowed by their hash (the security headers set the built page's policy).
        const builtPolicy = String(reply.raw.getHeader('content-security-policy') ?? '');
        return reply
          .header('cache-control', 'private, no-cache')
          .header('vary', 'accept-language, cookie')
          .header('content-security-policy', policyFor(builtPolicy, rendered))
          .type('text/html; charset=utf-8')
          .send(rendered);
      }
      return reply.sendFile('index.html');
    }
    const body: ApiErrorBody = {
      code: 'ROUTE_NOT_FOUND',
      // A path may be kilobytes long; the start of it names it well enough.
      message: `No route for ${request.method} ${path.length > 200 ? `${path.slice(0, 200)}...` : path}`,
    };
    return reply.status(404).send(body);
  });
}

export default fp(webApp, { name: 'web-app' });
