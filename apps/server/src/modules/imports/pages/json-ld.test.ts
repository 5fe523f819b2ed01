import { describe, expect, it } from 'vitest';
import { parseJsonLd, recipesInJsonLd } from './json-ld.js';

describe('parseJsonLd', () => {
  it('reads JSON wrapped in an HTML comment or CDATA', () => {
    expect(parseJsonLd('<!-- {"a": 1} -->')).toEqual({ a: 1 });
    expect(parseJsonLd('//<![CDATA[\n{"a": 1}\n//]]>')).toEqual({ a: 1 });
    expect(parseJsonLd('/*<![CDATA[*/ {"a": 1} /*]]>*/')).toEqual({ a: 1 });
  });

  it('drops JavaScript comments outside strings, and keeps // inside them', () => {
    const script = '{ // the recipe\n "url": "https://a.test/x", /* note */ "name": "A // B"\n}';
    expect(parseJsonLd(script)).toEqual({ url: 'https://a.test/x', name: 'A // B' });
  });

  it('reads several objects written one after another as a list', () => {
    expect(parseJsonLd('{"@type": "WebSite"}\n{"@type": "Recipe"}')).toEqual([{ '@type': 'WebSite' }, { '@type': 'Recipe' }]);
    expect(parseJsonLd('{"a": 1},{"b": 2}')).toEqual([{ a: 1 }, { b: 2 }]);
  });

  it('repairs trailing commas and raw line breaks inside strings', () => {
    expect(parseJsonLd('{"name": "Two\nlines", "list": [1, 2,],}')).toEqual({ name: 'Two\nlines', list: [1, 2] });
  });

  it('reads a script ending in a semicolon, and a backslash JSON does not know as a backslash', () => {
    expect(parseJsonLd('{"name": "Soup"};')).toEqual({ name: 'Soup' });
    expect(parseJsonLd('{"name": "1\\2 cup", "note": "it\\\'s"}')).toEqual({ name: '1\\2 cup', note: "it's" });
  });

  it('answers null for what stays unreadable', () => {
    expect(parseJsonLd('{"name": ')).toBeNull();
    expect(parseJsonLd('')).toBeNull();
  });
});

describe('recipesInJsonLd', () => {
  it('finds recipes in @graph, arrays, mainEntity and ItemLists, in order', () => {
    const scripts = [
      JSON.stringify({ '@graph': [{ '@type': 'WebPage' }, { '@type': 'Recipe', name: 'A' }] }),
      JSON.stringify([{ '@type': 'WebSite' }, { '@type': ['Recipe', 'NewsArticle'], name: 'B' }]),
      JSON.stringify({ '@type': 'WebPage', mainEntity: { '@type': 'Recipe', name: 'C' } }),
      JSON.stringify({ '@type': 'ItemList', itemListElement: [{ '@type': 'ListItem', item: { '@type': 'Recipe', name: 'D' } }] }),
    ];
    expect(recipesInJsonLd(scripts).map((recipe) => recipe.name)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('resolves references to nodes elsewhere in the graph', () => {
    const graph = {
      '@graph': [
        { '@type': 'Recipe', name: 'A', author: { '@id': '#ann' }, image: [{ '@id': '#photo' }] },
        { '@type': 'Person', '@id': '#ann', name: 'Ann' },
        { '@type': 'ImageObject', '@id': '#photo', url: 'https://a.test/p.jpg' },
      ],
    };
    const [recipe] = recipesInJsonLd([JSON.stringify(graph)]);
    expect(recipe).toMatchObject({ author: { name: 'Ann' }, image: [{ url: 'https://a.test/p.jpg' }] });
  });

  it('lets no broken script hide another', () => {
    expect(recipesInJsonLd(['{"@type": "Recipe", "name": ', '{"@type": "Recipe", "name": "Kept"}'])).toHaveLength(1);
  });

  it('looks through JSON nested 10,000 deep without running out of stack', () => {
    const deep = `${'{"a":'.repeat(10_000)}{"@type":"Recipe","name":"Too deep"}${'}'.repeat(10_000)}`;
    expect(recipesInJsonLd([deep, '{"@type":"Recipe","name":"Shallow"}']).map((recipe) => recipe.name)).toEqual(['Shallow']);
  });
});
