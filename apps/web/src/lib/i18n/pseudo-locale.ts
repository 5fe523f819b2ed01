import type { Messages } from '@lingui/core';

/**
 * The test language (docs/translating.md): every message of the English catalogs with each
 * letter swapped for an accented one and 40% longer, as a long German or Finnish text runs. A
 * screen shown in it must hold no plain ASCII letter outside content people typed
 * (e2e/support/pseudo-locale.ts walks the screens): whatever is still plain English was written
 * in a component instead of a catalog. Only loaded when the test language is chosen.
 *
 * Its writing: each ASCII letter swapped for an accented one, and 40% more length. Rich-text
 * tags (<0>, </0>, <1/>) and a plural's "#" stay as they are.
 */

const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index]!,
  ]),
);

/** What a longer translation would add: 40% of the text, rounded up. */
const PADDING = '·';

/** A text as the test language writes it: "Step 1" becomes "Šţéþ··· 1". */
export function accentedText(text: string): string {
  // "#" is a plural's number; <0>…</0> mark the rich-text parts a component fills in.
  if (text === '#') return text;
  return text
    .split(/(<\/?\d+\/?>)/)
    .map((part) => {
      if (/^<\/?\d+\/?>$/.test(part) || !/[A-Za-z]/.test(part)) return part;
      const accented = part.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? letter);
      const extra = Math.ceil(part.trim().length * 0.4);
      return /\s$/.test(part) ? `${accented.trimEnd()}${PADDING.repeat(extra)} ` : `${accented}${PADDING.repeat(extra)}`;
    })
    .join('');
}

type Compiled = string | Array<string | [string, string?, unknown?]>;

function pseudoMessage(message: Compiled): Compiled {
  if (typeof message === 'string') return accentedText(message);
  return message.map((token) => {
    if (typeof token === 'string') return accentedText(token);
    const [name, type, format] = token;
    // A plural or select: each of its branches is a message of its own.
    if ((type === 'plural' || type === 'select' || type === 'selectordinal') && format && typeof format === 'object') {
      const branches = Object.entries(format as Record<string, unknown>).map(([key, branch]) => [
        key,
        key === 'offset' ? branch : pseudoMessage(branch as Compiled),
      ]);
      return [name, type, Object.fromEntries(branches)];
    }
    return token;
  });
}

export function pseudoLocalize(messages: Messages): Messages {
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, pseudoMessage(message as Compiled)])) as Messages;
}
