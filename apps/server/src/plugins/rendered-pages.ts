import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import type { Locale } from '@hearth/shared/locales';
import { recipientLocale } from '../i18n/messages.js';
import { inlineBlockSources, WEB_DIST } from './web-dist.js';

/** The web app's server renderer (apps/web/src/entry-server.tsx), built beside the app by `npm run build`. */
const RENDERER = fileURLToPath(new URL('../../../web/dist-ssr/entry-server.js', import.meta.url));

type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

interface RenderedPage {
  root: string;
  stateScript: string;
  htmlAttributes: { lang: string; dir: 'ltr' | 'rtl' };
}

/** What entry-server.tsx exports (the web package's types are not the server's to import). */
interface PageRenderer {
  renderPage(page: { url: string; locale: Locale; api: ApiTransport; timeZone: string | null }): Promise<RenderedPage | null>;
}

/** The browser's time zone as the app keeps it for us (apps/web/src/lib/time-zone-cookie.ts), if it is one. */
export function visitorTimeZone(cookieHeader: string | undefined): string | null {
  const raw = /(?:^|;\s*)hearth-tz=([^;]{1,100})/.exec(cookieHeader ?? '')?.[1];
  if (!raw) return null;
  try {
    const timeZone = decodeURIComponent(raw);
    // Throws a RangeError for a name that is not a time zone.
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return null;
  }
}

/**
 * index.html's static shell, between these markers, is what a rendered screen replaces; with the
 * blanks around it, which the app's own markup does not have (a text node there is a mismatch).
 */
const SHELL = /\s*<!--hearth:shell-->[\s\S]*<!--\/hearth:shell-->\s*/;

/** Per screen, as the web build lists them (apps/web/build/first-paint.ts): its address pattern, scripts and stylesheets. */
type ScreenFiles = Array<[pattern: string, scripts: string[], styles: string[]]>;

/** The stylesheets of the screen at `path` beyond the page's own, which its markup needs to paint styled. */
export function screenStyles(screens: ScreenFiles, path: string): string[] {
  return screens.find(([pattern]) => new RegExp(pattern).test(path))?.[2] ?? [];
}

/** A stylesheet of the build, as the page carries it inline. */
export interface InlineStyle {
  href: string;
  css: string;
}

/**
 * Puts a rendered screen into the built page in place of the static shell, in its language, with
 * its stylesheets inline (the app would otherwise add them only once its code runs, and as files
 * they would hold the first paint back by a round trip). Each keeps a disabled link, never
 * fetched, which tells the app's loader it is in the page already.
 */
export function pageWith(template: string, page: RenderedPage, styles: InlineStyle[]): string {
  const { lang, dir } = page.htmlAttributes;
  const inline = styles.map(({ href, css }) => `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`).join('');
  return (
    template
      // data-rendered: public/theme-boot.js leaves this page's language as the server wrote it.
      .replace(/<html lang="[^"]*"/, `<html lang="${lang}" dir="${dir}" data-rendered`)
      .replace('</head>', () => `${inline}</head>`)
      // Inert until the app has taken it over (main.tsx): pressed before, a button would do nothing.
      .replace('<div id="root">', '<div id="root" inert>')
      .replace(SHELL, () => page.root)
      .replace('</body>', () => `${page.stateScript}</body>`)
  );
}

/** The policy for a rendered page: the built page's, allowing the inline styles this page carries by their hash. */
export function policyFor(builtPolicy: string, page: string): string {
  const styles = inlineBlockSources(page).styles;
  return builtPolicy.replace(/style-src [^;]*/, `style-src 'self' ${[...new Set(styles)].join(' ')}`);
}

/**
 * The API as this visitor's browser would reach it, for the app's requests while its screen
 * renders: the same routes, with their cookies, language and address. Reads only.
 */
function visitorsApi(app: FastifyInstance, request: FastifyRequest): ApiTransport {
  return async (url, init) => {
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET') throw new Error(`A page render asked to ${method} ${url}`);
    const answer = await app.inject({
      method: method as HTTPMethods,
      url,
      remoteAddress: request.ip,
      headers: {
        ...(init.headers as Record<string, string>),
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        ...(request.headers['accept-language'] ? { 'accept-language': request.headers['accept-language'] } : {}),
        ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
      },
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const each of Array.isArray(value) ? value : [value]) if (each !== undefined) headers.append(name, String(each));
    }
    const bodiless = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(bodiless ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
}

export interface RenderedPages {
  /** The page for this request with its screen rendered in, or null when the static shell serves it. */
  render(request: FastifyRequest): Promise<string | null>;
}

/** Each stylesheet a screen's first view needs, read once from the build. */
function readScreenStyles(screens: ScreenFiles): Map<string, string> {
  const styles = new Map<string, string>();
  for (const href of screens.flatMap(([, , screenStyles]) => screenStyles)) {
    if (!styles.has(href)) styles.set(href, readFileSync(`${WEB_DIST}${href}`, 'utf8'));
  }
  return styles;
}

/** The renderer, or null when the app was built without it (API-only tests): every page is then the static shell. */
export async function loadRenderedPages(app: FastifyInstance): Promise<RenderedPages | null> {
  if (!existsSync(RENDERER)) return null;
  const renderer = (await import(pathToFileURL(RENDERER).href)) as PageRenderer;
  const template = readFileSync(`${WEB_DIST}/index.html`, 'utf8');
  const screens = JSON.parse(readFileSync(`${WEB_DIST}/.vite/first-screens.json`, 'utf8')) as ScreenFiles;
  if (!SHELL.test(template)) throw new Error('apps/web/index.html has lost its <!--hearth:shell--> markers');
  const css = readScreenStyles(screens);
  return {
    async render(request) {
      const url = `${request.protocol}://${request.host}${request.url}`;
      const locale = recipientLocale(null, request.headers['accept-language']);
      try {
        const timeZone = visitorTimeZone(request.headers.cookie);
        const page = await renderer.renderPage({ url, locale, api: visitorsApi(app, request), timeZone });
        if (!page) return null;
        const styles = screenStyles(screens, request.url.split('?')[0] ?? '').map((href) => ({ href, css: css.get(href) ?? '' }));
        return pageWith(template, page, styles);
      } catch (error) {
        // The static shell still brings the screen, drawn in the browser as before.
        request.log.error({ err: error }, 'rendering a page failed');
        return null;
      }
    },
  };
}
