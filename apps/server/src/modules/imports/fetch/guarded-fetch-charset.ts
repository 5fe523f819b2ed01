import { TextDecoder } from 'node:util';

/**
 * Bytes of a web page to text, the way a browser picks the encoding: a byte-order mark first,
 * then the Content-Type header's charset, then a <meta> tag near the top, else UTF-8 (or
 * windows-1252 when the bytes are not UTF-8).
 * TextDecoder (WHATWG Encoding, with Node's full ICU) knows the legacy encodings recipe sites
 * still use: windows-1252, iso-8859-x, shift_jis, euc-jp, gbk, big5, koi8-r...
 */

/** Browsers look for <meta charset> in the first 1024 bytes; some pages put it a little later. */
const META_SCAN_BYTES = 4096;

/** Both `<meta charset="x">` and `<meta http-equiv="Content-Type" content="text/html; charset=x">`. */
const META_CHARSET = /<meta\b[^>]*?\bcharset\s*=\s*["']?\s*([\w.:+-]+)/i;
const XML_ENCODING = /^<\?xml\b[^>]*?\bencoding\s*=\s*["']([\w.:+-]+)["']/i;
const HEADER_CHARSET = /;\s*charset\s*=\s*"?([\w.:+-]+)"?/i;

/**
 * WHATWG's windows-1252 index for bytes 0x80-0x9F. Node 20.18.3+ decodes windows-1252 (and the
 * labels that mean it: iso-8859-1, latin1, ascii) as plain Latin-1, turning curly quotes and
 * the euro sign into control characters (nodejs/node#60888); these are put right afterwards.
 * Bytes 0x81, 0x8D, 0x8F, 0x90 and 0x9D map to themselves in the standard too.
 */
const WINDOWS_1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f, 0x90, 0x2018, 0x2019,
  0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

export function repairWindows1252(text: string): string {
  return text.replace(/[\u0080-\u009f]/g, (char) => String.fromCharCode(WINDOWS_1252_HIGH[char.charCodeAt(0) - 0x80]!));
}

function fromByteOrderMark(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return null;
}

function fromDocument(bytes: Uint8Array): string | null {
  // Latin-1 maps each byte to one character, so ASCII markup reads right whatever the encoding.
  const head = Buffer.from(bytes.subarray(0, META_SCAN_BYTES)).toString('latin1');
  const label = META_CHARSET.exec(head)?.[1] ?? XML_ENCODING.exec(head.trimStart())?.[1];
  if (!label) return null;
  // A page that could be read as ASCII to find its tag cannot really be UTF-16 (HTML spec).
  return /^utf-?16/i.test(label) ? 'utf-8' : label;
}

function decoderFor(label: string | null | undefined): TextDecoder | null {
  if (!label) return null;
  try {
    return new TextDecoder(label.trim().toLowerCase());
  } catch {
    return null;
  }
}

/** The charset named by a Content-Type header, if any. */
export function charsetOfContentType(contentType: string | undefined): string | null {
  return contentType ? (HEADER_CHARSET.exec(contentType)?.[1] ?? null) : null;
}

/**
 * A page that names no encoding is UTF-8 when its bytes are; otherwise it is most likely an
 * older Western page in windows-1252, which is what browsers guess for it too.
 */
function guessedDecoder(bytes: Uint8Array): TextDecoder {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return new TextDecoder('utf-8');
  } catch {
    return new TextDecoder('windows-1252');
  }
}

/** Encodings with one byte per character, which any bytes decode in without an error. */
const SINGLE_BYTE = /^(?:windows-125\d|iso-8859-\d+|koi8-[ru]|macintosh|x-mac-cyrillic|ibm866)$/;

/** Plain ASCII passes too, and reads the same either way. */
function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * The encoding the page's own tag names. A page whose tag names a one-byte encoding but whose
 * bytes are valid UTF-8 is UTF-8: its server said so in a header the
 * saved copy lost, or its theme kept an old tag. Text meant in windows-1252 is practically
 * never valid UTF-8 too ("Ã©" written on purpose).
 */
function documentDecoder(bytes: Uint8Array): TextDecoder | null {
  const decoder = decoderFor(fromDocument(bytes));
  if (decoder && SINGLE_BYTE.test(decoder.encoding) && isUtf8(bytes)) return new TextDecoder('utf-8');
  return decoder;
}

export function decodeHtml(bytes: Uint8Array, contentType: string | undefined): string {
  const decoder =
    decoderFor(fromByteOrderMark(bytes)) ??
    decoderFor(charsetOfContentType(contentType)) ??
    documentDecoder(bytes) ??
    guessedDecoder(bytes);
  const text = decoder.decode(bytes);
  const repaired = decoder.encoding === 'windows-1252' ? repairWindows1252(text) : text;
  // TextDecoder drops a BOM that matches its encoding; one left over is removed here.
  return repaired.replace(/^\uFEFF/, '');
}
