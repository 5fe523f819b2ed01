import { fileURLToPath } from 'node:url';
import stylelint from 'stylelint';
import { describe, expect, it } from 'vitest';

const configFile = fileURLToPath(new URL('../../stylelint.config.mjs', import.meta.url));

/** The repository's own CSS rules (stylelint.config.mjs) on a stylesheet, as `npm run lint` and `npm run css:logical` run them. */
async function lint(code: string, fix = false) {
  const result = await stylelint.lint({ code, configFile, fix });
  return {
    warnings: result.results[0]!.warnings.map((warning) => `${warning.line}: ${warning.rule}`).sort(),
    code: result.code ?? code,
  };
}

describe('logical properties in stylesheets', () => {
  it('refuses left and right, in longhands and in shorthands that differ on the two sides', async () => {
    const { warnings } = await lint(
      [
        '.a { margin-left: 1rem; }',
        '.b { padding: 0 1rem 0 2rem; }',
        '.c { text-align: right; }',
        '.d { right: 0; }',
        '.e { border-radius: 4px 0 0 4px; }',
        '.f { border-left: 1px solid; }',
      ].join('\n'),
    );
    expect(warnings).toEqual([
      '1: csstools/use-logical',
      '2: hearth/logical-shorthands',
      '3: csstools/use-logical',
      '4: csstools/use-logical',
      '5: hearth/logical-shorthands',
      '6: csstools/use-logical',
    ]);
  });

  it('accepts what reads the same both ways: logical properties, top and bottom, sizes, symmetric shorthands', async () => {
    const { warnings } = await lint(
      [
        '.a { margin-inline-start: 1rem; padding-inline: 0 2rem; inset-inline-end: 0; text-align: start; }',
        '.b { margin: 0 auto; padding: 1rem 2rem 3rem; top: 0; margin-bottom: 1rem; width: 10rem; min-height: 2rem; }',
        '.c { border-radius: 4px; border-top: 1px solid; }',
      ].join('\n'),
    );
    expect(warnings).toEqual([]);
  });

  it('converts with --fix, and what it writes passes', async () => {
    const { code } = await lint(
      '.a { padding: 0 1rem 0 2rem; margin-left: auto; border-right-color: red; border-radius: 9px 0 0 9px; float: left; }',
      true,
    );
    expect(code).toBe(
      '.a { padding-block: 0; padding-inline: 2rem 1rem; margin-inline-start: auto; border-inline-end-color: red; border-start-start-radius: 9px; border-start-end-radius: 0; border-end-end-radius: 0; border-end-start-radius: 9px; float: inline-start; }',
    );
    expect((await lint(code)).warnings).toEqual([]);
  });
});
