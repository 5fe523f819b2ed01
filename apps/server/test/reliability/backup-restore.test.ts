import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foodPhotoJpeg } from '../pictures.js';
import { signUpOverHttp, type HttpSession } from '../http-session.js';
import { photoUpload } from '../multipart-upload.js';
import { type ServerProcess, startServerProcess } from '../server-process.js';
import { sqliteFingerprint } from '../sqlite-snapshot.js';
import { chatCompletion, startVisionStub, type VisionStub } from '../vision-stub.js';

/** `npm run restore` runs exactly this file. */
const RESTORE_SCRIPT = fileURLToPath(new URL('../../dist/scripts/restore.js', import.meta.url));

const dir = mkdtempSync(join(tmpdir(), 'hearth-backup-'));
const databaseFile = join(dir, 'hearth.db');
const backupDir = join(dir, 'backups');
let vision: VisionStub;

beforeAll(async () => {
  vision = await startVisionStub();
  vision.answerWith(() =>
    chatCompletion(
      JSON.stringify({
        pictureKind: 'written_recipe',
        dishName: 'Photographed Soup',
        description: '',
        prepTimeMinutes: 5,
        cookTimeMinutes: 20,
        servings: 2,
        difficulty: 'Easy',
        tags: ['Soup'],
        ingredients: [{ item: 'carrots', quantity: 3, unit: '', optional: false }],
        instructions: ['Simmer.'],
        utensils: [],
        notes: '',
      }),
    ),
  );
});

afterAll(async () => {
  await vision.close();
  rmSync(dir, { recursive: true, force: true });
});

function serverEnv() {
  return { VISION_BASE_URL: vision.baseUrl, BACKUP_DIR: backupDir, BACKUP_EVERY_HOURS: '0' };
}

function restore(file: string) {
  return spawnSync(process.execPath, [RESTORE_SCRIPT, file], {
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: `file:${databaseFile}`, BACKUP_DIR: backupDir },
    encoding: 'utf8',
  });
}

async function call(server: ServerProcess, session: HttpSession, path: string, init: RequestInit = {}) {
  const response = await fetch(`${server.url}${path}`, {
    ...init,
    headers: { cookie: session.cookie, origin: server.url, ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** A dish with a photo, through the upload a cook uses (the picture is stored in the database). */
async function dishWithPhoto(server: ServerProcess, session: HttpSession, name: string) {
  const upload = await photoUpload({}, [{ bytes: await foodPhotoJpeg(320, 240) }]);
  const photo = await fetch(`${server.url}${upload.url}`, {
    method: 'POST',
    headers: { ...(upload.headers as Record<string, string>), cookie: session.cookie, origin: server.url },
    body: new Uint8Array(upload.payload as Buffer),
  });
  if (!photo.ok) throw new Error(`photo upload: ${photo.status} ${await photo.text()}`);
  const { imageUrl } = (await photo.json()) as { imageUrl: string };
  const dish = await call(server, session, '/api/dishes', { method: 'POST', body: JSON.stringify({ dishName: name, imageUrl }) });
  return (await dish.json()) as { id: number; imageUrl: string };
}

async function libraryOf(server: ServerProcess, session: HttpSession) {
  const dishes = (await (await call(server, session, '/api/dishes')).json()) as Array<{ id: number; dishName: string; imageUrl: string }>;
  const pictures = await Promise.all(
    dishes.map(async (dish) =>
      dish.imageUrl ? Buffer.from(await (await call(server, session, dish.imageUrl)).arrayBuffer()).toString('base64') : '',
    ),
  );
  return dishes.map((dish, index) => ({ ...dish, picture: pictures[index] })).sort((a, b) => a.id - b.id);
}

describe('a full backup restores the server exactly as it was', () => {
  it('backs up, changes data, restores, and finds exactly the backed-up state, pictures included', async () => {
    let server = await startServerProcess({ databaseUrl: `file:${databaseFile}`, env: serverEnv() });
    let admin: HttpSession;
    let backupFile: string;
    let atBackup: Awaited<ReturnType<typeof libraryOf>>;
    let fingerprintAtBackup: Record<string, string>;
    try {
      admin = await signUpOverHttp(server.url, { email: 'admin@example.com', password: 'backup-password', username: 'Admin' });
      const cook = await signUpOverHttp(server.url, { email: 'cook@example.com', password: 'backup-password', username: 'Cook' });
      const kept = await dishWithPhoto(server, cook, 'Kept Soup');
      await dishWithPhoto(server, admin, 'Admin Stew');
      await call(server, cook, '/api/meals', {
        method: 'POST',
        body: JSON.stringify({ date: '2026-11-24', meal_type: 'Dinner', dish_id: kept.id }),
      });
      atBackup = await libraryOf(server, cook);
      expect(atBackup.every((dish) => Boolean(dish.picture))).toBe(true);

      const download = await call(server, admin, '/api/admin/backup');
      expect(download.headers.get('content-type')).toBe('application/vnd.sqlite3');
      const name = /filename="([^"]+)"/.exec(download.headers.get('content-disposition') ?? '')?.[1];
      expect(name).toMatch(/^hearth-.+\.db$/);
      backupFile = join(dir, `downloaded-${name}`);
      writeFileSync(backupFile, Buffer.from(await download.arrayBuffer()));
      fingerprintAtBackup = sqliteFingerprint(backupFile);
      // The server was idle: the download is the database as it stood.
      expect(sqliteFingerprint(databaseFile)).toEqual(fingerprintAtBackup);

      // Then life goes on: a new dish with a photo, one deleted, a meal moved, a new account.
      await dishWithPhoto(server, cook, 'Later Pie');
      await call(server, cook, `/api/dishes/${kept.id}`, { method: 'DELETE' });
      await signUpOverHttp(server.url, { email: 'later@example.com', password: 'backup-password', username: 'Later' });
      expect(sqliteFingerprint(databaseFile)).not.toEqual(fingerprintAtBackup);

      // A restore refuses while the server has the database open.
      const refused = restore(backupFile);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain('stop The Hearth first');
    } finally {
      await server.kill('SIGTERM');
    }

    const restored = restore(backupFile);
    expect(restored.stderr).toBe('');
    expect(restored.status).toBe(0);
    expect(restored.stdout).toContain('Restored');
    expect(sqliteFingerprint(databaseFile)).toEqual(fingerprintAtBackup);

    server = await startServerProcess({ databaseUrl: `file:${databaseFile}`, env: serverEnv() });
    try {
      const cook = await (async () => {
        const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: server.url },
          body: JSON.stringify({ email: 'cook@example.com', password: 'backup-password' }),
        });
        expect(response.status).toBe(200);
        return {
          userId: '',
          cookie: response.headers
            .getSetCookie()
            .map((line) => line.split(';')[0])
            .join('; '),
        };
      })();
      expect(await libraryOf(server, cook)).toEqual(atBackup);
      // The account made after the backup is gone with everything else from after it.
      const later = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({ email: 'later@example.com', password: 'backup-password' }),
      });
      expect(later.status).toBe(401);
    } finally {
      await server.kill('SIGTERM');
    }
  });

  it('refuses a file that is not a backup of The Hearth, and changes nothing', () => {
    const before = sqliteFingerprint(databaseFile);
    const notSqlite = join(dir, 'notes.txt');
    writeFileSync(notSqlite, 'shopping: eggs, milk');
    const refused = restore(notSqlite);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/not a (readable SQLite database|backup of The Hearth)|cannot be opened/);
    expect(restore(join(dir, 'missing.db')).stderr).toContain('There is no file');
    expect(sqliteFingerprint(databaseFile)).toEqual(before);
  });
});
