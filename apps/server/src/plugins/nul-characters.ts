import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationError } from '../errors.js';

const NUL = '\u0000';

/**
 * The path of the first string (or key) holding a NUL character, or undefined. Walks with
 * its own stack: a body may nest thousands of levels deep and must not exhaust the call stack.
 */
function findNul(root: unknown, rootPath: string): string | undefined {
  const pending: Array<[unknown, string]> = [[root, rootPath]];
  while (pending.length > 0) {
    const [value, path] = pending.pop() as [unknown, string];
    if (typeof value === 'string') {
      if (value.includes(NUL)) return path;
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push([item, `${path}.${index}`]));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes(NUL)) return path;
        pending.push([item, `${path}.${key}`]);
      }
    }
  }
  return undefined;
}

/** The auth library parses its own bodies, so its routes hand us bytes: read them as it will. */
function bodyOf(request: FastifyRequest): unknown {
  if (!Buffer.isBuffer(request.body)) return request.body;
  const text = request.body.toString('utf8');
  const type = request.headers['content-type'] ?? '';
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Refuses any request whose body or query holds the NUL character (U+0000) with a 400.
 * PostgreSQL cannot store it in text (it answers an error, which became a 500), and no recipe,
 * name or note needs it. Refused everywhere, not stripped, so both databases behave alike.
 */
async function nulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    // Path ids are left to their routes, which refuse anything but digits in their own words.
    const found = findNul(request.query, 'query') ?? findNul(bodyOf(request), 'body');
    if (found) {
      const field = found.replace(/^(body|query)\.?/, '') || found;
      throw new ValidationError(`${field}: Text cannot contain the NUL character (U+0000)`);
    }
  });
}

export default fp(nulCharacters, { name: 'nul-characters' });
