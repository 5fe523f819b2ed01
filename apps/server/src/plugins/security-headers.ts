import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { builtPageInlineSources } from './web-dist.js';

/**
 * Helmet's security headers, with a Content-Security-Policy the built app runs under: scripts
 * and styles only from our origin (and the page's own inline blocks, by hash), dish pictures
 * from anywhere on the web, no plugins, no framing. Built once; @fastify/helmet rebuilt (and
 * re-parsed) it on every request, a few percent of each answer's time.
 */
async function securityHeaders(app: FastifyInstance) {
  const inline = builtPageInlineSources();
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inline.scripts],
        styleSrc: ["'self'", ...inline.styles],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // On an https address browsers must never fall back to http (a year, as HSTS advice goes).
    // Self-hosters often run plain http on a LAN; HSTS there would lock them out, so none then.
    strictTransportSecurity: app.config.publicUrl.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  });

  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
