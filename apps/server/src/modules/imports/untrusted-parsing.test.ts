import { describe, expect, it, vi } from 'vitest';
import { importJobSchema } from '@hearth/shared/imports';
import { zipBuffer } from '../../../test/export-fixtures.js';
import { exportFileUpload } from '../../../test/multipart-upload.js';
import { buildTestApp, buildTestAppForFile, signUpUser } from '../../../test/test-app.js';
import { sharedDatabaseUrl } from '../../../test/test-database.js';

/** The review's slowest input: ingredient lines of a thousand "⅓" each. */
const THIRDS = '⅓'.repeat(1_000);

const app = await buildTestAppForFile({ IMPORT_LIMIT_PER_HOUR: '1000', RECIPE_IMPORT_LIMIT_PER_HOUR: '1000' });

async function finishedJob(headers: Record<string, string>, jobId: number) {
  return vi.waitFor(
    async () => {
      const job = importJobSchema.parse((await app.inject({ method: 'GET', url: `/api/import/jobs/${jobId}`, headers })).json());
      expect(job.status).not.toBe('running');
      return job;
    },
    { timeout: 15_000, interval: 20 },
  );
}

describe('untrusted content is parsed on the parse pool, never in the request', () => {
  it('reads ingredient lines, pasted text and pages on a pool thread', async () => {
    const cook = await signUpUser(app);
    const cases = [
      { url: '/api/ingredients/parse', payload: { lines: [...Array(8).fill(THIRDS), '2 cups flour'] } },
      {
        url: '/api/import/text',
        payload: { text: `Thirds\n\nIngredients\n${Array(6).fill(THIRDS).join('\n')}\n2 cups flour\n\nMethod\nMix.` },
      },
      {
        url: '/api/import/html',
        payload: {
          html: `<script type="application/ld+json">${JSON.stringify({
            '@type': 'Recipe',
            name: 'Thirds',
            recipeIngredient: [...Array(30).fill(THIRDS), '2 cups flour'],
            recipeInstructions: 'Mix.',
          })}</script>`,
        },
      },
    ];
    for (const { url, payload } of cases) {
      const before = app.parsing.completed().requests;
      const response = await app.inject({ method: 'POST', url, headers: cook.headers, payload });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(response.body).toContain('flour');
      expect({ url, tasks: app.parsing.completed().requests - before }).toEqual({ url, tasks: 1 });
    }
  });

  it('reads an export file on a thread of the files pool, its ingredient lines cut to the dish limit', async () => {
    const cook = await signUpUser(app);
    const lines = Array.from({ length: 16 }, () => THIRDS);
    const text = `Title: Thirds\nIngredients:\n${lines.join('\n')}\n2 cups flour\nInstructions:\nMix.\n`;
    const before = app.parsing.completed().files;
    const response = await app.inject(await exportFileUpload(cook.headers, text, 'thirds.txt'));
    expect(response.statusCode, response.body).toBe(202);
    const job = await finishedJob(cook.headers, response.json<{ jobId: number }>().jobId);
    expect(job).toMatchObject({ status: 'done', imported: 1 });
    // The upload's recognising reading and the job's storing reading.
    await vi.waitFor(() => expect(app.parsing.completed().files - before).toBe(2));
  });
});

describe('a Mealie backup whose database.json is large in a small zip', () => {
  it('is read on a thread of the files pool, and its job ends', async () => {
    const cook = await signUpUser(app);
    // The review's shape, smaller: a big database.json of rows to hold at once, in a small zip.
    const databaseJson = `{"recipes":[${'{"a":[]},'.repeat(300_000)}{}],"recipes_ingredients":[],"recipe_instructions":[]}`;
    const zip = await zipBuffer([{ name: 'database.json', data: databaseJson }]);
    expect(zip.length).toBeLessThan(64 * 1024);
    const before = app.parsing.completed().files;
    const upload = await app.inject(await exportFileUpload(cook.headers, zip, 'mealie-backup.zip'));
    expect(upload.statusCode, upload.body).toBe(202);
    const job = await finishedJob(cook.headers, upload.json<{ jobId: number }>().jobId);
    expect(job.status).not.toBe('running');
    await vi.waitFor(() => expect(app.parsing.completed().files - before).toBeGreaterThanOrEqual(1));
  });
});

describe('POST /api/ingredients/parse', () => {
  it('is counted against the recipe import limit per cook, across processes', async () => {
    const DATABASE_URL = await sharedDatabaseUrl();
    const env = { DATABASE_URL, RECIPE_IMPORT_LIMIT_PER_HOUR: '2' };
    const one = await buildTestApp(env);
    const two = await buildTestApp(env);
    try {
      const cook = await signUpUser(one);
      const parse = (server: typeof one) =>
        server.inject({ method: 'POST', url: '/api/ingredients/parse', headers: cook.headers, payload: { lines: ['2 cups flour'] } });
      expect((await parse(one)).statusCode).toBe(200);
      expect((await parse(two)).statusCode).toBe(200);
      const refused = await parse(one);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect((await parse(two)).statusCode).toBe(429);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
