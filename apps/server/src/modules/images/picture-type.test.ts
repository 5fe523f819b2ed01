import { describe, expect, it } from 'vitest';
import { UnsupportedMediaTypeError } from '../../errors.js';
import { sniffPictureType } from './picture-type.js';

/** The start of an ISO media file: an ftyp box with a major brand and compatible brands. */
function ftyp(major: string, ...compatible: string[]): Buffer {
  const size = 16 + 4 * compatible.length;
  const box = Buffer.alloc(size + 16);
  box.writeUInt32BE(size, 0);
  box.write(`ftyp${major}`, 4, 'latin1');
  compatible.forEach((brand, index) => box.write(brand, 16 + 4 * index, 'latin1'));
  return box;
}

describe('sniffPictureType', () => {
  it.each([
    ['JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0, 0]), { format: 'jpeg', isHeic: false }],
    ['PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), { format: 'png', isHeic: false }],
    ['WebP', Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'), { format: 'webp', isHeic: false }],
    ['GIF', Buffer.from('GIF89a\x01\x00', 'latin1'), { format: 'gif', isHeic: false }],
    ['an iPhone HEIC', ftyp('heic', 'mif1', 'heic'), { format: 'heif', isHeic: true }],
    ['a HEIC branded mif1 first', ftyp('mif1', 'mif1', 'heic'), { format: 'heif', isHeic: true }],
    ['an AVIF', ftyp('avif', 'avif', 'mif1', 'miaf'), { format: 'heif', isHeic: false }],
  ])('recognises %s from its first bytes', (_name, bytes, expected) => {
    expect(sniffPictureType(bytes)).toEqual(expected);
  });

  it.each([
    ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg"/>', /SVG/],
    ['an SVG after an XML declaration and a comment', '\uFEFF<?xml version="1.0"?>\n<!-- hi -->\n<svg/>', /SVG/],
    ['an MP4 video', ftyp('isom', 'isom', 'mp41'), /not a picture/],
    ['a TIFF', Buffer.from([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0]), /not a picture/],
    ['HTML', '<!doctype html><p>hello</p>', /not a picture/],
    ['two bytes', Buffer.from([0xff, 0xd8]), /not a picture/],
  ])('refuses %s with 415', (_name, content, message) => {
    const bytes = typeof content === 'string' ? Buffer.from(content) : content;
    expect(() => sniffPictureType(bytes)).toThrow(UnsupportedMediaTypeError);
    expect(() => sniffPictureType(bytes)).toThrow(message);
  });
});
