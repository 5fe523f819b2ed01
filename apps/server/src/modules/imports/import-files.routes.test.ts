import { describe, expect, it, vi } from 'vitest';
import { STORED_IMAGE_PATH } from '@hearth/shared/dish-rules';
import type { DishSummary } from '@hearth/shared/dishes';
import { type ImportJob, importJobSchema } from '@hearth/shared/imports';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPaprikaExport, zipBuffer } from '../../../test/export-fixtures.js';
import { exportSamples } from '../../../test/export-samples.js';
import { exportFileUpload } from '../../../test/multipart-upload.js';
import { buildTestApp, buildTestAppForFile, countRows, signUpUser, type TestUser } from '../../../test/test-app.js';
import { sharedDatabaseUrl } from '../../../test/test-database.js';

const app = await buildTestAppForFile({ IMPORT_LIMIT_PER_HOUR: '1000' });
const samples = await exportSamples();

async function upload(user: TestUser, bytes: Buffer | string, fileName = 'export.zip') {
  return app.inject(await exportFileUpload(user.headers, bytes, fileName));
}

async function jobOf(user: TestUser, jobId: number) {
  return app.inject({ method: 'GET', url: `/api/import/jobs/${jobId}`, headers: user.headers });
}

/** Polls the job as the import screen does, until it has ended. */
async function finishedJob(user: TestUser, jobId: number): Promise<ImportJob> {
  return vi.waitFor(
    async () => {
      const response = await jobOf(user, jobId);
      expect(response.statusCode).toBe(200);
      const job = importJobSchema.parse(response.json());
      expect(job.status).not.toBe('running');
      return job;
    },
    { timeout: 15_000, interval: 20 },
  );
}

async function importFile(user: TestUser, bytes: Buffer | string, fileName?: string): Promise<ImportJob> {
  const response = await upload(user, bytes, fileName);
  expect(response.statusCode, response.body).toBe(202);
  return finishedJob(user, response.json<{ jobId: number }>().jobId);
}

async function dishesOf(user: TestUser): Promise<DishSummary[]> {
  return (await app.inject({ method: 'GET', url: '/api/dishes', headers: user.headers })).json();
}

