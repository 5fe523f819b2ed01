import type { FastifyRequest } from 'fastify';

/** Secrets that travel in a path: a private calendar address's token, an invitation's. */
// Each keeps what stands before and after the secret in its two groups.
const SECRET_SEGMENTS: RegExp[] = [/^(\/api\/calendar\/)[^/?#]+(\.ics)/i, /^(\/join\/)[^/?#]+()/i];

/**
 * The address as a log may keep it: with the secret parts of a private calendar address or an
 * invitation link replaced, so whoever reads the logs cannot subscribe or join with them.
 */
export function withoutSecrets(url: string): string {
  for (const pattern of SECRET_SEGMENTS) {
    if (pattern.test(url)) return url.replace(pattern, (_match, before: string, after: string) => `${before}[redacted]${after}`);
  }
  return url;
}

/** Fastify's own request fields for the log, with the address's secrets taken out. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
