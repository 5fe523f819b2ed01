import { describe, expect, it } from 'vitest';
import { hasTooManyPictures, settleDishPictures } from './dish-pictures.js';

const [a, b, c] = ['/api/images/a', '/api/images/b', '/api/images/c'];
const WEB = 'https://example.com/pie.jpg';

describe('settleDishPictures', () => {
  it('keeps a sent gallery and cover, and gives a gallery without a cover its first picture', () => {
    expect(settleDishPictures(undefined, { imageUrl: b, pictures: [a, b] })).toEqual({ imageUrl: b, pictures: [a, b], stepPictures: [] });
    expect(settleDishPictures(undefined, { imageUrl: '', pictures: [c, a] }).imageUrl).toBe(c);
  });

  it('puts a stored cover missing from the gallery first, and leaves a cover on the web out of it', () => {
    expect(settleDishPictures(undefined, { imageUrl: c, pictures: [a] }).pictures).toEqual([c, a]);
    expect(settleDishPictures(undefined, { imageUrl: WEB, pictures: [a] })).toMatchObject({ imageUrl: WEB, pictures: [a] });
  });

  it('for a client that sends no gallery: keeps it, a new picture takes the cover’s place, none takes it away', () => {
    const stored = { imageUrl: b, pictures: [a, b, c], stepPictures: ['', a] };
    expect(settleDishPictures(stored, { imageUrl: b })).toEqual(stored);
    expect(settleDishPictures(stored, { imageUrl: '/api/images/d' }).pictures).toEqual([a, '/api/images/d', c]);
    expect(settleDishPictures(stored, { imageUrl: '' })).toMatchObject({ imageUrl: a, pictures: [a, c] });
    expect(settleDishPictures(stored, { imageUrl: WEB })).toMatchObject({ imageUrl: WEB, pictures: [a, c] });
  });

  it('keeps step photos unless sent, without blanks at the end', () => {
    const stored = { imageUrl: '', pictures: [], stepPictures: [a] };
    expect(settleDishPictures(stored, { imageUrl: '' }).stepPictures).toEqual([a]);
    expect(settleDishPictures(stored, { imageUrl: '', stepPictures: ['', b, '', ''] }).stepPictures).toEqual(['', b]);
  });

  it('counts a cover added to a full gallery as one too many', () => {
    const twelve = Array.from({ length: 12 }, (_, index) => `/api/images/p${index}`);
    expect(hasTooManyPictures(settleDishPictures(undefined, { imageUrl: '', pictures: twelve }))).toBe(false);
    expect(hasTooManyPictures(settleDishPictures(undefined, { imageUrl: a, pictures: twelve }))).toBe(true);
  });
});
