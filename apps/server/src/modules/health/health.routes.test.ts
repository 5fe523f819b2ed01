import { describe, expect, it } from 'vitest';
import { buildTestAppForFile } from '../../../test/test-app.js';

const app = await buildTestAppForFile();

describe('GET /api/health', () => {
  it('answers ok when the database is reachable', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /api/health/live', () => {
  it('answers ok without running a single SQL statement', async () => {
    const before = app.statementCount();
    const response = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(app.statementCount()).toBe(before);
  });
});
