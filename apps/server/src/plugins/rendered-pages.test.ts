import { describe, expect, it } from 'vitest';
import { pageWith, policyFor, screenStyles, visitorTimeZone } from './rendered-pages.js';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head><title>The Hearth</title></head>
  <body>
    <div id="root">
      <!--hearth:shell-->
      <div class="boot-shell"></div>
      <!--/hearth:shell-->
    </div>
    <script src="/assets/index.js"></script>
  </body>
</html>`;

describe('a rendered page', () => {
  const page = pageWith(
    TEMPLATE,
    {
      root: '<main><h1>Anmelden $&</h1></main>',
      stateScript: '<script type="application/json" id="s">{}</script>',
      htmlAttributes: { lang: 'de', dir: 'ltr' },
    },
    [{ href: '/assets/auth.css', css: '.card{color:red}' }],
  );

  it('replaces the static shell with the screen, with no text around it, and sends it inert', () => {
    expect(page).toContain('<div id="root" inert><main><h1>Anmelden $&</h1></main></div>');
    expect(page).not.toContain('boot-shell');
  });

  it('names its language, carries its stylesheets inline and its state', () => {
    expect(page).toContain('<html lang="de" dir="ltr" data-rendered>');
    // The disabled link is never fetched; it tells the app's loader the stylesheet is in the page.
    expect(page).toContain('<style>.card{color:red}</style><link rel="stylesheet" href="/assets/auth.css" disabled></head>');
    expect(page).toContain('<script type="application/json" id="s">{}</script></body>');
  });

  it('is allowed its inline stylesheets by their hash, and nothing else changes in the policy', () => {
    const built = "default-src 'self';script-src 'self' 'sha256-boot=';style-src 'self' 'sha256-entry=';object-src 'none'";
    const policy = policyFor(built, page);
    expect(policy).toBe(
      "default-src 'self';script-src 'self' 'sha256-boot=';style-src 'self' 'sha256-Sy2p+O3JLGLZ+BsQZ3PzMgs4gKLDnLv/LcVlMzHN1rE=';object-src 'none'",
    );
  });

  it("finds a screen's stylesheets by its address", () => {
    const screens: Array<[string, string[], string[]]> = [
      ['^/login/?$', ['/assets/login.js'], ['/assets/auth.css']],
      ['^/dishes/\\d+/?$', [], ['/assets/dish.css']],
    ];
    expect(screenStyles(screens, '/dishes/12')).toEqual(['/assets/dish.css']);
    expect(screenStyles(screens, '/settings')).toEqual([]);
  });
});

describe("the visitor's time zone", () => {
  it.each([
    ['hearth-tz=Europe%2FBerlin', 'Europe/Berlin'],
    ['a=1; hearth-tz=America%2FArgentina%2FBuenos_Aires; b=2', 'America/Argentina/Buenos_Aires'],
    ['hearth-tz=UTC', 'UTC'],
  ])('is read from %s', (cookie, timeZone) => {
    expect(visitorTimeZone(cookie)).toBe(timeZone);
  });

  it.each([undefined, '', 'hearth-tz=Mars%2FOlympus', 'hearth-tz=%E0%A4%A', 'other-hearth-tz=UTC', `hearth-tz=${'A'.repeat(200)}`])(
    'is none for %j',
    (cookie) => {
      expect(visitorTimeZone(cookie)).toBeNull();
    },
  );
});
