/**
 * The test language's writing (pseudo-locale.ts): each ASCII letter swapped for an accented one,
 * and 40% more length, as a long German or Finnish text runs. Rich-text tags (<0>, </0>, <1/>)
 * and a plural's "#" stay as they are. useFormat writes Intl's words ("min", "Tuesday") this way
 * too in the test language, so they are told apart from text a component wrote.
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
export function pseudoText(text: string): string {
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
