import { numericQuantity } from 'numeric-quantity';
import { formatDuration } from './locale-format.js';

/**
 * Times written in a step ("simmer for 10 minutes", "bake 25-30 min", "1 hr 15 mins") found
 * so cook mode can offer each one as a timer. No kept library finds durations inside running
 * text with ranges (duration parsers read a whole string, date parsers answer dates), so the
 * phrases are matched here; numbers themselves ("1 1/2", "1½") are read by numeric-quantity,
 * which parse-ingredient already brings.
 *
 * A range ("25-30 minutes", "2 to 3 hours", "a minute or two", "45 minutes to 1 hour") starts
 * the timer at its lower bound, because checking early is safe and overcooking is not; the
 * upper bound is kept in `maxSeconds` so the timer can say "25–30 min". Vague times
 * ("overnight", "a few minutes", "until golden") are no timer.
 */

export interface StepTimer {
  /** The phrase as written in the step, e.g. "25-30 min". */
  text: string;
  start: number;
  end: number;
  /** Where the timer starts: the phrase's time, or the lower bound of a range. */
  seconds: number;
  /** The upper bound of a range. */
  maxSeconds?: number;
}

const SECONDS_PER_UNIT = { hour: 3600, minute: 60, second: 1 } as const;
type TimeUnit = keyof typeof SECONDS_PER_UNIT;

/** Longer than a week is no kitchen timer; a few seconds is none either ("stir a second time"). */
const MAX_TIMER_SECONDS = 7 * 24 * 3600;
const MIN_TIMER_SECONDS = 5;

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
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
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  'forty-five': 45,
  fifty: 50,
  sixty: 60,
  ninety: 90,
  'a couple of': 2,
  'a couple': 2,
  'half an': 0.5,
  'half a': 0.5,
  'a half': 0.5,
  half: 0.5,
};

const VULGAR = '½⅓⅔¼¾⅛⅜⅝⅞';
/** A written number: 10, 1.5, 1 1/2, 1½, 1-1/2, ½, or a word ("an", "two", "half an"). */
const QUANTITY = String.raw`(?:\d+(?:\.\d+)?(?:\s*[${VULGAR}]|[\s-]+\d\/\d)?|\d\/\d|[${VULGAR}]|(?:a\s+couple(?:\s+of)?|half\s+an?|a\s+half|forty-five|half|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety)(?![\w-]))`;
/** Unit words; the one-letter forms only straight after digits ("1h", "30s", "10'"). */
const UNIT = String.raw`(hours?|hrs?|minutes?|mins?|seconds?|secs?|(?<=\d\s?)h|(?<=\d)s|(?<=\d)['’′])(?![a-z])`;
/** Between a number and its unit: a space or hyphen ("30-minute"), and "more"/"extra" ("5 more minutes"). */
const JOIN = String.raw`(?:\s*-\s*|\s*)(?:(?:more|additional|extra|further)\s+)?`;

const PART = new RegExp(String.raw`(?<![\w.\/${VULGAR}])(${QUANTITY})${JOIN}${UNIT}(\s+and\s+a\s+half(?![\w-]))?`, 'gi');
const RANGE_BEFORE = new RegExp(String.raw`(?<![\w.\/${VULGAR}])(${QUANTITY})\s*(?:-|–|—|to|or)\s*$`, 'i');
const RANGE_WORD = /^\s*(?:-|–|—|to|or)\s*$/i;
const OR_NUMBER_AFTER = new RegExp(String.raw`^\s+or\s+(${QUANTITY})(?!\s*(?:-\s*)?[\d${VULGAR}]|${JOIN}${UNIT})`, 'i');
const COMPOUND_GAP = /^\s*(?:,\s*|and\s+)?$/i;

interface Duration {
  start: number;
  end: number;
  seconds: number;
  /** The largest unit in it; a range's lone lower number ("25-") counts in this unit. */
  unit: TimeUnit;
}

function unitOf(written: string): TimeUnit {
  const first = written.toLowerCase()[0];
  return first === 'h' ? 'hour' : first === 's' ? 'second' : 'minute';
}

