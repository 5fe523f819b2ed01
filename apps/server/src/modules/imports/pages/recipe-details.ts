import { servingsIn } from './recipe-headings.js';
import { minutesFrom } from './schema-org-values.js';

/**
 * The numbers a recipe card prints beside its title, on pages without schema.org markup:
 * "Prep Time: 10 mins", "Cook Time 1 hr 5 mins", "Total: 45 minutes", "Servings: 8",
 * "Yield: 16 bars". Only short lines that start with such a label count: a sentence in the
 * story above the recipe ("the prep takes 10 minutes") is not a detail.
 */

export type RecipeDetails = { prepTime: number | null; cookTime: number | null; totalTime: number | null; servings: number | null };

const MAX_DETAIL_CHARS = 80;
/** After the label: "time", a colon, "about" ("Cook time: about 20 min", "調理時間 約30分"). */
const LABEL_END = String.raw`(?:\s+time)?\s*[:：-]?\s*(?:(?:about|approx\.?|ca\.?|environ|circa|etwa|約)\s*)?(?=\d)`;
const PREP_LABELS = String.raw`prep(?:aration)?|active|hands[- ]on|vorbereitung(?:szeit)?|arbeitszeit|zubereitungszeit|temps de préparation|préparation|tempo di preparazione|preparazione|tiempo de preparación|preparación|voorbereidingstijd|bereidingstijd|tempo de preparo|tempo de preparação|förberedelsetid`;
const COOK_LABELS = String.raw`cook(?:ing)?|bak(?:e|ing)|roast(?:ing)?|kochzeit|backzeit|garzeit|temps de cuisson|cuisson|tempo di cottura|cottura|tiempo de cocción|cocción|kooktijd|baktijd|oventijd|tempo de cozedura|tempo de cozimento|tillagningstid`;
const TOTAL_LABELS = String.raw`total|ready in|time|gesamtzeit|temps total|tempo totale|tiempo total|totale tijd|tempo total|totaltid|調理時間|所要時間|总时间|烹饪时间`;
const YIELD_LABELS = String.raw`yield|yields|servings|serves|makes|portions?|portionen|personen|porzioni|porciones|raciones|rendimiento|rendimento|personnes|porções|portioner|dosi per|comensales`;
const PREP = new RegExp(String.raw`^(?:${PREP_LABELS})${LABEL_END}`, 'iu');
const COOK = new RegExp(String.raw`^(?:${COOK_LABELS})${LABEL_END}`, 'iu');
const TOTAL = new RegExp(String.raw`^(?:${TOTAL_LABELS})${LABEL_END}`, 'iu');
const YIELD = new RegExp(String.raw`^(?:${YIELD_LABELS})\s*[:：-]?\s*\d`, 'iu');
/** A label on a line of its own, its value on the next ("Prep time" / "10 mins"), as cards in boxes print them. */
const LABEL_ALONE = new RegExp(
  String.raw`^(?:${[PREP_LABELS, COOK_LABELS, TOTAL_LABELS, YIELD_LABELS].join('|')})(?:\s+time)?\s*[:：]?$`,
  'iu',
);
/** A count of servings alone: "4 servings", "(4人分)", "für 4 Personen". */
const SERVINGS_ALONE =
  /^[(（]?\s*(?:for|für|pour|per|para)?\s*\d{1,4}\s*(?:servings|portions|people|persons|personen|personnes|persone|personas|pessoas|人分|人前)\s*[)）]?$/iu;

/** Where a detail starts: its label, then its value. */
const DETAIL_START = new RegExp(
  String.raw`(?:${[PREP_LABELS, COOK_LABELS, TOTAL_LABELS].join('|')})${LABEL_END}|(?:${YIELD_LABELS})\s*[:：-]?\s*\d`,
  'giu',
);
/** Longer than a row of details; such text is not split. */
const MAX_ROW_CHARS = 200;

/**
 * "Prep 20 mins Cook 35 mins", or "Prep20 minsCook35 mins" from spans side by side: a row of
 * details as one line, split where each label starts (after a space, or where a lowercase
 * letter meets the label's capital), so each value ends where the next detail begins.
 */
function detailsApart(text: string): string[] {
  if (text.length > MAX_ROW_CHARS) return [text];
  const starts = [...text.matchAll(DETAIL_START)].map((match) => match.index);
  // Only a row that starts with a detail: "2 eggs, yields 3 tbsp" is an ingredient.
  if (starts[0] !== 0) return [text];
  const cuts = starts.filter((at) => {
    if (at === 0) return false;
    const before = text[at - 1]!;
    const first = text[at]!;
    return /\s/u.test(before) || (before !== before.toUpperCase() && first !== first.toLowerCase());
  });
  return [0, ...cuts].map((start, index) => text.slice(start, cuts[index]).trim()).filter(Boolean);
}

function timeAfter(pattern: RegExp, line: string): number | null {
  const match = pattern.exec(line);
  // "Cook Time: 1 hr 5 mins | Serves 4": the time ends where another detail begins.
  return match ? minutesFrom(line.slice(match[0].length).replace(/\s*[|,;·•].*$/u, '')) : null;
}

/** A value's start: a number, perhaps after "about". */
const VALUE_START = /^\s*(?:(?:about|approx\.?|ca\.?|environ|circa|etwa|約)\s*)?\d/iu;

function withLabelsJoined(lines: readonly string[]): string[] {
  const joined: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const next = lines[index + 1];
    if (next !== undefined && LABEL_ALONE.test(line.trim()) && VALUE_START.test(next)) {
      joined.push(`${line.trim()} ${next}`);
      index += 1;
    } else {
      joined.push(line);
    }
  }
  return joined;
}

/** The details named in these lines; each the first found, null when none is. */
export function detailsIn(lines: readonly string[]): RecipeDetails {
  let prepTime: number | null = null;
  let cookTime: number | null = null;
  let totalTime: number | null = null;
  let servings: number | null = null;
  for (const raw of withLabelsJoined(lines)) {
    // A line may carry several details: "Prep 10 min | Cook 20 min | Serves 4".
    for (const line of raw.split(/\s*[|·•]\s*/u).flatMap(detailsApart)) {
      const text = line.trim();
      if (!text || text.length > MAX_DETAIL_CHARS) continue;
      prepTime ??= timeAfter(PREP, text);
      cookTime ??= timeAfter(COOK, text);
      totalTime ??= timeAfter(TOTAL, text);
      if (servings === null && (YIELD.test(text) || SERVINGS_ALONE.test(text)))
        servings = servingsIn(text) ?? Number(/\d+/u.exec(text)![0]);
    }
  }
  // A total stays a total: it may hold a rise or a rest that is no cooking.
  return { prepTime, cookTime, totalTime, servings: servings !== null && servings > 0 ? servings : null };
}

/** A short line that gives a detail ("Serves 4", "（4人分）", "Prep: 10 min"). */
export function isDetailLine(line: string): boolean {
  if (line.length > 40) return false;
  const details = detailsIn([line]);
  return details.prepTime !== null || details.cookTime !== null || details.totalTime !== null || details.servings !== null;
}
