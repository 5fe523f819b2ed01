/**
 * Number forms of the app's languages that the English-minded text fixes in
 * ingredient-line-text.ts would miss (decision 0065): Arabic-Indic and Persian digits, the
 * Arabic decimal separator, comma and semicolon, and Arabic's dual, which says "two" in the
 * unit itself ("ملعقتان كبيرتان", two big spoons).
 */

const ARABIC_INDIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;

/** "١٫٥ لتر" reads as "1,5 لتر", so the decimal-comma fix after it reads 1.5; "،" is a comma. */
export function withLatinDigits(text: string): string {
  if (!/[\u0600-\u06ff]/u.test(text)) return text;
  return text
    .replace(/[\u0660-\u0669]/gu, (digit) => String(digit.charCodeAt(0) - ARABIC_INDIC_ZERO))
    .replace(/[\u06f0-\u06f9]/gu, (digit) => String(digit.charCodeAt(0) - PERSIAN_ZERO))
    .replace(/(?<=\d)\u066b(?=\d)/gu, ',')
    .replace(/(?<=\d)\u066c(?=\d{3})/gu, '')
    .replace(/\u060c/gu, ',')
    .replace(/\u061b/gu, ';');
}

/** Dual units at the start of a line, as their count and the singular the unit table knows. */
const ARABIC_DUALS: ReadonlyArray<[RegExp, string]> = [
  [/^ملعقت(?:ان|ين)\s+كبيرت(?:ان|ين)(?=\s|$)/u, '2 ملعقة كبيرة'],
  [/^ملعقت(?:ان|ين)\s+صغيرت(?:ان|ين)(?=\s|$)/u, '2 ملعقة صغيرة'],
  [/^كوب(?:ان|ين)(?=\s|$)/u, '2 كوب'],
  [/^فص(?:ان|ين)(?=\s|$)/u, '2 فص'],
  [/^شريحت(?:ان|ين)(?=\s|$)/u, '2 شريحة'],
];

export function withArabicDuals(text: string): string {
  for (const [dual, amount] of ARABIC_DUALS) if (dual.test(text)) return text.replace(dual, amount);
  return text;
}
