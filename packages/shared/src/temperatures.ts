import convert from 'convert';
import type { UnitSystem } from './unit-systems.js';

/**
 * Temperatures inside step text follow the cook's unit system: "Bake at 350°F" reads
 * "Bake at 180 °C" in metric. Oven temperatures (from 120 °C / 250 °F) are rounded the way oven
 * dials and every conversion table are: °C to the nearest 10, °F to the nearest 25, so 350 °F and
 * 180 °C map onto each other both ways. Lower ones (meat, sugar, proving dough) are exact to the
 * degree, because 63 °C is not 60 °C for a pork loin.
 *
 * Recognised: "350°F", "350 °F", "350 degrees F", "350 degrees Fahrenheit", "180C", "180 °C",
 * ranges "350-375°F". A bare letter without a degree sign ("180C") counts only in capitals and
 * for numbers from 90 to 600, so "2 c flour" stays flour. Gas marks stay as written, with the
 * chosen system's temperature added in brackets: "gas mark 4 (180 °C)".
 *
 * A temperature the recipe already gives in both scales ("350°F (175°C)", "200C/180C fan/gas
 * 6", "180 °C, 350 °F") is converted once, in place: the one written in the chosen scale is
 * kept as the recipe wrote it (the first that is not a fan oven's), and the others are dropped;
 * when none is in the chosen scale, the first is converted. Never "180 °C (175°C)".
 */

type Scale = 'C' | 'F';

const TEMPERATURE =
  /(?<![\d.])(\d{2,3}(?:\.\d)?)(?:\s*(?:-|–|—|to)\s*(\d{2,3}(?:\.\d)?))?(\s*(?:°|º|˚)\s*|\s*degrees?\s+|\s*deg\.?\s*|\s*)(fahrenheit|celsius|centigrade|F|C)\b/gi;

const GAS_MARK = /\bgas\s+mark\s+(¼|½|1\/4|1\/2|[1-9])(?!\w)(?!\s*[(/]\s*\d)/gi;

const ONE_TEMPERATURE = String.raw`(?<![\d.])\d{2,3}(?:\.\d)?(?:\s*(?:-|–|—|to)\s*\d{2,3}(?:\.\d)?)?(?:\s*(?:°|º|˚)\s*|\s*degrees?\s+|\s*deg\.?\s*|\s*)(?:fahrenheit|celsius|centigrade|F|C)\b`;
/** What may stand beside a temperature as its other writing: another temperature (a fan oven's too) or a gas mark. */
const COMPANION = String.raw`(?:${ONE_TEMPERATURE}(?:\s*(?:fan(?:[- ]forced|[- ]assisted|[- ]oven)?|convection))?|gas(?:\s+mark)?\s+(?:¼|½|1\/4|1\/2|[1-9])(?!\w))`;
const SEPARATOR = String.raw`(?:\s*[,/;]\s*|\s+or\s+)`;
/** A temperature and the other writings of it after it: "350°F (175°C)", "200C/180C fan/gas 6", "180 °C, 350 °F". */
const WRITTEN_TWICE = new RegExp(
  String.raw`${ONE_TEMPERATURE}(?:\s*\(\s*${COMPANION}(?:${SEPARATOR}${COMPANION})*\s*\)|${SEPARATOR}${COMPANION})+`,
  'gi',
);
const TEMPERATURE_IN_GROUP = new RegExp(`${ONE_TEMPERATURE}(\\s*(?:fan|convection))?`, 'gi');

/** UK gas marks and the oven temperatures they stand for ("1/4" is looked up as "¼"). */
const GAS_MARKS: Readonly<Record<string, { C: number; F: number }>> = {
  '¼': { C: 110, F: 225 },
  '½': { C: 120, F: 250 },
  '1': { C: 140, F: 275 },
  '2': { C: 150, F: 300 },
  '3': { C: 170, F: 325 },
  '4': { C: 180, F: 350 },
  '5': { C: 190, F: 375 },
  '6': { C: 200, F: 400 },
  '7': { C: 220, F: 425 },
  '8': { C: 230, F: 450 },
  '9': { C: 240, F: 475 },
};

function scaleOf(word: string): Scale {
  return word.toLowerCase().startsWith('f') ? 'F' : 'C';
}

function isOvenTemperature(value: number, scale: Scale): boolean {
  return scale === 'C' ? value >= 120 : value >= 250;
}

/** `value` in the other scale, rounded as the doc comment above says. */
function toOtherScale(value: number, from: Scale): number {
  const converted = from === 'F' ? convert(value, 'fahrenheit').to('celsius') : convert(value, 'celsius').to('fahrenheit');
  if (!isOvenTemperature(value, from)) return Math.round(converted);
  const step = from === 'F' ? 10 : 25;
  return Math.round(converted / step) * step;
}

function targetScale(system: UnitSystem): Scale | null {
  return system === 'metric' ? 'C' : system === 'us' ? 'F' : null;
}

/** A temperature written twice as the one in `target`'s scale as the recipe wrote it, else its first writing. */
function onceIn(group: string, target: Scale): string {
  const all = [...group.matchAll(TEMPERATURE_IN_GROUP)].map((match) => match[0].slice(0, match[0].length - (match[1]?.length ?? 0)));
  // "12 C, 10 C" are cups: a bare letter is a temperature only as convertTemperatures reads one.
  const bare = all.filter((temperature) => !/°|º|˚|deg|fahrenheit|celsius|centigrade/iu.test(temperature));
  if (bare.some((temperature) => !/^(\d{2,3})\s*[FC]$/u.test(temperature) || Number.parseInt(temperature, 10) < 90)) return group;
  const written = [...group.matchAll(TEMPERATURE_IN_GROUP)].filter((match) => match[1] === undefined).map((match) => match[0]);
  const inTarget = written.find((temperature) => scaleOf(/(fahrenheit|celsius|centigrade|F|C)$/iu.exec(temperature)![1]!) === target);
  return inTarget ?? written[0] ?? group;
}

/** The step text with its temperatures in the chosen system; 'as-written' answers the text unchanged. */
export function convertTemperatures(text: string, system: UnitSystem): string {
  const target = targetScale(system);
  if (!target) return text;
  const once = text.replace(WRITTEN_TWICE, (group) => onceIn(group, target));
  const converted = once.replace(TEMPERATURE, (match, low: string, high: string | undefined, marker: string, word: string) => {
    const from = scaleOf(word);
    const value = Number(low);
    const hasMarker = marker.trim() !== '' || word.length > 1;
    if (!hasMarker && (word !== word.toUpperCase() || value < 90 || value > 600)) return match;
    if (from === target) return match;
    const first = toOtherScale(value, from);
    const last = high === undefined ? first : toOtherScale(Number(high), from);
    // A narrow range can round to one setting: "170-180°C" is simply 350 °F.
    const range = last === first ? `${first}` : `${first}–${last}`;
    return `${range} °${target}`;
  });
  return converted.replace(GAS_MARK, (match, mark: string) => {
    const temperature = GAS_MARKS[mark.replace('1/4', '¼').replace('1/2', '½')];
    return temperature ? `${match} (${temperature[target]} °${target})` : match;
  });
}