describe('POST /api/import/file', () => {
  it.each(samples.map((sample) => [sample.format, sample] as const))('imports a %s file with its photos', async (_format, sample) => {
    const cook = await signUpUser(app);
    const imagesBefore = await countRows(app, 'images');
    const job = await importFile(cook, sample.bytes, sample.fileName);
    expect(job).toEqual({
      status: 'done',
      total: sample.dishNames.length,
      done: sample.dishNames.length,
      imported: sample.dishNames.length,
      skipped: 0,
      failed: [],
    });
    const dishes = await dishesOf(cook);
    expect(dishes.map((dish) => dish.dishName).sort()).toEqual([...sample.dishNames].sort());
    expect(dishes.filter((dish) => STORED_IMAGE_PATH.test(dish.imageUrl))).toHaveLength(sample.photos);
    expect(await countRows(app, 'images')).toBe(imagesBefore + sample.photos);
  });

  it('skips recipes the library already has when the same file comes again', async () => {
    const cook = await signUpUser(app);
    const paprika = samples.find((sample) => sample.format === 'paprika')!;
    await importFile(cook, paprika.bytes);
    const again = await importFile(cook, paprika.bytes);
    expect(again).toMatchObject({ status: 'done', total: 2, done: 2, imported: 0, skipped: 2, failed: [] });
    expect(await dishesOf(cook)).toHaveLength(2);
  });

  it('counts a recipe as a duplicate by its source address or by its name and ingredients', async () => {
    const cook = await signUpUser(app);
    const post = (payload: object) => app.inject({ method: 'POST', url: '/api/dishes', headers: cook.headers, payload });
    // Same address as the Paprika Shakshuka, another name: the same recipe saved before.
    await post({ dishName: 'My Shakshuka', sourceUrl: 'https://paprika.example/shakshuka' });
    // Same name as the Flatbread, other ingredients: a different recipe.
    await post({ dishName: 'Flatbread', ingredients: [{ item: 'spelt flour', quantity: 300, unit: 'g' }] });
    const job = await importFile(cook, samples.find((sample) => sample.format === 'paprika')!.bytes);
    expect(job).toMatchObject({ imported: 1, skipped: 1 });
  });

  it('lists the recipes it could not read, with the reason, and imports the rest', async () => {
    const cook = await signUpUser(app);
    const csv = 'Title,Ingredients,Directions\n"Soup","1 l stock",Heat.\n"","2 eggs",Fry.\n';
    const job = await importFile(cook, csv, 'recipes.csv');
    expect(job.status).toBe('done');
    expect(job).toMatchObject({ total: 2, done: 2, imported: 1, skipped: 0 });
    expect(job.failed).toHaveLength(1);
    expect(job.failed[0]!.reason).toMatch(/\w/);
  });

  it('fails a file in a known layout that holds no recipe, saying so', async () => {
    const cook = await signUpUser(app);
    const pagesWithoutRecipes = await zipBuffer([
      { name: 'index.html', data: '<html><body><h1>My Recipes</h1><p>Nothing here yet.</p></body></html>' },
      { name: 'about.html', data: '<html><body><h1>About</h1></body></html>' },
    ]);
    const job = await importFile(cook, pagesWithoutRecipes, 'site.zip');
    expect(job).toEqual({
      status: 'failed',
      total: 0,
      done: 0,
      imported: 0,
      skipped: 0,
      failed: [
        {
          name: 'site.zip',
          reason:
            "No recipe could be read from this file (read as Web pages with schema.org recipes, such as Paprika's HTML export (.html, or a .zip of them)). It should hold web pages with schema.org Recipe markup.",
          // The same as a code, for the web to say in the cook's language.
          code: 'nothing_read',
          params: {
            format_name: "Web pages with schema.org recipes, such as Paprika's HTML export (.html, or a .zip of them)",
            expects: 'web pages with schema.org Recipe markup',
            first_reason: '',
          },
        },
      ],
    });
  });

  it('fails a file whose every recipe fails, saying why and what it expected, and adds nothing', async () => {
    const cook = await signUpUser(app);
    const mealieWithoutRecipes = await zipBuffer([
      { name: 'recipes/soup/soup.json', data: JSON.stringify({ id: 'a', comment: 'not a recipe' }) },
      { name: 'recipes/bread/bread.json', data: JSON.stringify({ id: 'b' }) },
    ]);
    const job = await importFile(cook, mealieWithoutRecipes, 'mealie_2021.zip');
    expect(job).toMatchObject({ status: 'failed', total: 2, done: 2, imported: 0, skipped: 0 });
    expect(job.failed[0]).toEqual({
      name: 'mealie_2021.zip',
      reason:
        'No recipe could be read from this file (read as Mealie recipe export (.zip)). It should hold a folder per recipe, recipes/<name>/<name>.json, each a Mealie recipe with a name and a slug. The first entry said: This entry is not a Mealie recipe: it has no name, ingredients or steps.',
      code: 'nothing_read',
      params: expect.objectContaining({
        format_name: 'Mealie recipe export (.zip)',
        first_reason: 'This entry is not a Mealie recipe: it has no name, ingredients or steps.',
      }),
    });
    expect(job.failed).toHaveLength(3);
    // Each recipe's reason also comes as a code, for the web to say in the cook's language.
    expect(job.failed.slice(1)).toEqual([
      expect.objectContaining({ reason: expect.stringMatching(/not a Mealie recipe/), code: 'not_a_mealie_recipe', params: {} }),
      expect.objectContaining({ reason: expect.stringMatching(/not a Mealie recipe/), code: 'not_a_mealie_recipe', params: {} }),
    ]);
    expect((await app.inject({ method: 'GET', url: '/api/dishes', headers: cook.headers })).json()).toEqual([]);
  });

  it('answers 401 to an anonymous upload without reading it', async () => {
    const response = await app.inject({ ...(await exportFileUpload({}, samples[0]!.bytes)) });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/import/jobs/:id', () => {
  it("answers 404 for another cook's job, as for a missing one", async () => {
    const owner = await signUpUser(app);
    const other = await signUpUser(app);
    const response = await upload(owner, samples[0]!.bytes);
    const { jobId } = response.json<{ jobId: number }>();
    await finishedJob(owner, jobId);
    const foreign = await jobOf(other, jobId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: 'IMPORT_JOB_NOT_FOUND', message: 'Import job not found' });
    expect((await jobOf(owner, jobId + 1000)).statusCode).toBe(404);
  });

  it('answers 400 for an id that is not one', async () => {
    const cook = await signUpUser(app);
    const response = await app.inject({ method: 'GET', url: '/api/import/jobs/abc', headers: cook.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid import job ID: abc');
  });

  it('answers a job whose process died as failed, with the reason, instead of running for ever', async () => {
    const cook = await signUpUser(app);
    // What a process killed mid-import leaves behind: a running job nobody beats for any more.
    const longAgo = new Date(Date.now() - 10 * 60 * 1000).toISOString();
    const { id } = await app.db
      .insertInto('import_jobs')
      .values({
        owner_id: cook.id,
        file_name: 'big.paprikarecipes',
        format: 'paprika',
        status: 'running',
        total: 2000,
        done: 400,
        imported: 400,
        skipped: 0,
        failures: '[]',
        heartbeat_at: longAgo,
        created_at: longAgo,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const job = (await jobOf(cook, id)).json<ImportJob>();
    expect(job).toMatchObject({ status: 'failed', total: 2000, done: 400, imported: 400 });
    expect(job.failed).toEqual([
      { name: 'big.paprikarecipes', reason: expect.stringMatching(/restarted.*Import the file again/), code: 'import_stopped', params: {} },
    ]);
  });
});

describe('import jobs across processes', () => {
  it('answers a job from any process, and a process that shuts down fails its jobs instead of leaving them running', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'hearth-jobs-'));
    const DATABASE_URL = await sharedDatabaseUrl();
    const one = await buildTestApp({ DATABASE_URL });
    const two = await buildTestApp({ DATABASE_URL });
    try {
      const cook = await signUpUser(one);
      await buildPaprikaExport(2000, join(folder, 'big.paprikarecipes'));
      const upload = await one.inject(
        await exportFileUpload(cook.headers, await readFile(join(folder, 'big.paprikarecipes')), 'big.paprikarecipes'),
      );
      expect(upload.statusCode).toBe(202);
      const url = `/api/import/jobs/${upload.json().jobId}`;
      expect((await two.inject({ method: 'GET', url, headers: cook.headers })).json().status).toBe('running');

      await one.close();
      const job = (await two.inject({ method: 'GET', url, headers: cook.headers })).json<ImportJob>();
      expect(job.status).toBe('failed');
      expect(job.done).toBeLessThan(2000);
      expect(job.failed.at(-1)).toEqual({
        name: 'big.paprikarecipes',
        reason: expect.stringMatching(/server restarted/),
        code: 'import_stopped',
        params: {},
      });
    } finally {
      await one.close();
      await two.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});