function quantityOf(written: string): number {
  const word = written.toLowerCase().replace(/\s+/g, ' ');
  if (word in NUMBER_WORDS) return NUMBER_WORDS[word]!;
  return numericQuantity(written.replace(/(\d)-(\d\/\d)/, '$1 $2'));
}

/** Each "<number> <unit>" in the text, with "1 hr 15 mins" joined into one duration. */
function findDurations(text: string): Duration[] {
  const parts: Duration[] = [];
  for (const match of text.matchAll(PART)) {
    const unit = unitOf(match[2]!);
    const quantity = quantityOf(match[1]!) + (match[3] ? 0.5 : 0);
    if (!(quantity > 0)) continue;
    parts.push({ start: match.index, end: match.index + match[0].length, seconds: Math.round(quantity * SECONDS_PER_UNIT[unit]), unit });
  }
  const joined: Duration[] = [];
  for (const part of parts) {
    const previous = joined[joined.length - 1];
    const smaller = previous && SECONDS_PER_UNIT[part.unit] < SECONDS_PER_UNIT[previous.unit];
    if (previous && smaller && COMPOUND_GAP.test(text.slice(previous.end, part.start))) {
      joined[joined.length - 1] = { ...previous, end: part.end, seconds: previous.seconds + part.seconds };
    } else {
      joined.push(part);
    }
  }
  return joined;
}

/** The time phrases in one step, in order, each with its length in seconds (see the doc comment above). */
export function findTimers(step: string): StepTimer[] {
  const durations = findDurations(step);
  const timers: StepTimer[] = [];
  for (let index = 0; index < durations.length; index += 1) {
    const duration = durations[index]!;
    let { start, end, seconds } = duration;
    let maxSeconds: number | undefined;

    const next = durations[index + 1];
    const before = RANGE_BEFORE.exec(step.slice(0, start));
    const after = OR_NUMBER_AFTER.exec(step.slice(end));
    if (next && next.seconds > seconds && RANGE_WORD.test(step.slice(end, next.start))) {
      // "30 seconds to 1 minute", "45 minutes - 1 hour"
      maxSeconds = next.seconds;
      end = next.end;
      index += 1;
    } else if (before) {
      // "25-30 minutes", "2 to 3 hours": the lone first number is in the same unit.
      const low = Math.round(quantityOf(before[1]!) * SECONDS_PER_UNIT[duration.unit]);
      if (low > 0 && low < seconds) {
        maxSeconds = seconds;
        seconds = low;
        start = before.index;
      }
    } else if (after) {
      // "a minute or two", "an hour or so" is no range (no number follows).
      const high = Math.round(quantityOf(after[1]!) * SECONDS_PER_UNIT[duration.unit]);
      if (high > seconds) {
        maxSeconds = high;
        end += after[0].length;
      }
    }
    if (seconds < MIN_TIMER_SECONDS || seconds > MAX_TIMER_SECONDS) continue;
    timers.push({ text: step.slice(start, end), start, end, seconds, ...(maxSeconds ? { maxSeconds } : {}) });
  }
  return timers;
}

/** A timer's length as a label: "10 min", "1 hr 15 min", "45 sec", "25–30 min"; "25–30 Min." in German. */
export function formatTimerLength(timer: Pick<StepTimer, 'seconds' | 'maxSeconds'>, locale = 'en'): string {
  return formatDuration(locale, timer.seconds, timer.maxSeconds);
}

/** Words that open a clause without saying what is being timed ("then bake", "and simmer"). */
const LEAD_WORDS = new Set(['then', 'and', 'now', 'next', 'finally', 'for', 'or', 'to', 'let', 'it', 'gently', 'about']);

/**
 * What a timer is for, from the first word of its clause: "Simmer" for "Melt the butter and
 * simmer for 10 minutes"; empty when the clause has none, and the screen names it in its language.
 */
export function timerName(step: string, timer: Pick<StepTimer, 'start'>): string {
  const clause =
    step
      .slice(0, timer.start)
      .split(/[.;:!?,()]|\b(?:and|then)\b/i)
      .pop() ?? '';
  const word = (clause.match(/[A-Za-z]+/g) ?? []).find((candidate) => !LEAD_WORDS.has(candidate.toLowerCase()));
  return word ? word[0]!.toUpperCase() + word.slice(1).toLowerCase() : '';
}
