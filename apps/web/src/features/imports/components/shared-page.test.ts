import { describe, expect, it } from 'vitest';
import { sharedPage } from './shared-page';

const read = (query: string) => sharedPage(new URLSearchParams(query));

describe('sharedPage', () => {
  it('takes the address the bookmarklet sends', () => {
    expect(read(`url=${encodeURIComponent('https://cook.example/tart?id=3')}`)).toEqual({
      url: 'https://cook.example/tart?id=3',
      text: '',
    });
  });

  it('finds the address in text a phone shared', () => {
    expect(read(`title=Tart&text=${encodeURIComponent('Lemon tart, look: https://cook.example/tart.')}`)).toEqual({
      url: 'https://cook.example/tart',
      text: '',
    });
  });

  it('keeps shared text without an address for pasting', () => {
    expect(read('title=Soup&text=1 l stock')).toEqual({ url: '', text: 'Soup\n1 l stock' });
  });

  it('ignores addresses that are not web pages', () => {
    expect(read(`url=${encodeURIComponent('javascript:alert(1)')}`)).toEqual({ url: '', text: '' });
  });
});
