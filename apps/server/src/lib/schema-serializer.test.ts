import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileSerializer } from './schema-serializer.js';

const schema = z.object({
  id: z.number(),
  name: z.string().default(''),
  tags: z.array(z.string()),
  size: z.number().nullable(),
  note: z.string().optional(),
  steps: z.union([z.string(), z.array(z.string())]),
});

describe('compileSerializer', () => {
  const write = compileSerializer(schema);

  it('writes the declared fields and drops anything else', () => {
    const json = write({ id: 1, name: 'Soup', tags: ['a'], size: null, steps: ['x', 'y'], secret: 'leak', extra: { a: 1 } });
    expect(JSON.parse(json)).toEqual({ id: 1, name: 'Soup', tags: ['a'], size: null, steps: ['x', 'y'] });
  });

  it('keeps an optional field only when present, and writes either side of a union', () => {
    expect(JSON.parse(write({ id: 1, name: '', tags: [], size: 2, note: 'n', steps: 'one' }))).toEqual({
      id: 1,
      name: '',
      tags: [],
      size: 2,
      note: 'n',
      steps: 'one',
    });
  });

  it('refuses an answer missing a required field instead of filling in its default', () => {
    expect(() => write({ id: 1, tags: [], size: null, steps: '' })).toThrow(/name/);
  });
});
