import { afterEach, describe, expect, it } from 'vitest';
import { closeSites, sendHtml, startSite } from '../../../../test/loopback-site.js';
import { decodeHtml } from './guarded-fetch-charset.js';
import { fetchPage } from './guarded-fetch.js';

afterEach(closeSites);

describe('fetchPage character sets', () => {
  // "Crème brûlée “€”" in windows-1252 and "カレーライス" in Shift_JIS, written byte by byte.
  const WINDOWS_1252 = Buffer.from([0x43, 0x72, 0xe8, 0x6d, 0x65, 0x20, 0x62, 0x72, 0xfb, 0x6c, 0xe9, 0x65, 0x20, 0x93, 0x80, 0x94]);
  const SHIFT_JIS = Buffer.from([0x83, 0x4a, 0x83, 0x8c, 0x81, 0x5b, 0x83, 0x89, 0x83, 0x43, 0x83, 0x58]);
  const page = (head: string, title: Buffer) =>
    Buffer.concat([Buffer.from(`<html><head>${head}</head><body><h1>`), title, Buffer.from('</h1></body></html>')]);

  it('decodes windows-1252 named by the Content-Type header', async () => {
    const site = await startSite((_request, response) =>
      sendHtml(response, page('', WINDOWS_1252), { 'content-type': 'text/html; charset=windows-1252' }),
    );
    const { html } = await fetchPage(`${site.origin}/`, { allowedHosts: [site.hostPort] });
    expect(html).toContain('<h1>Crème brûlée “€”</h1>');
  });

  it('decodes Shift_JIS named by <meta charset>', async () => {
    const site = await startSite((_request, response) =>
      sendHtml(response, page('<meta charset="shift_jis">', SHIFT_JIS), { 'content-type': 'text/html' }),
    );
    const { html } = await fetchPage(`${site.origin}/`, { allowedHosts: [site.hostPort] });
    expect(html).toContain('<h1>カレーライス</h1>');
  });

  it('decodes a charset named by <meta http-equiv>', async () => {
    const site = await startSite((_request, response) =>
      sendHtml(response, page('<meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1">', WINDOWS_1252.subarray(0, 12)), {
        'content-type': 'text/html',
      }),
    );
    const { html } = await fetchPage(`${site.origin}/`, { allowedHosts: [site.hostPort] });
    expect(html).toContain('<h1>Crème brûlée</h1>');
  });

  it('reads UTF-8 by default and strips a byte-order mark', async () => {
    const site = await startSite((_request, response) =>
      sendHtml(response, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('<p>Pâte à crêpes</p>')]), {
        'content-type': 'text/html',
      }),
    );
    const { html } = await fetchPage(`${site.origin}/`, { allowedHosts: [site.hostPort] });
    expect(html).toBe('<p>Pâte à crêpes</p>');
  });
});

describe('decodeHtml', () => {
  const page = (head: string) =>
    Buffer.concat([Buffer.from(`<html><head>${head}</head><body>`), Buffer.from([0xe9]), Buffer.from('</body></html>')]);

  it('prefers the header charset to the meta tag', () => {
    expect(decodeHtml(page('<meta charset="utf-8">'), 'text/html; charset=iso-8859-1')).toContain('<body>é</body>');
  });

  it('reads a UTF-16 byte-order mark before anything else', () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<p>Pho\u0302</p>', 'utf16le')]);
    expect(decodeHtml(utf16, 'text/html; charset=windows-1252')).toBe('<p>Pho\u0302</p>');
  });

  it('falls back to UTF-8 for an unknown label', () => {
    expect(decodeHtml(Buffer.from('<meta charset="klingon"><p>Crêpe</p>'), 'text/html; charset=nonsense')).toContain('Crêpe');
  });

  it('reads the encoding of an XHTML page from its XML declaration', () => {
    const xhtml = Buffer.concat([Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?><p>'), Buffer.from([0xe9]), Buffer.from('</p>')]);
    expect(decodeHtml(xhtml, 'application/xhtml+xml')).toContain('<p>é</p>');
  });

  it('reads a page that names no encoding and is not UTF-8 as windows-1252, as browsers guess', () => {
    const latin = Buffer.concat([
      Buffer.from('<p>Cr'),
      Buffer.from([0xe8]),
      Buffer.from('me br'),
      Buffer.from([0xfb]),
      Buffer.from('l'),
      Buffer.from([0xe9, 0x20, 0x96, 0x20, 0x80]),
      Buffer.from('5</p>'),
    ]);
    expect(decodeHtml(latin, 'text/html')).toBe('<p>Crème brûlé – €5</p>');
  });

  it('reads a page whose tag names a one-byte encoding but whose bytes are UTF-8 as UTF-8, and one that is not as the tag says', () => {
    const utf8 = Buffer.from(
      '<html><head><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"></head><p>Crème brûlée – 5 €</p></html>',
    );
    expect(decodeHtml(utf8, undefined)).toContain('<p>Crème brûlée – 5 €</p>');
    expect(decodeHtml(page('<meta charset="iso-8859-1">'), undefined)).toContain('<body>é</body>');
    // The header is the server's own word, and stands.
    expect(decodeHtml(Buffer.from('<p>é</p>'), 'text/html; charset=iso-8859-1')).toBe('<p>Ã©</p>');
  });
});
