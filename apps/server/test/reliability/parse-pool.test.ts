import { afterAll, describe, expect, it, vi } from 'vitest';
import { JsonClient } from '../http-json.js';
import { signUpOverHttp } from '../http-session.js';
import { twoProcessesForSuite } from './two-processes.js';

/**
 * The parse pool from the built server (dist), as `npm start` runs it with two workers per
 * server and two servers on one database: ingredient lines, pasted text and an export file are
 * read on pool threads, the slowest lines of the outside review among them, and an import
 * started through one server is followed through the other.
 */
describe.each(['sqlite', 'postgres'] as const)('the parse pool in the built server, two processes of two workers on %s', (kind) => {
  const servers = twoProcessesForSuite(kind, 'hearth_parse_pool', { WEB_CONCURRENCY: '2' });
  const clients: JsonClient[] = [];
  afterAll(() => {
    for (const client of clients) client.close();
  });

  it('reads lines, text and files on its threads and answers as before', async () => {
    const session = await signUpOverHttp(servers.a.url, {
      email: `parse-${kind}@example.com`,
      password: 'parse-password',
      username: 'Parser',
    });
    const [a, b] = [servers.a, servers.b].map((server) => {
      const client = new JsonClient(server.url, { origin: server.url, cookie: session.cookie });
      clients.push(client);
      return client;
    });

    // As many lines of a thousand thirds as the JSON body limit lets through.
    const lines = [...Array(300).fill('⅓'.repeat(1_000)), '2 cups flour'];
    const parsed = await a!.send({ method: 'POST', path: '/api/ingredients/parse', body: { lines } });
    expect(parsed.status).toBe(200);
    expect(parsed.body).toEqual([{ item: 'flour', quantity: 2, unit: 'cup', optional: false }]);

    const text = await b!.send({
      method: 'POST',
      path: '/api/import/text',
      body: { text: 'Soup\n\nIngredients\n1 l stock\n\nMethod\nHeat.' },
    });
    expect(text.status).toBe(200);
    expect(text.body).toMatchObject({ dish: { dishName: 'Soup' } });

    const form = new FormData();
    form.append('file', new Blob(['Title: Bread\nIngredients:\n500 g flour\nInstructions:\nBake.\n']), 'bread.txt');
    const upload = await fetch(`${servers.a.url}/api/import/file`, {
      method: 'POST',
      headers: { cookie: session.cookie, origin: servers.a.url },
      body: form,
    });
    expect(upload.status).toBe(202);
    const { jobId } = (await upload.json()) as { jobId: number };
    await vi.waitFor(
      async () => {
        const job = await b!.send({ path: `/api/import/jobs/${jobId}` });
        expect(job.body).toMatchObject({ status: 'done', imported: 1 });
      },
      { timeout: 30_000, interval: 100 },
    );
  });
});
