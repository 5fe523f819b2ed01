import { describe, expect, it } from 'vitest';
import { type LibraryParseMessage, postInSlices } from './slices';

function collect(text: string, size: number): Array<LibraryParseMessage<number>> {
  const messages: Array<LibraryParseMessage<number>> = [];
  postInSlices<number>(7, text, (message) => messages.push(message), size);
  return messages;
}

describe('postInSlices', () => {
  it('hands a list back in slices of the given size, in order, then says it is done', () => {
    const list = Array.from({ length: 12 }, (_, index) => index);
    const messages = collect(JSON.stringify(list), 5);
    expect(messages.map((message) => message.kind)).toEqual(['slice', 'slice', 'slice', 'done']);
    expect(messages.every((message) => message.id === 7)).toBe(true);
    const items = messages.flatMap((message) => (message.kind === 'slice' ? message.items : []));
    expect(items).toEqual(list);
  });

  it('answers an empty list with no slice', () => {
    expect(collect('[]', 5)).toEqual([{ id: 7, kind: 'done' }]);
  });

  it('says why when the text is not a JSON list', () => {
    expect(collect('{"not":"a list"}', 5)).toEqual([{ id: 7, kind: 'failed', message: 'The library is not a list' }]);
    expect(collect('<html>', 5)[0]?.kind).toBe('failed');
  });
});
