import { describe, expect, it } from 'vitest';
import { type PageToRender, renderPage } from './entry-server';
import { FIRST_VIEW_CARDS } from './features/dishes/library/dish-grid';

/**
 * The renderer alone, as the server calls it, with the API answered here. (The server's own
 * routes answer it in e2e/server-rendering.spec.ts and apps/server/test/reliability.)
 */
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const SIGN_IN_OPTIONS = { password: true, google: false, sso: null, signUp: 'open' };
const COOK = {
  session: { id: 's1', expiresAt: '2027-01-01T00:00:00.000Z' },
  user: { id: 'u1', email: 'ana@example.com', name: 'Ana', username: 'Ana', emailVerified: true, language: 'fr' },
};

function page(url: string, answers: Record<string, () => Promise<Response>>, timeZone: string | null = 'Europe/Paris'): PageToRender {
  return {
    url: `http://127.0.0.1${url}`,
    locale: 'en',
    timeZone,
    api: (requested) => {
      const path = requested.split('?')[0] ?? '';
      const answer = answers[path];
      return answer ? answer() : Promise.resolve(json({ code: 'NOT_FOUND', message: 'Not found' }, 404));
    },
  };
}

describe('rendering a page on the server', () => {
  it('renders the sign-in screen for a visitor signed out, with the state the browser takes over', async () => {
    const rendered = await renderPage(
      page('/login', {
        '/api/auth/get-session': () => Promise.resolve(json(null)),
        '/api/sign-in-options': () => Promise.resolve(json(SIGN_IN_OPTIONS)),
      }),
    );
    expect(rendered?.root).toContain('<h1 id="auth-title">Sign In</h1>');
    expect(rendered?.htmlAttributes).toEqual({ lang: 'en', dir: 'ltr' });
    expect(rendered?.stateScript).toContain('"signUp":"open"');
  });

  it('leaves a signed-out screen to the browser for someone signed in, and a dish to it for someone signed out', async () => {
    const signedIn = { '/api/auth/get-session': () => Promise.resolve(json(COOK)) };
    expect(await renderPage(page('/login', signedIn))).toBeNull();
    expect(await renderPage(page('/dishes/7', { '/api/auth/get-session': () => Promise.resolve(json(null)) }))).toBeNull();
  });

  it("leaves a dish's page to the browser when the dish failed, or before the browser said its time zone", async () => {
    const answers = { '/api/auth/get-session': () => Promise.resolve(json(COOK)) };
    expect(await renderPage(page('/dishes/7', answers))).toBeNull();
    expect(await renderPage(page('/dishes/7', answers, null))).toBeNull();
  });

  it('gives up on data that does not come, rather than holding the page', async () => {
    // The wait is bounded: a render that waited for ever would fail on the test's own timeout.
    const rendered = await renderPage(page('/login', { '/api/auth/get-session': () => new Promise<Response>(() => undefined) }));
    expect(rendered).toBeNull();
  });

  it("renders the library's first cards from a screenful of dishes, never asking for the whole library", async () => {
    const dishes = Array.from({ length: 48 }, (_, index) => ({
      id: index + 1,
      dishName: `Dish number ${index + 1}`,
      imageUrl: null,
      prepTime: 20,
      tags: ['Dinner'],
      favourite: index === 0,
      average_rating: null,
      times_cooked: 0,
      last_cooked_on: null,
    }));
    const asked: string[] = [];
    const visitor = page('/dishes', {
      '/api/auth/get-session': () => Promise.resolve(json(COOK)),
      '/api/dishes': () => Promise.resolve(json(dishes)),
      '/api/hearths': () => Promise.resolve(json([])),
    });
    const rendered = await renderPage({ ...visitor, api: (url, init) => (asked.push(url), visitor.api(url, init)) });
    expect(rendered?.root).toContain('Dish number 1<');
    expect(rendered?.root).toContain(`Dish number ${FIRST_VIEW_CARDS}<`);
    // The first view is a screenful, in columns drawn by classes (no style attribute).
    expect(rendered?.root).not.toContain(`Dish number ${FIRST_VIEW_CARDS + 1}<`);
    expect(rendered?.root).not.toMatch(/\sstyle="/);
    expect(asked.filter((url) => url.startsWith('/api/dishes'))).toEqual(['/api/dishes?limit=48']);
    // The browser takes over from the screenful; the library itself is its own to fetch and keep.
    expect(rendered?.stateScript).toContain('"queryKey":["dishes","first-page"]');
    expect(rendered?.stateScript).not.toContain('"queryKey":["dishes","list"]');
  });

  it("leaves a hearth's cookbook in the library to the browser", async () => {
    const answers = {
      '/api/auth/get-session': () => Promise.resolve(json(COOK)),
      '/api/hearths': () => Promise.resolve(json([])),
    };
    expect(await renderPage(page('/dishes?hearth=3', answers))).toBeNull();
  });

  it('renders in the account language for someone signed in', async () => {
    const rendered = await renderPage(
      page('/dashboard', {
        '/api/auth/get-session': () => Promise.resolve(json(COOK)),
        '/api/meals/days': () => Promise.resolve(json({ first: null, last: null, days: [] })),
        '/api/meals': () => Promise.resolve(json([])),
        '/api/hearths': () => Promise.resolve(json([])),
        '/api/config/services': () =>
          Promise.resolve(
            json({
              googleSignIn: { configured: false },
              email: { configured: false, confirmationRequired: false },
              instacart: { configured: false },
              photoRecognition: { configured: true, engine: 'built-in-ocr' },
            }),
          ),
      }),
    );
    expect(rendered?.htmlAttributes).toEqual({ lang: 'fr', dir: 'ltr' });
    expect(rendered?.root).toContain('<h1 id="timeline-title">');
  });
});
