import { describe, expect, it, vi } from 'vitest';
import type { ImportJob } from '@hearth/shared/imports';
import { declareSize, paprikaRecipe, zipBuffer, zipWithEmptyEntries, zipWithEntryNamed } from '../../../test/export-fixtures.js';
import { exportFileUpload } from '../../../test/multipart-upload.js';
import { buildTestApp, buildTestAppForFile, countRows, signUpUser, type TestUser } from '../../../test/test-app.js';
import { sharedDatabaseUrl } from '../../../test/test-database.js';

/**
 * Export files built to hurt: each is refused with a 4xx and a message a cook can act on, and
 * nothing of it is stored. What can be seen from the file's directory is refused at upload;
 * what shows only while reading fails the job before a single recipe is saved.
 */
const app = await buildTestAppForFile({ IMPORT_LIMIT_PER_HOUR: '1000' });
const MB = 1024 * 1024;
const TOAST = paprikaRecipe({ name: 'Toast', ingredients: '2 slices bread', directions: 'Toast it.' });

async function storedRows() {
  return Promise.all(['dishes', 'images', 'import_jobs'].map((table) => countRows(app, table)));
}

async function upload(user: TestUser, bytes: Buffer | string, fileName = 'export.zip') {
  return app.inject(await exportFileUpload(user.headers, bytes, fileName));
}

async function expectRefused(bytes: Buffer | string, status: number, message: RegExp, fileName?: string) {
  const cook = await signUpUser(app);
  const before = await storedRows();
  const response = await upload(cook, bytes, fileName);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().message).toMatch(message);
  expect(await storedRows()).toEqual(before);
}

describe('POST /api/import/file refuses at once, storing nothing,', () => {
  it('a zip bomb whose entries declare more than the unpack limit', async () => {
    const zip = await zipBuffer([{ name: 'Bomb.paprikarecipe', data: Buffer.alloc(1024) }]);
    await expectRefused(declareSize(zip, 300 * MB), 413, /unpacks to more than 200 MB/);
  });

  it('a zip with 100,000 entries', async () => {
    await expectRefused(
      zipWithEmptyEntries(100_000, (index) => `r${index}.paprikarecipe`),
      413,
      /holds 100,000 files/,
    );
  });

  it.each([
    ['a parent-folder path', '../../escaped.txt'],
    ['an absolute path', '/etc/passwd.txt'],
  ])('a zip with an entry named by %s', async (_kind, unsafeName) => {
    await expectRefused(
      await zipWithEntryNamed({ name: 'Toast.paprikarecipe', data: TOAST }, unsafeName),
      422,
      /points outside the archive/,
    );
  });

  it('a file over 50 MB', async () => {
    await expectRefused(Buffer.alloc(50 * MB + 1, 0x20), 413, /larger than 50 MB/);
  });

  it('JSON nested 10,000 deep', async () => {
    await expectRefused('['.repeat(10_000) + ']'.repeat(10_000), 422, /nested/i, 'deep.json');
  });

  it('an empty file', async () => {
    await expectRefused('', 400, /empty/);
  });

  it('a file that is no export', async () => {
    await expectRefused('Dear diary, today I made soup.', 422, /We could not recognise this file/);
  });

  it('a damaged zip', async () => {
    const zip = await zipBuffer([{ name: 'Toast.paprikarecipe', data: TOAST }]);
    await expectRefused(zip.subarray(0, zip.length - 40), 422, /damaged or incomplete/);
  });

  it('a body that is not a multipart form, or has no file field', async () => {
    const cook = await signUpUser(app);
    const before = await storedRows();
    const json = await app.inject({ method: 'POST', url: '/api/import/file', headers: cook.headers, payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    const wrongField = await app.inject(await exportFileUpload(cook.headers, 'Title\nSoup', 'recipes.csv', 'dishImage'));
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toMatch(/form field "file"/);
    expect(await storedRows()).toEqual(before);
  });
});

describe('an import job meeting damage only found while reading', () => {
  async function failedJob(bytes: Buffer): Promise<ImportJob> {
    const cook = await signUpUser(app);
    const before = await storedRows();
    const response = await upload(cook, bytes);
    expect(response.statusCode, response.body).toBe(202);
    const job = await vi.waitFor(
      async () => {
        const answer = (
          await app.inject({ method: 'GET', url: `/api/import/jobs/${response.json().jobId}`, headers: cook.headers })
        ).json<ImportJob>();
        expect(answer.status).not.toBe('running');
        return answer;
      },
      { timeout: 15_000, interval: 20 },
    );
    const [dishes, images, jobs] = await storedRows();
    expect([dishes, images, jobs]).toEqual([before[0], before[1], before[2]! + 1]);
    return job;
  }

  it('fails, storing no recipe, on an entry that inflates past its declared size', async () => {
    // A good recipe first: the job must not have saved it when the bomb goes off.
    const paprika = declareSize(
      await zipBuffer([
        { name: 'Toast.paprikarecipe', data: TOAST, store: true },
        { name: 'Bomb.paprikarecipe', data: Buffer.alloc(8 * MB) },
      ]),
      100,
      8 * MB,
    );
    const job = await failedJob(paprika);
    expect(job).toMatchObject({ status: 'failed', imported: 0 });
    expect(job.failed.at(-1)).toEqual({
      name: 'export.zip',
      reason: expect.stringMatching(/larger than the file says/),
      // The refusal's own code travels too: the web has its text in each language.
      code: 'file_unreadable_detail',
      params: { detail: expect.stringMatching(/larger than the file says/), error_code: expect.stringMatching(/^[A-Z_]+$/) },
    });
  });

  it('fails on a zip inside the zip that declares more than the unpack limit', async () => {
    const inner = declareSize(await zipBuffer([{ name: 'recipe.json', data: '{}' }]), 300 * MB);
    const job = await failedJob(await zipBuffer([{ name: 'Bomb.zip', data: inner, store: true }]));
    expect(job.failed.at(-1)!.reason).toMatch(/unpacks to more than 200 MB/);
  });
});

describe('the import rate limit', () => {
  it('is counted per cook in the database, so two processes share it', async () => {
    const DATABASE_URL = await sharedDatabaseUrl();
    const one = await buildTestApp({ DATABASE_URL, IMPORT_LIMIT_PER_HOUR: '2' });
    const two = await buildTestApp({ DATABASE_URL, IMPORT_LIMIT_PER_HOUR: '2' });
    try {
      const cook = await signUpUser(one);
      const other = await signUpUser(one);
      const csv = 'Title,Ingredients\nSoup,1 l stock\n';
      const send = async (server: typeof one, user: TestUser) =>
        (await server.inject(await exportFileUpload(user.headers, csv, 'a.csv'))).statusCode;
      expect(await send(one, cook)).toBe(202);
      expect(await send(two, cook)).toBe(202);
      expect(await send(one, cook)).toBe(429);
      expect(await send(two, cook)).toBe(429);
      expect(await send(two, other)).toBe(202);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
