import { describe, expect, it } from 'vitest';
import { buildTestAppForFile } from '../test/test-app.js';

const app = await buildTestAppForFile();

describe('unknown API routes', () => {
  it.each(['GET', 'POST', 'DELETE'] as const)('answers %s with a JSON 404 naming the route', async (method) => {
    const response = await app.inject({ method, url: '/api/no-such-route' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'ROUTE_NOT_FOUND', message: `No route for ${method} /api/no-such-route` });
  });
});

describe('GET /api/docs', () => {
  it('serves the OpenAPI description of the API', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().paths).toHaveProperty('/api/health');
  });
});
