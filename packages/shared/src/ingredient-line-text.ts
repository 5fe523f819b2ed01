import { decodeHTML } from 'entities';
import { isUnitWord } from './ingredient-units.js';
import { withArabicDuals, withLatinDigits } from './ingredient-line-languages.js';
import { LIKENED_SIZE, withoutArticleBeforeSize, withoutSuperscriptMarks, withSizesWrittenOut } from './ingredient-cookbook-words.js';

/**
 * Text fixes made to an ingredient line before and after parse-ingredient reads it: the
 * library reads "1 1/2 cups flour" well, but real lines carry bullets, glued units ("125g"),
 * decimal commas, metric/imperial pairs, parentheses, "to taste" and preparation notes.
 */

const FRACTION_CHARS = '½¼¾⅓⅔⅛⅜⅝⅞⅕⅖⅗⅘⅙⅚⅐⅑⅒';
const NUMBER = `(?:\\d+\\s*[${FRACTION_CHARS}]|\\d+\\s+\\d+/\\d+|\\d+/\\d+|\\d+(?:\\.\\d+)?|[${FRACTION_CHARS}])`;
const FRACTION_TEXT: Readonly<Record<string, string>> = {
  '½': '1/2',
  '¼': '1/4',
  '¾': '3/4',
  '⅓': '1/3',
  '⅔': '2/3',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
  '⅕': '1/5',
  '⅖': '2/5',
  '⅗': '3/5',
  '⅘': '4/5',
  '⅙': '1/6',
  '⅚': '5/6',
  '⅐': '1/7',
  '⅑': '1/9',
  '⅒': '1/10',
};
/** A number or a range of two ("1 1/2", "½", "6-8", "2 to 3"). */
export const AMOUNT = `${NUMBER}(?:\\s*(?:-|–|—|to)\\s*${NUMBER})?`;
/** A unit as written right after an amount ("g", "oz.", "fl oz", "tablespoons"). */
const UNIT_WORD = `(?:fl\\.?\\s?oz\\.?|\\p{L}+\\.?)`;

const LEADING_BULLETS = /^[\s•·*\-–—▪▫◦‣⁃○●□■☐▢✓✔➤►>+#~_|♥♡☆★◎◆◇※▲△▼▽]+/u;
const CHECKBOX = /^\[[ xX]?\]\s*/;
const NUMBERING = /^\d{1,2}[.)]\s+(?=\S)/;
const NUMBER_WORDS: Readonly<Record<string, string>> = {
  a: '1',
  an: '1',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
  ein: '1',
  eine: '1',
  einen: '1',
  un: '1',
  une: '1',
  uno: '1',
  una: '1',
  een: '1',
  half: '0.5',
  'half a': '0.5',
  'half an': '0.5',
  'a couple of': '2',
  'a couple': '2',
  // "a quarter cup of honey", "three-quarters cup": fractions of a measure, said in words.
  'a half': '0.5',
  'one half': '0.5',
  'a quarter': '0.25',
  'one quarter': '0.25',
  'a third': '1/3',
  'one third': '1/3',
  'two thirds': '2/3',
  'two-thirds': '2/3',
  'three quarters': '0.75',
  'three-quarters': '0.75',
  'one and a half': '1.5',
  'one and one-half': '1.5',
  'one-half': '0.5',
  'one-third': '1/3',
  'one-quarter': '0.25',
  'a fourth': '0.25',
  'one fourth': '0.25',
  'one-fourth': '0.25',
  'three fourths': '0.75',
  'three-fourths': '0.75',
  نصف: '0.5',
  ربع: '0.25',
  ثلث: '1/3',
  'ثلاثة أرباع': '0.75',
};
/** Longer spellings first, so "a quarter" is read before "a". */
const NUMBER_WORD_SPELLINGS = Object.keys(NUMBER_WORDS)
  .sort((one, other) => other.length - one.length)
  .map((words) => words.replace(/ /gu, '\\s+'))
  .join('|');
