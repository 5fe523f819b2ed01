import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The built web app (`npm run build`), served from `/`. */
export const WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const WEB_INDEX = `${WEB_DIST}/index.html`;

export function hasWebBuild(): boolean {
  return existsSync(WEB_INDEX);
}

export interface InlineBlockSources {
  scripts: string[];
  styles: string[];
}

const hashSource = (content: string) => `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;

/**
 * Content-Security-Policy sources for the inline <script> and <style> blocks of a page: their
 * SHA-256, so the policy allows exactly the blocks our build wrote (the first-paint shell and
 * theme, apps/web/vite.config.ts) and nothing injected.
 */
export function inlineBlockSources(html: string): InlineBlockSources {
  const contents = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => hashSource(match[1] ?? ''));
  return {
    scripts: contents(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g),
    styles: contents(/<style[^>]*>([\s\S]*?)<\/style>/g),
  };
}

/** The inline blocks of the built index.html, or none when there is no build (API-only tests). */
export function builtPageInlineSources(): InlineBlockSources {
  return hasWebBuild() ? inlineBlockSources(readFileSync(WEB_INDEX, 'utf8')) : { scripts: [], styles: [] };
}
