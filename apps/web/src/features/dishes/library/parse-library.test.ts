import { describe, expect, it } from 'vitest';
import { parseLibrary } from './parse-library';

describe('parseLibrary', () => {
  it('parses here, at once, where there is no worker', async () => {
    expect(typeof Worker).toBe('undefined');
    await expect(parseLibrary('[{"id":1},{"id":2}]')).resolves.toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('fails on text that is not JSON', async () => {
    await expect(parseLibrary('<html>')).rejects.toThrow(SyntaxError);
  });
});
