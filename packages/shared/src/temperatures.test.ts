import { describe, expect, it } from 'vitest';
import { convertTemperatures } from './temperatures.js';
import type { UnitSystem } from './unit-systems.js';

describe.each<[shown: string, system: UnitSystem, cases: Array<[text: string, expected: string]>]>([
  [
    'metric',
    'metric',
    [
      ['Bake at 350°F for 25 minutes.', 'Bake at 180 °C for 25 minutes.'],
      ['Bake at 350 °F.', 'Bake at 180 °C.'],
      ['Preheat to 425 degrees F.', 'Preheat to 220 °C.'],
      ['Preheat the oven to 400 degrees Fahrenheit', 'Preheat the oven to 200 °C'],
      ['Roast at 375F', 'Roast at 190 °C'],
      ['Bake at 350-375°F', 'Bake at 180–190 °C'],
      ['Cook until it reads 165°F inside', 'Cook until it reads 74 °C inside'],
      ['Heat the sugar to 240 °F', 'Heat the sugar to 116 °C'],
      ['Gas mark 4, 40 minutes', 'Gas mark 4 (180 °C), 40 minutes'],
      ['Gas mark 1/2', 'Gas mark 1/2 (120 °C)'],
      ['Gas mark ½ for 2 hours', 'Gas mark ½ (120 °C) for 2 hours'],
      ['Gas mark 10', 'Gas mark 10'],
      ['Bake at 180 °C', 'Bake at 180 °C'],
    ],
  ],
  [
    'US',
    'us',
    [
      ['Heat the oven to 180C.', 'Heat the oven to 350 °F.'],
      ['Roast at 200 °C', 'Roast at 400 °F'],
      ['Bake at 220 degrees Celsius', 'Bake at 425 °F'],
      ['Bake at 160 ºC', 'Bake at 325 °F'],
      ['Cook the pork to 63 °C', 'Cook the pork to 145 °F'],
      ['Fry at 170-180°C', 'Fry at 350 °F'],
      ['Fry at 160-180°C', 'Fry at 325–350 °F'],
      ['Gas mark 6', 'Gas mark 6 (400 °F)'],
      ['Gas mark 1/4', 'Gas mark 1/4 (225 °F)'],
      ['Gas mark ¼, slowly', 'Gas mark ¼ (225 °F), slowly'],
      ['Gas mark 4 (180C)', 'Gas mark 4 (350 °F)'],
    ],
  ],
])('convertTemperatures to %s', (_, system, cases) => {
  it.each(cases)('rewrites %j as %j', (text, expected) => {
    expect(convertTemperatures(text, system)).toBe(expected);
  });
});

describe('convertTemperatures with a temperature written in both scales', () => {
  it.each<[text: string, system: UnitSystem, expected: string]>([
    ['Preheat the oven to 350°F (175°C).', 'metric', 'Preheat the oven to 175°C.'],
    ['Preheat the oven to 350°F (175°C).', 'us', 'Preheat the oven to 350°F.'],
    ['Heat the oven to 180 °C (350 °F). Bake 20 minutes.', 'us', 'Heat the oven to 350 °F. Bake 20 minutes.'],
    ['Heat the oven to 180 °C (350 °F).', 'metric', 'Heat the oven to 180 °C.'],
    ['Heat the oven to 200C/180C fan/gas 6.', 'metric', 'Heat the oven to 200C.'],
    ['Heat the oven to 200C/180C fan/gas 6.', 'us', 'Heat the oven to 400 °F.'],
    ['Bake at 220°C (200°C fan), gas mark 7', 'us', 'Bake at 425 °F'],
    ['Roast at 400 degrees F / 200 degrees C until golden', 'metric', 'Roast at 200 degrees C until golden'],
    ['Bake at 350°F (175°C, or until golden)', 'metric', 'Bake at 180 °C (175°C, or until golden)'],
  ])('%j in %s reads %j', (text, system, expected) => {
    expect(convertTemperatures(text, system)).toBe(expected);
  });
});

describe('convertTemperatures leaves alone', () => {
  it.each([
    'Add 2 C flour and 3 eggs.',
    'Whisk 12 C of stock',
    'Bake for 25 minutes, then cool for 10.',
    'Use a 23 cm tin and 350 g flour.',
    'Stir in 12 C of stock, 10 C of water.',
  ])('numbers that are no temperature: %j', (text) => {
    expect(convertTemperatures(text, 'metric')).toBe(text);
    expect(convertTemperatures(text, 'us')).toBe(text);
  });

  it('every temperature when showing as written', () => {
    expect(convertTemperatures('Bake at 350°F, gas mark 4', 'as-written')).toBe('Bake at 350°F, gas mark 4');
  });
});
