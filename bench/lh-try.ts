import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '../apps/server/test/server-process.js';
import { signUpOverHttp } from '../apps/server/test/http-session.js';
import { measureLighthouse } from '../bench/lighthouse.js';
const dir = mkdtempSync(join(tmpdir(), 'lh-'));
const server = await startServerProcess({ databaseUrl: `file:${join(dir, 'h.db')}` });
try {
  const s = await signUpOverHttp(server.url, { email: 'lh@example.com', password: 'lh-password', username: 'LH' });
  const f = await measureLighthouse(server.url, [
    { name: 'login', path: '/login' },
    { name: 'dashboard', path: '/dashboard', cookie: s.cookie },
    { name: 'dishes', path: '/dishes', cookie: s.cookie },
  ]);
  console.log(JSON.stringify(f, null, 1));
} finally { await server.kill('SIGTERM'); }
