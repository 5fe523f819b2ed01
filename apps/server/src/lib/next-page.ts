import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Names the request for the next page of a paged list in a `Link: <...>; rel="next"` header:
 * the same request with `param` set to where this page ended.
 */
export function linkNextPage(request: FastifyRequest, reply: FastifyReply, param: string, value: string): void {
  const [path, query = ''] = request.url.split('?');
  const next = new URLSearchParams(query);
  next.set(param, value);
  reply.header('link', `<${path}?${next.toString()}>; rel="next"`);
}
