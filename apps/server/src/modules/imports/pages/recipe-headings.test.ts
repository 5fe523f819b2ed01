import { describe, expect, it } from 'vitest';
import { isIngredientsHeading, isMethodHeading } from './recipe-headings.js';

describe('recipe page headings', () => {
  it.each(['Ingredients', '## Method', '🧅 Zutaten **'])('reads "%s" as a heading', (text) => {
    expect(isIngredientsHeading(text) || isMethodHeading(text)).toBe(true);
  });

  it('reads a line of 200,000 stars after a heading word in one go, as no heading', () => {
    const line = `Ingredients ${'*'.repeat(200_000)} x`;
    expect(isIngredientsHeading(line)).toBe(false);
    expect(isMethodHeading(line)).toBe(false);
  });
});
