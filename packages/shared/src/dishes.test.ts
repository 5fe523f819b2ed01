import { describe, expect, it } from 'vitest';
import { dishInputSchema } from './dishes.js';
import { emptyDish, parseDishId } from './dish-rules.js';

describe('dishInputSchema', () => {
  it('fills the form defaults: empty texts, null numbers, empty lists', () => {
    // Pictures have no default: a dish saved without them keeps its gallery (an older client).
    const { pictures: _pictures, stepPictures: _stepPictures, ...formDefaults } = emptyDish();
    expect(dishInputSchema.parse({ dishName: 'Soup' })).toEqual({ ...formDefaults, dishName: 'Soup' });
  });

  it('drops an id sent with a new dish', () => {
    expect(dishInputSchema.parse({ id: 5, dishName: 'Soup' })).not.toHaveProperty('id');
  });

  it('accepts a picture stored by this server and absolute http(s) links', () => {
    for (const imageUrl of ['/api/images/abc_123', 'https://example.com/a.jpg', 'http://example.com/a.jpg', '']) {
      expect(dishInputSchema.safeParse({ dishName: 'Soup', imageUrl }).success).toBe(true);
    }
  });

  it.each(['javascript:alert(1)', 'data:image/png;base64,AAAA', '/etc/passwd', '//evil.example/a.png'])('refuses %s as a link', (url) => {
    expect(dishInputSchema.safeParse({ dishName: 'Soup', imageUrl: url }).success).toBe(false);
    expect(dishInputSchema.safeParse({ dishName: 'Soup', sourceUrl: url }).success).toBe(false);
  });

  it('refuses a blank name, repeated tags and blank utensils', () => {
    expect(dishInputSchema.safeParse({ dishName: '   ' }).success).toBe(false);
    expect(dishInputSchema.safeParse({ dishName: 'Soup', tags: ['a', 'a'] }).success).toBe(false);
    expect(dishInputSchema.safeParse({ dishName: 'Soup', utensils: [' '] }).success).toBe(false);
  });

  it('takes instructions as a text or as a list of steps', () => {
    expect(dishInputSchema.parse({ dishName: 'Soup', instructions: 'Stir.' }).instructions).toBe('Stir.');
    expect(dishInputSchema.parse({ dishName: 'Soup', instructions: ['Chop.', 'Stir.'] }).instructions).toEqual(['Chop.', 'Stir.']);
  });
});

describe('parseDishId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['abc', null],
    ['0', null],
    ['-1', null],
    ['1.5', null],
    ['01', null],
    ['1e3', null],
    ['99999999999999999999', null],
  ])('reads %s as %s', (raw, expected) => {
    expect(parseDishId(raw)).toBe(expected);
  });
});
