import { describe, expect, it } from 'vitest';
import { formatMinutes } from './durations.js';

describe('formatMinutes', () => {
  it.each<[number, string]>([
    [0, '0 min'],
    [45, '45 min'],
    [60, '1 h'],
    [90, '1 h 30 min'],
    [480, '8 h'],
    [1445, '24 h 5 min'],
  ])('writes %s minutes as %j', (minutes, text) => {
    expect(formatMinutes(minutes)).toBe(text);
  });
});
