import { describe, expect, it } from 'vitest';
import { instructionsFrom, stepsFromLines } from './recipe-instructions.js';

describe('instructionsFrom', () => {
  it.each([
    ['one text, a step per line', 'Mix.\nBake.', ['Mix.', 'Bake.']],
    [
      'one text with numbered steps inline',
      '1. Mix the dough. 2. Bake it for 20 minutes. 3. Cool.',
      ['Mix the dough.', 'Bake it for 20 minutes.', 'Cool.'],
    ],
    ['one text of HTML paragraphs', '<p>Mix.</p><p>Bake &amp; cool.</p>', ['Mix.', 'Bake & cool.']],
    ['a list of texts', ['Step 1: Mix.', '2) Bake.'], ['Mix.', 'Bake.']],
    ['HowToSteps with a name repeating the text', [{ '@type': 'HowToStep', name: 'Mix well', text: 'Mix well.' }], ['Mix well.']],
    [
      'a HowToStep holding directions',
      [{ '@type': 'HowToStep', itemListElement: [{ '@type': 'HowToDirection', text: 'Stir.' }] }],
      ['Stir.'],
    ],
    ['a nested list', [['Mix.'], ['Bake.']], ['Mix.', 'Bake.']],
    [
      'one text with "Step 1:" words inline',
      'Step 1: Mix the dough. Step 2: Bake it. Step 3: Cool.',
      ['Mix the dough.', 'Bake it.', 'Cool.'],
    ],
    ['one text of bullets', '• Mix the dough. • Bake it.', ['Mix the dough.', 'Bake it.']],
    ['a step per line, each after a bullet', '• Mix.\n• Bake.', ['Mix.', 'Bake.']],
    [
      'the whole method in one HowToStep, as a list',
      [{ '@type': 'HowToStep', text: '<ol><li>Mix.</li><li>Bake.</li></ol>' }],
      ['Mix.', 'Bake.'],
    ],
    ['the whole method in one HowToStep, a step per line', { '@type': 'HowToStep', text: 'Mix.\nBake.' }, ['Mix.', 'Bake.']],
    [
      'HowToSteps of two paragraphs each',
      [
        { '@type': 'HowToStep', text: '<p>Mix.</p><p>Rest.</p>' },
        { '@type': 'HowToStep', text: 'Bake.' },
      ],
      ['Mix. Rest.', 'Bake.'],
    ],
  ])('reads %s', (_shape, value, steps) => {
    expect(instructionsFrom(value)).toEqual(steps);
  });

  it('keeps a section name as a heading before its steps', () => {
    const sections = [
      { '@type': 'HowToSection', name: 'For the sauce', itemListElement: [{ '@type': 'HowToStep', text: 'Melt the butter.' }] },
      { '@type': 'HowToSection', name: 'To serve:', itemListElement: { '@type': 'HowToStep', text: 'Pour over.' } },
    ];
    expect(instructionsFrom(sections)).toEqual(['For the sauce:', 'Melt the butter.', 'To serve:', 'Pour over.']);
  });

  it('does not split a text on numbers that do not count up from 1', () => {
    expect(instructionsFrom('Bake at 180 C for 25 min. 2. Serve.')).toEqual(['Bake at 180 C for 25 min. 2. Serve.']);
  });

  it('drops a leftover "Instructions" title', () => {
    expect(instructionsFrom('Instructions\nMix.')).toEqual(['Mix.']);
  });
});

describe('instructionsFrom with generic section names', () => {
  it('drops a section name that only says "Instructions"', () => {
    const sections = [
      { '@type': 'HowToSection', name: 'Instructions', itemListElement: [{ '@type': 'HowToStep', text: 'Mix.' }, 'Bake.'] },
    ];
    expect(instructionsFrom(sections)).toEqual(['Mix.', 'Bake.']);
  });
});

describe('stepsFromLines', () => {
  it('reads a bare number before each step as numbering only when the numbers count up from 1', () => {
    expect(stepsFromLines(['1 Tagliate le cipolle.', '2 Rosolatele nel burro.'])).toEqual([
      'Tagliate le cipolle.',
      'Rosolatele nel burro.',
    ]);
    expect(stepsFromLines(['2 Eggs go in last.', 'Bake.'])).toEqual(['2 Eggs go in last.', 'Bake.']);
  });

  it('drops "Step 1" numbering with no stop after it', () => {
    expect(stepsFromLines(['Step 1 Preheat the oven.', 'STEP 2 Bake.'])).toEqual(['Preheat the oven.', 'Bake.']);
  });

  it('drops keycap emoji numbering', () => {
    expect(stepsFromLines(['1️⃣ Chop the onion.', '2️⃣ Fry it.', '🔟 Serve.'])).toEqual(['Chop the onion.', 'Fry it.', 'Serve.']);
  });

  it('joins a step number printed on a line of its own to its step', () => {
    expect(stepsFromLines(['1', 'Chop the onion.', 'Step 2', 'Fry it.', '3.', 'Serve.'])).toEqual(['Chop the onion.', 'Fry it.', 'Serve.']);
  });

  it("leaves out what follows numbered steps on a page, and keeps it in a recipe's own text", () => {
    const lines = ['1. Mix.', '2. Bake.', 'Posted by Marta at 9:14 AM'];
    expect(stepsFromLines(lines, { fromPage: true })).toEqual(['Mix.', 'Bake.']);
    expect(stepsFromLines(lines)).toEqual(['Mix.', 'Bake.', 'Posted by Marta at 9:14 AM']);
  });
});