const NUMBER_WORD = new RegExp(
  `^(${NUMBER_WORD_SPELLINGS})\\s+(?!few\\b|little\\b|bit\\b|peu\\b|poco\\b|po'|bisschen\\b|wenig\\b|beetje\\b|paar\\b|touch\\b|splash\\b|drizzle\\b|dribble\\b|squeeze\\b|sprinkle\\b|sprinkling\\b|glug\\b|lot\\b|of\\b)`,
  'iu',
);

/**
 * Multi-word units the library cannot match (it reads one word per unit), written as the one
 * word it knows. Checked in order; longer spellings first.
 */
const MULTI_WORD_UNITS: ReadonlyArray<[RegExp, string]> = [
  [
    /\b(?:cuill?(?:ère|ères|erées?|érées?|\.)?|c\.?)\s*à\s*s(?:oupe)?(?!\p{L})\.?|\bc\.à\.s(?!\p{L})\.?|(?<=\d\s*)c\.\s?s\.?(?!\p{L})/giu,
    'tbsp',
  ],
  [
    /\b(?:cuill?(?:ère|ères|erées?|érées?|\.)?|c\.?)\s*à\s*c(?:afé)?(?!\p{L})\.?|\bc\.à\.c(?!\p{L})\.?|(?<=\d\s*)c\.\s?c\.?(?!\p{L})/giu,
    'tsp',
  ],
  // "colher (sopa)", "c. (chá)", "col. de sopa": Brazilian spoons, with or without parentheses.
  [/(?:\bcolher(?:es)?|(?<=\d\s*)(?:colh?|c)\.)\s*(?:\(\s*)?(?:de\s+)?sopa(?:\s*\))?/giu, 'tbsp'],
  [/(?:\bcolher(?:es)?|(?<=\d\s*)(?:colh?|c)\.)\s*(?:\(\s*)?(?:de\s+)?(?:chá|cha)(?!\p{L})(?:\s*\))?/giu, 'tsp'],
  [/\bx[ií]c(?:aras?|\.)\s*(?:\(\s*)?(?:de\s+)?(?:chá|cha)(?!\p{L})(?:\s*\))?/giu, 'cup'],
  [/(?<!\p{L})łyż(?:ka|ki|kę|ek)\s+stołow(?:a|e|ych)(?!\p{L})/giu, 'tbsp'],
  [/(?<!\p{L})ст\.?\s?л(?:\.|(?!\p{L}))|(?<!\p{L})столов(?:ая|ые|ых)\s+ложк(?:а|и|и)?(?!\p{L})/giu, 'tbsp'],
  [/(?<!\p{L})ч\.?\s?л(?:\.|(?!\p{L}))|(?<!\p{L})чайн(?:ая|ые|ых)\s+ложк(?:а|и)?(?!\p{L})/giu, 'tsp'],
  [/(?<!\p{L})ст\.?\s?ложк(?:а|и|у)?(?!\p{L})/giu, 'tbsp'],
  [/(?<!\p{L})ч\.?\s?ложк(?:а|и|у)?(?!\p{L})/giu, 'tsp'],
  [/\byemek\s+kaşı[ğk]ı(?!\p{L})/giu, 'tbsp'],
  [/(?<!\p{L})(?:çay|tatlı)\s+kaşı[ğk]ı(?!\p{L})/giu, 'tsp'],
  [/\bsu\s+bardağı(?!\p{L})/giu, 'cup'],
  [/\bcucharada(s)?\s+soperas?\b/giu, 'tbsp'],
  [/\bcucchiai(?:o)?\s+rasi?\b/giu, 'tbsp'],
  [/\bfl\.\s?oz\.?|\bfl\s?oz\.(?!\p{L})/giu, 'fl oz'],
];

export function spaceOut(text: string): string {
  return text.replace(/[\s\u00a0\u2000-\u200b\u202f\u205f\u3000]+/gu, ' ').trim();
}

const SMALL_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹₀₁₂₃₄₅₆₇₈₉';

/** Superscript or subscript digits as plain ones. */
function digitsOf(text: string): string {
  return [...text].map((char) => String(SMALL_DIGITS.indexOf(char) % 10)).join('');
}

