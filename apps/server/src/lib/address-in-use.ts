import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

/**
 * The app's address for links a person shares (an invitation): PUBLIC_URL when set; without
 * it, the address the page that asked was opened at, when it is one the server accepts (a LAN
 * address the household's other phones can reach, where localhost would not).
 */
export function addressInUse(request: FastifyRequest, config: Config): string {
  if (config.publicUrlSet) return config.publicUrl;
  const origin = request.headers.origin;
  return origin && config.trustedOrigins.includes(origin) ? origin : config.publicUrl;
}
