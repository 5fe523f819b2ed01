import { afterEach, describe, expect, it, vi } from 'vitest';
import { getMealDays } from './get-meal-days';

afterEach(() => vi.unstubAllGlobals());

describe('getMealDays', () => {
  it('reads a long history to its end, following each Link to the next page', async () => {
    const pages: Record<string, { body: unknown; link?: string }> = {
      '/api/meals/days': {
        body: { first: '2020-01-01', last: '2020-01-03', days: [{ date: '2020-01-01', count: 1 }] },
        link: '</api/meals/days?after=2020-01-01>; rel="next"',
      },
      '/api/meals/days?after=2020-01-01': {
        body: { first: '2020-01-01', last: '2020-01-03', days: [{ date: '2020-01-02', count: 2 }] },
        link: '</api/meals/days?after=2020-01-02>; rel="next"',
      },
      '/api/meals/days?after=2020-01-02': {
        body: { first: '2020-01-01', last: '2020-01-03', days: [{ date: '2020-01-03', count: 1 }] },
      },
    };
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const page = pages[String(input)];
      if (!page) return new Response('{}', { status: 404 });
      return new Response(JSON.stringify(page.body), {
        headers: { 'content-type': 'application/json', ...(page.link ? { link: page.link } : {}) },
      });
    });
    vi.stubGlobal('fetch', fetchMock);

    expect(await getMealDays()).toEqual({
      first: '2020-01-01',
      last: '2020-01-03',
      days: [
        { date: '2020-01-01', count: 1 },
        { date: '2020-01-02', count: 2 },
        { date: '2020-01-03', count: 1 },
      ],
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