/** Full-width digits and letters as typed on Japanese keyboards ("２個") read as ASCII. */
function halfWidth(text: string): string {
  return text.replace(/[\uff01-\uff5e]/gu, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0));
}

/** Japanese, Chinese and Korean (Hangul) text, which writes the amount after the name. */
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u;
const JAPANESE_AMOUNT_LAST = new RegExp(
  `^(.+?)\\s*(?:(大さじ|小さじ|大匙|小匙|カップ|汤匙|茶匙)\\s*(${NUMBER})|(${NUMBER})\\s*(個|个|只|颗|本|枚|片|瓣|g|kg|ml|mL|cc|L|l|克|千克|公斤|毫升|升|カップ|汤匙|茶匙|큰술|작은술|스푼|컵|개|쪽)?)$`,
  'u',
);

const CJK_UNITS = '(?:千克|公斤|毫升|克|升|個|个|只|颗|本|枚|片|瓣|g|kg|ml|mL)';
const GLUED_CJK_UNIT = new RegExp(`^(${NUMBER}\\s*${CJK_UNITS})(?=[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af])`, 'u');

const JAPANESE_UNIT_FIRST = new RegExp(`^(大さじ|小さじ|大匙|小匙|カップ)\\s*(${NUMBER})\\s*(.+)$`, 'u');

/**
 * Japanese writes the item first and the amount last ("砂糖 大さじ2"), or a spoon and its count
 * before the item ("大さじ2 醤油"); the library wants the amount first.
 */
function amountFirst(text: string): string {
  if (!CJK.test(text)) return text;
  // "500g前後", "2個くらい": "about" after the amount says nothing the amount does not.
  // "250克奶油奶酪", "2个鸡蛋": a unit glued to both its number and its food is the amount's.
  const joined = text
    .replace(GLUED_CJK_UNIT, '$1 ')
    .replace(/(\d)と(\d)/gu, '$1 $2')
    .replace(/(?<=[\d\p{L}])\s*(?:前後|程度|くらい|ぐらい|位|ほど|左右)$/u, '');
  const unitFirst = JAPANESE_UNIT_FIRST.exec(joined);
  if (unitFirst) return `${unitFirst[2]} ${unitFirst[1]} ${unitFirst[3]}`;
  const match = JAPANESE_AMOUNT_LAST.exec(joined);
  if (!match) return joined;
  const [, item, unitBefore, amountAfter, amountBefore, unitAfter] = match;
  const unit = (unitBefore ?? unitAfter ?? '').replace(/^cc$/u, 'ml');
  return `${amountAfter ?? amountBefore} ${unit} ${item}`.replace(/\s+/gu, ' ');
}

/** "zest 1 lemon", "juice of 2 limes", "leaves from 4 thyme sprigs": the fruit or herb is what you buy, the part is how you use it. */
const PART_BEFORE_AMOUNT = new RegExp(
  `^((?:finely )?(?:grated )?(?:zest|juice|rind|leaves)(?: and (?:grated )?(?:zest|juice))?)\\s+(?:of\\s+|from\\s+)?(?:an?\\s+|the\\s+)?((?:${AMOUNT}|half an?|one|two|three|four)\\s+\\p{L}.*)$`,
  'iu',
);

const FRACTION_GLYPH = new RegExp(`(\\d)?\\s*([${FRACTION_CHARS}])`, 'gu');
const GLUED_UNIT = new RegExp(`(\\d|[${FRACTION_CHARS}])-?(?=\\p{L})`, 'gu');

