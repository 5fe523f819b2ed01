import { DIFFICULTIES, DISH_LIMITS, type Difficulty } from '@hearth/shared/dish-rules';
import { HOURS_THEN_MINUTES } from '../pages/schema-org-values.js';

/**
 * Readers for the loose values export files hold: times written as "1 hr 15 mins" or
 * "PT1H15M", servings as "Serves 4-6", lists as arrays or comma-separated text.
 */

export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** Strings from an array of strings or of `{name}` objects, or from comma/semicolon-separated text. */
export function stringList(value: unknown): string[] {
  const items = Array.isArray(value)
    ? value.map((item) => (typeof item === 'object' && item !== null ? text((item as { name?: unknown }).name) : text(item)))
    : text(value).split(/[,;]/);
  return items.map((item) => item.trim()).filter(Boolean);
}

const ISO_DURATION = /^P(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/i;
const CLOCK = /^(\d{1,3}):(\d{2})(?::\d{2})?$/;
const DURATION_PART =
  /(\d+(?:[.,]\d+)?)\s*(d|days?|jours?|tage?n?|h|hrs?|hours?|heures?|std\.?|stunden?|ore?|horas?|m|mins?|minutes?|minuten?|minutos?|minuti|s|secs?|seconds?)(?!\p{L})/giu;
const UNIT_MINUTES: [RegExp, number][] = [
  [/^(d|day|jour|tag|tage)/i, 24 * 60],
  [/^(h|hr|hour|heure|std|stunde|ora|ore|hora)/i, 60],
  [/^s(ec|$)/i, 1 / 60],
  [/^m/i, 1],
];

function withinLimit(minutes: number): number | null {
  const rounded = Math.round(minutes);
  return Number.isFinite(rounded) && rounded >= 0 && rounded <= DISH_LIMITS.minutes ? rounded : null;
}

/** Minutes from a number (already minutes), an ISO 8601 duration, "1:30", or words ("1 hr 15 min"). */
export function parseMinutes(value: unknown): number | null {
  if (typeof value === 'number') return withinLimit(value);
  const written = text(value);
  if (!written) return null;
  const iso = ISO_DURATION.exec(written);
  if (iso && written.length > 1) {
    const [days, hours, minutes, seconds] = iso.slice(1).map((part) => Number(part ?? 0));
    return withinLimit(days! * 1440 + hours! * 60 + minutes! + seconds! / 60);
  }
  const clock = CLOCK.exec(written);
  if (clock) return withinLimit(Number(clock[1]) * 60 + Number(clock[2]));
  if (/^\d+(?:[.,]\d+)?$/.test(written)) return withinLimit(Number(written.replace(',', '.')));
  let total = 0;
  let found = false;
  // "10-15 minutes" reads as 10: the first number of a range.
  // "1h30" (French, among others) is an hour and thirty minutes.
  const spelled = written.replace(/(\d)\s*[-–]\s*\d+/g, '$1').replace(HOURS_THEN_MINUTES, '$1 h $2 min');
  for (const match of spelled.matchAll(DURATION_PART)) {
    const factor = UNIT_MINUTES.find(([pattern]) => pattern.test(match[2]!))?.[1] ?? 1;
    total += Number(match[1]!.replace(',', '.')) * factor;
    found = true;
  }
  return found ? withinLimit(total) : null;
}

/** Servings from 4, "4", "Serves 4-6" or "12 cookies": the first whole number in range. */
export function parseServings(value: unknown): number | null {
  const number = typeof value === 'number' ? value : Number(/\d+/.exec(text(value))?.[0] ?? NaN);
  const servings = Math.round(number);
  return Number.isFinite(servings) && servings >= 1 && servings <= DISH_LIMITS.servings ? servings : null;
}

export function toDifficulty(value: unknown): Difficulty | '' {
  const written = text(value).toLowerCase();
  if (!written) return '';
  const exact = DIFFICULTIES.find((difficulty) => difficulty.toLowerCase() === written);
  if (exact) return exact;
  if (/^(simple|beginner|very easy|leicht|facile|fácil)/.test(written)) return 'Easy';
  if (/^(moderate|intermediate|average|mittel|moyen|media)/.test(written)) return 'Medium';
  if (/^(difficult|advanced|expert|hard|schwer|difficile|difícil)/.test(written)) return 'Hard';
  return '';
}

/** Non-blank lines, trimmed. */
export function splitLines(value: unknown): string[] {
  return text(value)
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

const STEP_NUMBER = /^(?:step\s*)?\d{1,3}\s*[.):-]\s+/i;

/**
 * Steps from a block of text: paragraphs when the text has blank lines between them (a wrapped
 * line stays in its step), otherwise one step per line. Leading "1." or "Step 2:" goes.
 */
export function splitSteps(value: unknown): string[] {
  const written = text(value).replace(/\r\n?/g, '\n');
  const blocks = /\n\s*\n/.test(written) ? written.split(/\n\s*\n/) : written.split('\n');
  // Lines are joined by splitting, not by a pattern around "\n", which backtracks over long runs of spaces.
  return blocks
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .join(' ')
        .replace(STEP_NUMBER, ''),
    )
    .filter(Boolean);
}
