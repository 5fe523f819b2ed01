import { describe, expect, it } from 'vitest';
import { englishCount, limitedText } from './field-schemas.js';

describe('englishCount', () => {
  it('writes a limit as en-US does, thousands grouped by commas', () => {
    for (const value of [0, 7, 999, 1_000, 5_000, 20_000, 100_000, 1_000_000, 12_345_678]) {
      expect(englishCount(value)).toBe(value.toLocaleString('en-US'));
    }
  });

  it('is the number a limited text names in its message', () => {
    const result = limitedText(5_000).safeParse('x'.repeat(5_001));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Must be at most 5,000 characters');
  });
});
