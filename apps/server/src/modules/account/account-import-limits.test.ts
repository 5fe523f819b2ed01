import { describe, expect, it } from 'vitest';
import { buildTestAppForFile, countRows, signUpUser, type TestUser } from '../../../test/test-app.js';

/** A large import must not stall everyone else, and nobody may import without end (docs/design.md#reliability-and-security). */
const app = await buildTestAppForFile({ IMPORT_LIMIT_PER_HOUR: '2' });

function exportFile(dishCount: number, name = 'Dish') {
  const dishes = Array.from({ length: dishCount }, (_, index) => ({ id: index + 1, dishName: `${name} ${index + 1}`, tags: ['Imported'] }));
  return { format: 'the-hearth-export', version: 1, exportedAt: '2026-11-21T00:00:00.000Z', dishes, meals: [] };
}

function importFile(user: TestUser, file: object) {
  return app.inject({ method: 'POST', url: '/api/account/import', headers: user.headers, payload: file });
}

describe('POST /api/account/import', () => {
  it('allows IMPORT_LIMIT_PER_HOUR files an hour per person, then answers 429 and stores nothing', async () => {
    const cook = await signUpUser(app);
    expect((await importFile(cook, exportFile(1, 'First'))).statusCode).toBe(200);
    expect((await importFile(cook, exportFile(1, 'Second'))).statusCode).toBe(200);
    const before = await countRows(app, 'dishes');
    const refused = await importFile(cook, exportFile(1, 'Third'));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(await countRows(app, 'dishes')).toBe(before);
    // Someone else is not held back by this person's imports.
    expect((await importFile(await signUpUser(app), exportFile(1))).statusCode).toBe(200);
  });

  it("answers another person's reads while a large file is still being written", async () => {
    const importer = await signUpUser(app);
    const neighbour = await signUpUser(app);
    const finished: string[] = [];
    const before = await countRows(app, 'dishes');
    const bigImport = importFile(importer, exportFile(1500, 'Bulk')).then((response) => {
      finished.push('import');
      return response;
    });
    // Sent once the import has begun writing its first rows.
    while ((await countRows(app, 'dishes')) === before) await new Promise((resolve) => setImmediate(resolve));
    const read = await app.inject({ method: 'GET', url: '/api/dishes', headers: neighbour.headers });
    finished.push('read');
    expect(read.statusCode).toBe(200);
    expect((await bigImport).json().dishes).toEqual({ added: 1500, skipped: 0 });
    expect(finished).toEqual(['read', 'import']);
  });
});
