import { DISH_LIMITS } from '@hearth/shared/dish-rules';
import { URL_MAX_LENGTH } from '@hearth/shared/urls';
import { cleanText } from './text-cleanup.js';

/**
 * schema.org values in the many shapes pages write them: a type as "Recipe",
 * ["Recipe", "NewsArticle"], "schema:Recipe" or a full IRI; durations as ISO 8601 or words;
 * yields as numbers, words or lists; images as strings, ImageObjects or lists of either.
 */

export type SchemaNode = Record<string, unknown>;

export function isNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asArray(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** "Recipe" for "Recipe", "schema:Recipe", "http://schema.org/Recipe" and "https://schema.org/Recipe". */
function shortType(type: string): string {
  return type
    .replace(/^.*[/#:]/u, '')
    .trim()
    .toLowerCase();
}

export function hasType(node: SchemaNode, type: string): boolean {
  const wanted = type.toLowerCase();
  const types = node['@type'] ?? node.type ?? property(node, '@type');
  return asArray(types).some((value) => typeof value === 'string' && shortType(value) === wanted);
}

/**
 * A property under its plain name, or as some pages write it: prefixed ("schema:name", as
 * RDFa does), capitalised ("RecipeInstructions", "Author") or with stray spaces ("name ").
 */
export function property(node: SchemaNode, name: string): unknown {
  if (name in node) return node[name];
  const wanted = name.toLowerCase();
  const key = Object.keys(node).find(
    (candidate) =>
      candidate
        .replace(/^.*[/#:]/u, '')
        .trim()
        .toLowerCase() === wanted,
  );
  return key === undefined ? undefined : node[key];
}

const ISO_DURATION =
  /^P(?:(\d+(?:[.,]\d+)?)Y)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/iu;
/** Words for days, hours, minutes and seconds in the languages recipe pages are written in. */
const DAY_WORDS = String.raw`d(?:ays?)?|tage?|jours?|días?|dias?|giorni|dagen`;
const HOUR_WORDS = String.raw`h(?:ours?|rs?|eures?|oras?)?|std\.?|stunden?|uur|or[ae]|timm(?:e|ar)|timer?|godz(?:\.|in[ay]?)?|часа|часов|час|saat|óra|tuntia?|時間|小时|小時|시간`;
const MINUTE_WORDS = String.raw`m(?:in(?:ute)?s?|inuten?|inuti|inutos|inuter|inutter|inut[ey]?|inuuttia|inuutin)?|минут[аы]?|мин|dakika|perc|分钟|分鐘|分|분`;
const SECOND_WORDS = String.raw`s(?:ec(?:ond)?s?)?`;
const WORD_DURATION = new RegExp(
  String.raw`(\d+\s+\d\/\d|\d+\s*[½¼¾]|\d\/\d|\d+(?:[.,]\d+)?|½|¼|¾)\s*(${[DAY_WORDS, HOUR_WORDS, MINUTE_WORDS, SECOND_WORDS].join('|')})(?![a-zà-ÿ])`,
  'giu',
);
const FRACTIONS: Readonly<Record<string, number>> = { '½': 0.5, '¼': 0.25, '¾': 0.75 };
/** "1h30", "2 h 15": minutes written after the hours with no unit of their own. */
export const HOURS_THEN_MINUTES = /(\d+)\s*h\s*(\d{1,2})(?![\d.,]|\s*\p{L})/gu;

/** "1", "1.5", "1,5", "½", "1½", "1 1/2", "3/4". */
function number(text: string): number {
  const mixed = /^(\d+)?\s*(?:([½¼¾])|(\d)\/(\d))$/u.exec(text.trim());
  if (mixed) {
    const part = mixed[2] ? FRACTIONS[mixed[2]]! : Number(mixed[3]) / Number(mixed[4]);
    return Number(mixed[1] ?? 0) + part;
  }
  return Number(text.replace(',', '.'));
}

/** "1 heure 20", "2 hours 15": the minutes after an hour word, with no unit of their own. */
const HOUR_WORD_THEN_MINUTES = new RegExp(String.raw`(\d\s*(?:${HOUR_WORDS}))\s+(?:(?:and|et|und|e|y|en|i|og|och)\s+)?(\d{1,2})\s*$`, 'iu');
const IS_DAY = new RegExp(`^(?:${DAY_WORDS})$`, 'iu');
const IS_HOUR = new RegExp(`^(?:${HOUR_WORDS})$`, 'iu');
const IS_SECOND = new RegExp(`^(?:${SECOND_WORDS})$`, 'iu');

function minutesPerUnit(unit: string): number {
  if (IS_DAY.test(unit)) return 1440;
  if (IS_HOUR.test(unit)) return 60;
  if (IS_SECOND.test(unit)) return 1 / 60;
  return 1;
}

/** "1:30", "0:20", "01:30:00". */
const CLOCK_DURATION = /^(\d{1,2}):([0-5]\d)(?::[0-5]\d)?$/u;
/** Longer than any duration a page writes ("About 1 hour and 30 minutes, plus cooling overnight"). */
const MAX_DURATION_CHARS = 200;

/** Whole minutes from "PT1H15M", "P0DT0H30M", "PT90M", "30 minutes", "1 hr 15 mins" or 45; null when unreadable. */
export function minutesFrom(value: unknown): number | null {
  let minutes: number | null = null;
  if (typeof value === 'number') minutes = value;
  else if (typeof value === 'string') {
    const text = value.trim();
    // No duration runs this long; the word patterns below are quadratic over a long run of digits.
    if (text.length > MAX_DURATION_CHARS) return null;
    const iso = ISO_DURATION.exec(text);
    if (iso && text.length > 1 && !/T$/iu.test(text)) {
      const [, years, months, weeks, days, hours, mins, seconds] = iso.map((part) => (part ? number(part) : 0));
      if (years! > 0 || months! > 0) return null;
      minutes = weeks! * 10080 + days! * 1440 + hours! * 60 + mins! + seconds! / 60;
    } else if (/^\d+(?:[.,]\d+)?$/u.test(text)) {
      minutes = number(text);
    } else if (CLOCK_DURATION.test(text)) {
      // "1:30" as a clock writes it: hours and minutes.
      const [, hours, mins] = CLOCK_DURATION.exec(text)!;
      minutes = Number(hours) * 60 + Number(mins);
    } else if (/^PT\d{1,4}$/iu.test(text)) {
      // "PT20": an ISO duration missing its unit; recipe times are counted in minutes.
      minutes = Number(text.slice(2));
    } else {
      // "1h30" (French, among others) is an hour and thirty minutes.
      // "PT1H30" (an ISO duration missing its last M) reads the same way.
      const spelled = text
        .replace(/^PT(?=\d)/iu, '')
        .toLowerCase()
        .replace(HOURS_THEN_MINUTES, '$1 h $2 min')
        .replace(HOUR_WORD_THEN_MINUTES, '$1 $2 min');
      const parts = [...spelled.matchAll(WORD_DURATION)];
      if (parts.length > 0) minutes = parts.reduce((sum, [, amount, unit]) => sum + number(amount!) * minutesPerUnit(unit!), 0);
    }
  } else if (isNode(value)) {
    // A Duration as a QuantitativeValue ({minValue, maxValue}): the longer time is the one to plan for.
    return minutesFrom(value['@value'] ?? value.value ?? value.maxValue ?? value.minValue);
  }
  if (minutes === null || !Number.isFinite(minutes) || minutes < 0) return null;
  const whole = Math.round(minutes);
  return whole <= DISH_LIMITS.minutes ? whole : null;
}

/** Counts written as words in a yield ("Serves four", "Makes a dozen"). */
const COUNT_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  dozen: 12,
};

function spelledCount(text: string): number | null {
  const word = /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozen)\b/iu.exec(text.slice(0, 200))?.[1];
  return word ? COUNT_WORDS[word.toLowerCase()]! : null;
}

/** Servings from 4, "4", "4 servings", ["4", "4 people"], "Makes 12", "12 cookies", "4-6", "2 dozen", "Serves four", "one 9-inch pie"; null when none ("makes 2 cups"). */
export function servingsFrom(value: unknown): number | null {
  const candidates = asArray(value);
  const spelled = candidates.length === 1 && typeof candidates[0] === 'string' ? spelledCount(candidates[0]) : null;
  if (spelled !== null && !/\d/u.test(candidates[0] as string)) return spelled;
  // A bare number in a list is the count; the words beside it are only its label.
  const ordered = [...candidates.filter((item) => typeof item === 'number' || /^\s*\d+\s*$/u.test(String(item))), ...candidates];
  for (const candidate of ordered) {
    const text = cleanText(isNode(candidate) ? String(candidate.value ?? candidate['@value'] ?? '') : String(candidate ?? '')).slice(
      0,
      200,
    );
    for (const match of text.matchAll(/(\d+(?:[.,]\d+)?)(\s*dozen\b)?/giu)) {
      if (isAmountOrSize(text, match.index, match.index + match[0].length)) continue;
      const servings = Math.round(Number(match[1]!.replace(',', '.')) * (match[2] ? 12 : 1));
      if (servings >= 1 && servings <= DISH_LIMITS.servings) return servings;
    }
  }
  // Every number was an amount or a size ("one 9-inch pie"): the count is the one in words.
  return spelled;
}

/** A measure after a yield's number: "makes about 2 cups" is an amount, not two servings. */
const MEASURE_AFTER =
  /^\s*(?:[½¼¾⅓⅔⅛⅜⅝⅞]|\/\d+)?\s*(?:cups?|c\.|ml|millilit|l\b|lit(?:re|er)s?|quarts?|qts?\b|pints?|pts?\b|gallons?|fl\.?\s?oz|oz\b|ounces?|g\b|grams?|kg\b|kilo|lbs?\b|pounds?|tablespoons?|tbsps?\b|teaspoons?|tsps?\b|(?:-\s?)?inch|cm\b|"|x\s?\d)/iu;

/** Whether the number at [start, end) of a yield is an amount or a pan's size ("9x13"), not a count. */
function isAmountOrSize(text: string, start: number, end: number): boolean {
  return MEASURE_AFTER.test(text.slice(end, end + 16)) || /x\s?$/iu.test(text.slice(Math.max(0, start - 2), start));
}

/** An absolute http(s) address for a possibly relative one, or '' when there is none. */
export function absoluteHttpUrl(value: unknown, base?: string): string {
  const text = cleanText(value);
  if (!text) return '';
  try {
    const url = new URL(text, base);
    const fits = (url.protocol === 'http:' || url.protocol === 'https:') && url.href.length <= URL_MAX_LENGTH;
    return fits ? url.href : '';
  } catch {
    return '';
  }
}

function size(value: unknown): number {
  const raw = isNode(value) ? (value.value ?? value['@value']) : value;
  const parsed = Number.parseFloat(String(raw ?? ''));
  return Number.isFinite(parsed) && parsed > 0 ? parsed : 0;
}

/** A descriptor after an address, as in srcset: "a.jpg 2x", "a.jpg 1200w". */
const SRCSET_DESCRIPTOR = /^(\d+(?:\.\d+)?)[wx]$/u;

/**
 * The address in an image string that a site filled from its srcset ("a.jpg 300w, b.jpg
 * 1200w", or "a.jpg 1x"): the candidate with the largest descriptor. A plain address as it is.
 */
function fromSrcset(image: unknown): unknown {
  if (typeof image !== 'string' || !/\s/u.test(image.trim())) return image;
  let best: { url: string; size: number } | undefined;
  for (const candidate of image.trim().split(/,\s+/u)) {
    const [url = '', descriptor = '', ...rest] = candidate.trim().split(/\s+/u);
    const size = SRCSET_DESCRIPTOR.exec(descriptor)?.[1];
    if (size === undefined || rest.length) return image;
    if (!best || Number(size) > best.size) best = { url, size: Number(size) };
  }
  return best?.url ?? image;
}

/** The picture to keep: the largest when sizes are given, else the first; absolute and http(s) only. */
export function imageUrlFrom(value: unknown, base?: string): string {
  const images = asArray(value)
    .flatMap((image) => (Array.isArray(image) ? image : [image]))
    .map((image, order) => {
      if (!isNode(image)) return { url: fromSrcset(image), area: 0, order };
      const url = asArray(image.url ?? image.contentUrl ?? image['@id'])[0];
      return { url, area: size(image.width) * size(image.height), order };
    });
  images.sort((left, right) => right.area - left.area || left.order - right.order);
  for (const image of images) {
    const url = absoluteHttpUrl(image.url, base);
    if (url) return url;
  }
  return '';
}

/** Names from a string, a comma list, a Person/Thing with a name, or a list of any of these. */
export function namesFrom(value: unknown, { splitCommas = false } = {}): string[] {
  return asArray(value).flatMap((entry) => {
    if (Array.isArray(entry)) return namesFrom(entry.flat(), { splitCommas });
    const text = isNode(entry) ? cleanText(entry.name ?? entry['@value'] ?? '') : cleanText(entry);
    return (splitCommas ? text.split(/\s*[,;]\s*/u) : [text]).map((name) => name.trim()).filter(Boolean);
  });
}
