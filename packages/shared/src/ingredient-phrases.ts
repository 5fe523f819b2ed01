import { spaceOut } from './ingredient-line-text.js';

/**
 * The phrases a cook writes around an ingredient that are not what to buy: that it is
 * optional ("(optional)", ", opt."), and amounts said in words ("to taste", "as needed",
 * "q.b."), in the languages the parser reads.
 */

const OPTIONAL_WORDS =
  'по желанию|optional|optionally|facultatif|facultative|opcional|facoltativo|facoltativa|optioneel|fakultativ|if desired|if you like|if using|if liked|if wished|si vous voulez';
const OPTIONAL_ALONE = new RegExp(
  `\\s*[([]\\s*(?:${OPTIONAL_WORDS})\\s*[)\\]]\\s*|\\s*[,;\\-–—]\\s*(?:${OPTIONAL_WORDS})\\b\\.?\\s*|\\s+(?:if desired|if you like|if using|if liked|if wished)\\.?\\s*$`,
  'iu',
);
/** "Optional: a handful of walnuts", "(Optional) 1 tsp honey", "Optional - a pinch of sugar": a label before the amount. */
const OPTIONAL_LABEL = new RegExp(`^[([]?\\s*(?:${OPTIONAL_WORDS})(?!\\p{L})\\s*[)\\]]?\\s*(?:[:,\\-–—]\\s*)?(?=\\S)`, 'iu');
/** "(optional, for serving)", "(optional but recommended)": optional, and a note besides. */
const OPTIONAL_IN_PARENS = new RegExp(`\\(\\s*(?:${OPTIONAL_WORDS})\\s*(?:[,;:\\-–—]|(?=(?:but|though|for|to)\\s))\\s*([^()]*)\\)`, 'iu');

/** "(opt.)", ", opt.": the old cookbooks' short form. */
const OPTIONAL_SHORT = /(?<=[(,;]\s*)opt\.?(?=\s*(?:\)|$))/iu;

/** The line without a leading "Optional:" label, so the amount after it is read as any line's first words. */
export function withoutOptionalLabel(text: string): { text: string; optional: boolean } {
  const label = OPTIONAL_LABEL.exec(text);
  return label ? { text: text.slice(label[0].length), optional: true } : { text, optional: false };
}

export function takeOptional(written: string): { text: string; optional: boolean } {
  const text = written.replace(OPTIONAL_SHORT, 'optional');
  if (OPTIONAL_ALONE.test(text)) return { text: spaceOut(text.replace(OPTIONAL_ALONE, ' ')), optional: true };
  if (OPTIONAL_IN_PARENS.test(text)) return { text: spaceOut(text.replace(OPTIONAL_IN_PARENS, '($1)')), optional: true };
  return { text, optional: false };
}

const TO_TASTE =
  '약간|少许|少量|по вкусу|ízlés szerint|to taste|to season|season to taste|nach geschmack|nach belieben|zum abschmecken|au goût|selon (?:votre |le )?goût|à votre goût|a piacere|al gusto|a gusto|a gosto|naar smaak|do smaku|według uznania|efter smak|efter behag|حسب الرغبة|حسب الذوق|少々|お好みで';
const AS_NEEDED =
  '적당량|적당히|as needed|as required|as necessary|if needed|q\\.\\s?b\\.?|qb|c/n|cantidad necesaria|quanto basta|à volonté|nach bedarf|w razie potrzeby|vid behov|حسب الحاجة|適量|適宜|适量';
const AMOUNT_WORDS = new RegExp(
  `(?:^|[\\s,;(]+)((?:(?:or|and|plus|\\+|more|extra|o|ou|oder|e|y|en)\\s+)*(?:more\\s+|extra\\s+)?(${TO_TASTE})|(?:(?:or|and|plus|more|extra)\\s+)*(${AS_NEEDED}))\\s*\\)?\\s*\\.?$`,
  'iu',
);

const AMOUNT_WORDS_FIRST = new RegExp(`^(?:0\\s+)?((${TO_TASTE})|(?:${AS_NEEDED}))\\s*:?\\s+(?=\\p{L})`, 'iu');

/** "Salt to taste", "½ tsp salt or to taste", "sale q.b.": the phrase, and which of our two units it means. */
export function takeAmountWords(text: string): { text: string; phrase: string; unit: 'to taste' | 'as needed' } | null {
  // Written before the item ("0 ízlés szerint Só", "to taste: salt"), as some languages and sites do.
  const first = AMOUNT_WORDS_FIRST.exec(text);
  if (first) return { text: spaceOut(text.slice(first[0].length)), phrase: spaceOut(first[1]!), unit: first[2] ? 'to taste' : 'as needed' };
  const match = AMOUNT_WORDS.exec(text);
  if (!match) return null;
  const rest = spaceOut(text.slice(0, match.index)).replace(/[\s,;:(-]+$/u, '');
  return { text: rest, phrase: spaceOut(match[1]!), unit: match[2] ? 'to taste' : 'as needed' };
}