/** Cleans a line so the library can read it: no bullets, numbering, glued units or decimal commas. */
export function tidyLine(raw: string): string {
  // Lines copied from page sources keep their entities ("1 &frac12; cups", "&amp;").
  const decoded = /&(?:#\d+|#x[\da-f]+|[a-z]\w*);/iu.test(raw) ? decodeHTML(raw) : raw;
  let text = spaceOut(withLatinDigits(halfWidth(decoded)))
    .replace(CHECKBOX, '')
    .replace(LEADING_BULLETS, '')
    .replace(/\*\*|__/gu, '')
    // A footnote mark ("ogórków*", "flour†") belongs to the page, not the ingredient.
    .replace(/(?<=\S)[*†‡]+(?=\s|$|[,;)])/gu, '')
    // "Zwiebel(n)", "Ei(er)", "clove(s)": the plural when the amount is not one, else the word alone.
    .replace(/(\p{L})\((s|es|n|en|er|e|nen)\)(?!\p{L})/gu, (_all, last: string, ending: string) =>
      /^\s*(?:1|one|ein|eine|un|une)\s+(?![\d½¼¾⅓⅔⅛/])/iu.test(raw) ? last : `${last}${ending}`,
    )
    .replace(NUMBERING, '');
  // What follows the first comma is prose for the cook ("cut into ½-inch pieces"): it keeps its
  // writing, and only the amount, unit and name before it are rewritten for the library.
  const prose = proseStart(text);
  const tail = text.slice(prose);
  text = text
    .slice(0, prose)
    .replace(/\u2044/gu, '/')
    // "¹/₂", as Mealie and some sites write fractions.
    .replace(/([⁰¹²³⁴⁵⁶⁷⁸⁹]+)\s*\/\s*([₀₁₂₃₄₅₆₇₈₉]+)/gu, (_all, top: string, bottom: string) => ` ${digitsOf(top)}/${digitsOf(bottom)}`)
    .replace(FRACTION_GLYPH, (_all, whole: string | undefined, glyph: string) => `${whole ? `${whole} ` : ' '}${FRACTION_TEXT[glyph]}`)
    .replace(/(^|[\s(])\.(\d)/gu, '$10.$2')
    // "1-1/2 cups" and "1 and 1/4 cups" are one number, not a range or two.
    .replace(/(\d)-(\d+\/\d+)/gu, '$1 $2')
    // "1 e 1/2 xícara", "1 y 1/2 tazas", "1 i 1/2 szklanki": the same in other languages.
    .replace(/(\d)\s+(?:and|&|e|y|et|und|en|och|i)\s+(\d+\/\d+)/gu, '$1 $2')
    .replace(
      /(\d)\s+and\s+a\s+(half|quarter)\b/giu,
      (_all, whole: string, part: string) => `${whole} ${part.toLowerCase() === 'half' ? '1/2' : '1/4'}`,
    )
    // Decimal commas ("1,5 kg") read as points; thousands separators ("1,000 g") are dropped.
    .replace(/(\d),(\d{3})(?!\d)/gu, '$1$2')
    .replace(/(\d),(\d{1,2})(?!\d)/gu, '$1.$2');
  text = amountFirst(withoutSuperscriptMarks(text)).replace(
    PART_BEFORE_AMOUNT,
    (_all, part: string, rest: string) => `${rest}, ${part.toLowerCase()}`,
  );
  text = text
    // "125g", "4½oz", "8-ounce": the unit gets a word of its own.
    .replace(GLUED_UNIT, '$1 ')
    // "1cc" is a teaspoon in French recipes and a millilitre in Japanese ones: tell them apart by size.
    .replace(/(\d+(?:\.\d+)?) cc\b/gu, (_all, amount: string) => `${amount} ${Number(amount) >= 15 ? 'ml' : 'tsp'}`);
  for (const [pattern, unit] of MULTI_WORD_UNITS) text = text.replace(pattern, unit);
  text = withArabicDuals(withSizesWrittenOut(withoutArticleBeforeSize(oneAmount(text))));
  const word = NUMBER_WORD.exec(text);
  if (word) text = `${NUMBER_WORDS[word[1]!.toLowerCase().replace(/\s+/gu, ' ')]} ${text.slice(word[0].length)}`;
  // "½ a bunch of mint": the article says nothing the amount has not.
  text = text.replace(new RegExp(`^\\s*(${AMOUNT})\\s+an?\\s+(?=\\p{L}{2})`, 'u'), '$1 ');
  return spaceOut(`${text}${tail}`);
}

/** Where the first ", " or "; " outside parentheses starts, or the line's length; not before a number ("2 lb, 8 oz"). */
function proseStart(text: string): number {
  let depth = 0;
  for (let index = 0; index < text.length - 1; index += 1) {
    const char = text[index]!;
    if (char === '(' || char === '[') depth += 1;
    else if ((char === ')' || char === ']') && depth > 0) depth -= 1;
    else if (depth === 0 && (char === ',' || char === ';') && / \D/u.test(text.slice(index + 1, index + 3))) return index;
  }
  return text.length;
}

/** "2 lb 8 oz", "1 kg 200 g": an amount written in two units, as one amount in the first. */
const COMPOUND_AMOUNTS: ReadonlyArray<[RegExp, number]> = [
  [/^(\d+(?:\.\d+)?)\s*(lbs?|pounds?)\.?,?\s+(\d+(?:\.\d+)?)\s*(?:oz|ounces?)\.?(?=\s)/iu, 16],
  [/^(\d+(?:\.\d+)?)\s*(kg|kilos?|kilograms?)\.?,?\s+(\d+(?:\.\d+)?)\s*(?:g|grams?)\.?(?=\s)/iu, 1000],
  [/^(\d+(?:\.\d+)?)\s*(l|liters?|litres?)\.?,?\s+(\d+(?:\.\d+)?)\s*(?:ml|milliliters?|millilitres?)\.?(?=\s)/iu, 1000],
];

function oneAmount(text: string): string {
  for (const [pattern, smaller] of COMPOUND_AMOUNTS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const whole = Number(match[1]) + Number(match[3]) / smaller;
    return `${Math.round(whole * 1000) / 1000} ${match[2]}${text.slice(match[0].length)}`;
  }
  return text;
}

export type TakenText = { text: string; notes: string[] };

/**
 * Every "(…)" in the line, taken out; the caller decides which are notes and which conversions.
 * `early` holds those written before the line's first comma ("1 bunch scallions (about 6),
 * thinly sliced"), so the note can keep the order the cook wrote.
 */
export function takeParentheses(text: string): { text: string; inside: string[]; early: ReadonlySet<string> } {
  const inside: string[] = [];
  const early = new Set<string>();
  let rest = text;
  // Innermost first: recipe plugins nest them ("1 shallot (, finely sliced (Note 2))").
  for (let round = 0; round < 3 && /[([][^()[\]]*[)\]]/u.test(rest); round += 1) {
    rest = rest.replace(/\s*[([]([^()[\]]*)[)\]]/gu, (_all, content: string, offset: number, whole: string) => {
      const kept = spaceOut(content).replace(/^[,;:\s]+|[,;:\s]+$/gu, '');
      // "(Note 2)", "(see note)": a pointer to the page's notes, which do not come along.
      if (kept && !PAGE_NOTE.test(kept)) {
        inside.push(kept);
        if (!/[,;]|\s[-–—]\s/u.test(whole.slice(0, offset))) early.add(kept);
      }
      return ' ';
    });
  }
  return { text: spaceOut(rest), inside, early };
}

const PAGE_NOTE = /^(?:see\s+)?(?:recipe\s+)?notes?(?:\s+(?:\d+\s*[a-z]?|[a-z]|below|above))?$/iu;

const SECOND_AMOUNT = new RegExp(
  `^(${AMOUNT}\\s*${UNIT_WORD})\\s*(?:/|\\+|\\bplus\\b)\\s*(${AMOUNT}\\s*${UNIT_WORD}(?:\\s+${NUMBER}\\s*${UNIT_WORD})?)(?=[\\s,/]|$)`,
  'iu',
);
const LEADING_AMOUNT = new RegExp(`^${AMOUNT}\\s*`, 'u');
/** "2 x 400 g cans", "2 14 ounce cans": a count, then the size of each. */
const MULTIPLIED = new RegExp(`^(${NUMBER})\\s*(?:[x×]\\s*(${AMOUNT}\\s*${UNIT_WORD})|\\s(\\d+(?:\\.\\d+)?\\s*${UNIT_WORD}))\\s+`, 'iu');
/** "1-inch piece of ginger", "5cm piece ginger": one piece, of the length the amount says. */
const LENGTH_PIECE = new RegExp(
  `^(${NUMBER}\\s*(?:inch(?:es)?|in\\.|cm|centimet(?:re|er)s?|mm))\\s+(?=(?:piece|chunk|knob|length)s?\\b)`,
  'iu',
);
const SIZE_WORDS =
  'heaped|heaping|level|rounded|scant|generous|good|big|(?:large|small|tiny)(?=\\s+(?:pinch|dash)(?:es)?\\b)|gehäufte[rn]?|gestrichene[rn]?|gehäuft|gestrichen|gestr\\.|geh\\.|afgestreken|ruime|płask(?:a|ie|iej|ich)|czubat(?:a|e|ej|ych)';
const SIZE_WORD = new RegExp(`^(${AMOUNT})\\s+(${SIZE_WORDS}|${LIKENED_SIZE})\\s+`, 'iu');
/** "Scant 1/2 teaspoon": the size word moved to where takeSecondAmount looks for it. */
const SIZE_BEFORE_AMOUNT = new RegExp(`^(${SIZE_WORDS})\\s+(${AMOUNT})\\s+`, 'iu');
/** "1 tbsp rase", "1 tbsp. heaping sugar": the size word written after the unit. */
const SIZE_AFTER_UNIT = new RegExp(
  `^(${AMOUNT}\\s+(?:[Tt]bsps?|[Tt]sps?|[Tt]ablespoons?|[Tt]easpoons?|[Cc]ups?|TBSP|TSP|T|t|cucharad(?:a|as|ita|itas)|cucchia(?:io|i|ino|ini)|tbsp|tsp)\\.?)\\s+(rases?|bombées?|heaped|heaping|level|rounded|scant|generous|colmad[ao]s?|ras[ao]s?|ras[ei]|colm[oaie]|abbondant[ei]|cheias?)\\s+`,
  'u',
);

/**
 * The second amount of "125 g/4½ oz butter", "1 cup + 2 tbsp flour" and "2 x 400 g cans", and
 * words such as "heaped" between an amount and its unit. Conversions are returned apart so
 * the caller can drop them when the first amount is already a measure.
 */
export function takeSecondAmount(text: string): { text: string; conversions: string[]; notes: string[] } {
  const conversions: string[] = [];
  const notes: string[] = [];
  let rest = text;
  for (let pair = SECOND_AMOUNT.exec(rest); pair; pair = SECOND_AMOUNT.exec(rest)) {
    const joiner = /^\s*(\+|plus)/iu.test(rest.slice(pair[1]!.length)) ? 'plus ' : '';
    // "2 eggs + 1 egg yolk" adds a second ingredient, not a second amount of one.
    if (joiner && !isUnitWord(pair[1]!.replace(LEADING_AMOUNT, ''))) break;
    (joiner ? notes : conversions).push(`${joiner}${pair[2]}`);
    rest = `${pair[1]}${rest.slice(pair[0].length)}`;
  }
  const length = LENGTH_PIECE.exec(rest);
  if (length) {
    conversions.push(length[1]!);
    rest = `1 ${rest.slice(length[0].length)}`;
  }
  const multiplied = MULTIPLIED.exec(rest);
  if (multiplied) {
    conversions.push((multiplied[2] ?? multiplied[3])!);
    rest = `${multiplied[1]} ${rest.slice(multiplied[0].length)}`;
  }
  const before = SIZE_BEFORE_AMOUNT.exec(rest);
  if (before) rest = `${before[2]} ${before[1]} ${rest.slice(before[0].length)}`;
  const after = SIZE_AFTER_UNIT.exec(rest);
  if (after) {
    notes.push(after[2]!.toLowerCase());
    rest = `${after[1]} ${rest.slice(after[0].length)}`;
  }
  const size = SIZE_WORD.exec(rest);
  if (size) {
    notes.push(size[2]!.toLowerCase());
    rest = `${size[1]} ${rest.slice(size[0].length)}`;
  }
  return { text: spaceOut(rest), conversions, notes };
}
