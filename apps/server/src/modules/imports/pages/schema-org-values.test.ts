import { describe, expect, it } from 'vitest';
import { absoluteHttpUrl, hasType, imageUrlFrom, minutesFrom, namesFrom, servingsFrom } from './schema-org-values.js';

describe('minutesFrom', () => {
  it.each([
    ['PT1H15M', 75],
    ['P0DT0H30M', 30],
    ['PT90M', 90],
    ['PT0.5H', 30],
    ['PT30M0S', 30],
    ['P1D', 1440],
    ['pt20m', 20],
    ['30 minutes', 30],
    ['1 hour 15 minutes', 75],
    ['1 hr 15 mins', 75],
    ['1h 15m', 75],
    ['2 Stunden', 120],
    ['45', 45],
    [45, 45],
    [{ '@type': 'Duration', value: 'PT5M' }, 5],
    ['1h30', 90],
    ['1 h 30', 90],
    ['1 1/2 hours', 90],
    ['1½ hrs', 90],
    ['PT1H30', 90],
    ['20分', 20],
    ['1時間30分', 90],
    ['1小时20分钟', 80],
    ['2 timmar', 120],
    ['1 time 30 minutter', 90],
    ['1 godz. 20 min', 80],
    ['1 час 20 мин', 80],
    ['45 dakika', 45],
    ['1 óra 30 perc', 90],
    ['20 minuutin', 20],
    ['1 heure 20', 80],
    ['2 hours and 15', 135],
    ['1:30', 90],
    ['0:20', 20],
    ['01:30:00', 90],
    ['PT20', 20],
  ])('reads %j as %i minutes', (value, minutes) => {
    expect(minutesFrom(value)).toBe(minutes);
  });

  it.each([['PT'], [''], ['soon'], ['P1Y'], ['P2M'], [-5], [null], [['PT5M']], ['PT200H']])('reads %j as no time', (value) => {
    expect(minutesFrom(value)).toBeNull();
  });

  it('does not read "4 or 5" as hours', () => {
    expect(minutesFrom('4 or 5')).toBeNull();
    // Longer than any duration: not read at all (the word patterns would take quadratic time over it).
    expect(minutesFrom(`${'1'.repeat(300)} minutes`)).toBeNull();
  });
});

describe('servingsFrom', () => {
  it.each([
    ['4', 4],
    [4, 4],
    ['4 servings', 4],
    [['4', '4 people'], 4],
    [['4 people', '4'], 4],
    ['Makes 12', 12],
    ['12 cookies', 12],
    ['4-6', 4],
    ['Serves 4 to 6', 4],
    ['2.5', 3],
    [{ '@type': 'QuantitativeValue', value: 8 }, 8],
    ['Serves four', 4],
    ['Makes a dozen', 12],
    ['one 9-inch pie', 1],
    ['Makes one 9x13 pan', 1],
    ['Makes about 2 cups (4 servings)', 4],
    ['24 cookies (about 2 lbs)', 24],
    ['8 (1-cup) servings', 8],
    ['2 loaves', 2],
  ])('reads %j as %i', (value, servings) => {
    expect(servingsFrom(value)).toBe(servings);
  });

  it.each([[''], ['a big pot'], ['0'], ['5000'], [null], ['Makes about 2 cups'], ['500 g'], ['1 ½ quarts'], ['1/2 cup'], ['9x13 pan']])(
    'reads %j as none',
    (value) => {
      expect(servingsFrom(value)).toBeNull();
    },
  );
});

describe('hasType', () => {
  it.each([['Recipe'], [['Recipe', 'NewsArticle']], ['schema:Recipe'], ['http://schema.org/Recipe'], ['https://schema.org/Recipe']])(
    'knows %j as a Recipe',
    (type) => {
      expect(hasType({ '@type': type }, 'Recipe')).toBe(true);
    },
  );

  it('does not take a RecipeCollection for a Recipe', () => {
    expect(hasType({ '@type': 'RecipeCollection' }, 'Recipe')).toBe(false);
  });
});

describe('imageUrlFrom', () => {
  it('takes the largest image when sizes are given', () => {
    const images = [
      { url: 'https://a.test/small.jpg', width: 100, height: 100 },
      { url: 'https://a.test/large.jpg', width: { '@type': 'QuantitativeValue', value: 1200 }, height: '900' },
    ];
    expect(imageUrlFrom(images)).toBe('https://a.test/large.jpg');
  });

  it('takes the first image when none has a size, skipping what is not http(s)', () => {
    expect(imageUrlFrom(['javascript:alert(1)', 'https://a.test/one.jpg', 'https://a.test/two.jpg'])).toBe('https://a.test/one.jpg');
  });

  it('resolves relative addresses against the page', () => {
    expect(imageUrlFrom({ contentUrl: '../img/a.jpg' }, 'https://site.test/recipes/soup/')).toBe('https://site.test/recipes/img/a.jpg');
  });

  it('answers empty for a relative address without a page', () => {
    expect(imageUrlFrom('/img/a.jpg')).toBe('');
  });

  it('takes the largest candidate of a srcset written where one address belongs', () => {
    expect(imageUrlFrom('https://a.test/soup.jpg 1x')).toBe('https://a.test/soup.jpg');
    expect(imageUrlFrom('https://a.test/soup-300.jpg 300w, https://a.test/soup-1200.jpg 1200w, https://a.test/soup-600.jpg 600w')).toBe(
      'https://a.test/soup-1200.jpg',
    );
    expect(imageUrlFrom(['/img/soup.jpg 1x, /img/soup@2x.jpg 2x'], 'https://site.test/soup/')).toBe('https://site.test/img/soup@2x.jpg');
  });

  it('leaves an address with a space that is no srcset as the address it is', () => {
    expect(imageUrlFrom('https://a.test/my soup.jpg')).toBe('https://a.test/my%20soup.jpg');
  });
});

describe('absoluteHttpUrl', () => {
  it.each([['file:///etc/passwd'], ['data:text/html,hi'], ['ftp://a.test/x'], [`https://a.test/${'x'.repeat(3000)}`], [42]])(
    'refuses %j',
    (value) => {
      expect(absoluteHttpUrl(value)).toBe('');
    },
  );
});

describe('namesFrom', () => {
  it('reads strings, people, lists and comma lists', () => {
    expect(namesFrom([{ '@type': 'Person', name: 'Ana' }, 'Ben', [{ name: 'Cy' }]])).toEqual(['Ana', 'Ben', 'Cy']);
    expect(namesFrom('soup, winter; easy', { splitCommas: true })).toEqual(['soup', 'winter', 'easy']);
  });
});
