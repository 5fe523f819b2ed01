import { parseIngredient } from 'parse-ingredient';
import { UNITS, type Unit } from './dish-rules.js';
import { MORE_UNIT_WORDS } from './ingredient-unit-words.js';

/**
 * How written units map onto our 20 unit choices. parse-ingredient knows the English units;
 * the small table below teaches it the kitchen units of the languages recipes reach us in.
 * Units it knows that we do not offer (can, bunch, sprig, stick, package, ...) stay written
 * at the start of the item ("cans chickpeas"): the cook loses nothing, and the form's unit
 * list stays the one of docs/product.md#constants.
 */

/** parse-ingredient's unit ids (its own and the ones added below) that are one of our units. */
const UNIT_BY_PARSER_ID: Readonly<Record<string, Unit>> = {
  teaspoon: 'tsp',
  tablespoon: 'tbsp',
  'fluid ounce': 'fl oz',
  cup: 'cup',
  pint: 'pint',
  quart: 'quart',
  gallon: 'gallon',
  milliliter: 'ml',
  liter: 'l',
  ounce: 'oz',
  pound: 'lb',
  gram: 'g',
  kilogram: 'kg',
  piece: 'piece',
  slice: 'slice',
  clove: 'clove',
  pinch: 'pinch',
  dash: 'dash',
  'to taste': 'to taste',
  'as needed': 'as needed',
};

/** Metric units we do not list but can express exactly in one we do. */
const SCALED_UNITS: Readonly<Record<string, { unit: Unit; factor: number }>> = {
  deciliter: { unit: 'ml', factor: 100 },
  centiliter: { unit: 'ml', factor: 10 },
  decagram: { unit: 'g', factor: 10 },
  milligram: { unit: 'g', factor: 0.001 },
};

type UnitWords = { short: string; plural: string; alternates: string[] };

function words(short: string, plural: string, ...alternates: string[]): UnitWords {
  return { short, plural, alternates };
}

/**
 * Extra spellings, keyed by the parser id they should read as. Keys that match one of the
 * library's ids replace its entry, so each list repeats the library's own spellings.
 */
const FIRST_UNITS: Readonly<Record<string, UnitWords>> = {
  tablespoon: words(
    'tbsp',
    'tablespoons',
    'tbsp.',
    'T',
    'T.',
    'Tbsp',
    'Tbsp.',
    'Tbs',
    'Tbs.',
    'tablesp',
    'tablesp.',
    'tblsp',
    'tblsp.',
    'tblspn',
    'tbs',
    'tbl',
    'tbl.',
    'tbsps',
    'tbsps.',
    'tablespoonful',
    'tablespoonfuls',
    'EL',
    'El',
    'el',
    'Essl.',
    'Esslöffel',
    'eetlepel',
    'eetlepels',
    'cs',
    'cas',
    'càs',
    'cucchiaio',
    'cucchiai',
    'cda',
    'cda.',
    'cdas',
    'cdas.',
    'cucharada',
    'cucharadas',
    'cuchara',
    'colher',
    'colheres',
    'cuillerée',
    'cuillerées',
    'msk',
    'matsked',
    'matskedar',
    'spsk',
    'spiseskefuld',
    'rkl',
    'ruokalusikka',
    'łyżka',
    'łyżki',
    'łyżek',
    'lžíce',
    'lžíci',
    'lžic',
    'evőkanál',
    'ek',
    'ss',
    'ss.',
    'κ.σ.',
    'κουταλιά',
    'κουταλιές',
    'כף',
    'כפות',
  ),
  teaspoon: words(
    'tsp',
    'teaspoons',
    'tsp.',
    't',
    't.',
    'tsps',
    'tsps.',
    'tspn',
    'teasp',
    'teasp.',
    'teaspoonful',
    'teaspoonfuls',
    'TL',
    'Tl',
    'tl',
    'Teel.',
    'Teelöffel',
    'theelepel',
    'theelepels',
    'cac',
    'càc',
    'cucchiaino',
    'cucchiaini',
    'cdta',
    'cdta.',
    'cdtas',
    'cdtas.',
    'cdita',
    'cditas',
    'cucharadita',
    'cucharaditas',
    'tsk',
    'tesked',
    'teskedar',
    'teskefuld',
    'teelusikka',
    'łyżeczka',
    'łyżeczki',
    'łyżeczek',
    'lžička',
    'lžičky',
    'lžiček',
    'kávéskanál',
    'teáskanál',
    'kk',
    'ts',
    'ts.',
    'κ.γ.',
    'κουταλάκι',
    'κουταλάκια',
    'כפית',
    'כפיות',
  ),
  cup: words(
    'c',
    'cups',
    'c.',
    'C',
    'C.',
    'Tasse',
    'Tassen',
    'tasse',
    'tasses',
    'tazza',
    'tazze',
    'taza',
    'tazas',
    'kopje',
    'kopjes',
    'xícara',
    'xícaras',
    'カップ',
    'szklanka',
    'szklanki',
    'szklanek',
    'hrnek',
    'hrnku',
    'hrnky',
    'φλ.',
    'φλιτζάνι',
    'φλιτζάνια',
    '컵',
    'стакан',
    'стакана',
    'стаканов',
    'כוס',
    'כוסות',
  ),
  milliliter: words(
    'ml',
    'milliliters',
    'mL',
    'ml.',
    'mls',
    'mls.',
    'mL.',
    'millilitre',
    'millilitres',
    'Milliliter',
    'millilitro',
    'millilitri',
    'mililitro',
    'mililitros',
    'мл',
    'мл.',
  ),
  liter: words(
    'l',
    'liters',
    'l.',
    'L',
    'ltr',
    'ltr.',
    'ltrs',
    'Ltr',
    'litre',
    'litres',
    'Liter',
    'litro',
    'litri',
    'litros',
    'litr',
    'litry',
    'л',
    'л.',
  ),
  gram: words(
    'g',
    'grams',
    'g.',
    'gr',
    'gr.',
    'grs',
    'gm',
    'gm.',
    'gms',
    'gms.',
    'gramme',
    'grammes',
    'gramm',
    'Gramm',
    'grammi',
    'grammo',
    'gramo',
    'gramos',
    'gram',
    'gramów',
    'г',
    'г.',
    'гр',
    'гр.',
  ),
  kilogram: words('kg', 'kilograms', 'kg.', 'kgs', 'kgs.', 'kilo', 'kilos', 'kilogramme', 'kilogrammes', 'Kilogramm', 'chilo', 'кг', 'кг.'),
  ounce: words('oz', 'ounces', 'oz.', 'ozs', 'ozs.', 'ounce'),
  pint: words('pt', 'pints', 'pt.', 'pts', 'pts.'),
  gallon: words('gal', 'gallons', 'gal.', 'gals', 'gals.'),
  pound: words('lb', 'pounds', 'lb.', 'lbs', 'lbs.', 'Pfund'),
  deciliter: words('dl', 'deciliters', 'dl.', 'decilitre', 'decilitres'),
  decagram: words('dag', 'decagrams', 'dkg', 'dekagram', 'dekagramów'),
  centiliter: words('cl', 'centiliters', 'cl.', 'centilitre', 'centilitres'),
  piece: words(
    'piece',
    'pieces',
    'pc',
    'pc.',
    'pcs',
    'pcs.',
    'Stück',
    'Stk',
    'Stk.',
    'pièce',
    'pièces',
    'pezzo',
    'pezzi',
    'pieza',
    'piezas',
    'stuk',
    'stuks',
    '個',
    'adet',
    'szt',
    'szt.',
    'sztuki',
    'sztuk',
    'шт',
    'шт.',
    'штуки',
    'штук',
    'ks',
    'db',
    'db.',
  ),
  slice: words(
    'slice',
    'slices',
    'sl',
    'Scheibe',
    'Scheiben',
    'tranche',
    'tranches',
    'fetta',
    'fette',
    'rebanada',
    'rebanadas',
    'rodaja',
    'rodajas',
    'loncha',
    'lonchas',
    'plak',
    'plakken',
    'plakje',
    'plakjes',
    'φετ.',
    'φέτες',
    '枚',
  ),
  clove: words(
    'clove',
    'cloves',
    'Zehe',
    'Zehen',
    'gousse',
    'gousses',
    'spicchio',
    'spicchi',
    'diente',
    'dientes',
    'dente',
    'dentes',
    'teen',
    'teentje',
    'teentjes',
    'tenen',
    'klyfta',
    'klyftor',
    'fed',
    'fedd',
    'ząbek',
    'ząbki',
    'ząbków',
    'зубчик',
    'зубчика',
    'зубчиков',
    'stroužek',
    'stroužky',
    'gerezd',
    'σκελίδα',
    'σκελίδες',
  ),
  pinch: words(
    'pinch',
    'pinches',
    'Prise',
    'Prisen',
    'Msp.',
    'Msp',
    'pincée',
    'pincées',
    'pizzico',
    'pizzichi',
    'pizca',
    'pizcas',
    'pitada',
    'pitadas',
    'snufje',
    'snufjes',
    'mespuntje',
    'nypa',
    'knsp',
    'knivspids',
    'klype',
    'szczypta',
    'szczypty',
    'щепотка',
    'щепотки',
    'špetka',
    'csipet',
    'csipetnyi',
    'nip',
    'πρέζα',
  ),
  dash: words('dash', 'dashes', 'Schuss', 'Spritzer', 'trait', 'goccio', 'chorrito', 'scheutje'),
};

const ADDITIONAL_UNITS: Readonly<Record<string, UnitWords>> = Object.fromEntries(
  Object.entries(FIRST_UNITS).map(([id, unit]) => [id, { ...unit, alternates: [...unit.alternates, ...(MORE_UNIT_WORDS[id] ?? [])] }]),
);

/** Japanese, Chinese and Korean recipes write the amount after these, with no space ("大さじ2"). */
const JAPANESE_UNITS: Readonly<Record<string, UnitWords>> = {
  tablespoon_ja: words('大さじ', '大さじ', '大匙', '汤匙', '湯匙', '큰술', '스푼'),
  teaspoon_ja: words('小さじ', '小さじ', '小匙', '茶匙', '작은술'),
  gram_zh: words('克', '克'),
  kilogram_zh: words('千克', '千克', '公斤'),
  milliliter_zh: words('毫升', '毫升'),
  // 枚 counts flat things: a chicken thigh, a sheet of nori, a slice of ham.
  piece_ja: words('個', '個', '本', '枚', '个', '只', '颗', '개'),
  clove_ja: words('片', '片', '瓣', '쪽'),
};
const JAPANESE_IDS: Readonly<Record<string, Unit>> = {
  tablespoon_ja: 'tbsp',
  teaspoon_ja: 'tsp',
  gram_zh: 'g',
  kilogram_zh: 'kg',
  milliliter_zh: 'ml',
  piece_ja: 'piece',
  clove_ja: 'clove',
};

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u;

function optionsWith(additionalUOMs: Readonly<Record<string, UnitWords>>) {
  return {
    // "2 large eggs": the size belongs to the eggs, not to a unit we could shop by.
    ignoreUOMs: ['small', 'medium', 'large', 'lg', 'md', 'sm', 'med'],
    additionalUOMs,
    descriptionStripPrefixes: ['of', 'de', 'di', 'del', 'della', /d['’]/iu, 'van', 'من'],
    rangeSeparators: ['to', 'or', 'bis', 'à', 'a', 'tot', 'o', 'ou', 'oder'],
    // Whole words only: a bare "ca" prefix would eat the start of "can chopped tomatoes".
    leadingQuantityPrefixes: [/(?:approximately|approx\.?|about|around|roughly|circa|ca\.?|etwa|environ)(?=[\s\d\p{No}]|$)/iu],
  };
}

/** Built once: the library caches its unit tables per options object. */
const LATIN_OPTIONS = optionsWith(ADDITIONAL_UNITS);
const JAPANESE_OPTIONS = optionsWith({ ...ADDITIONAL_UNITS, ...JAPANESE_UNITS });

export function isJapanese(line: string): boolean {
  return CJK.test(line);
}

export function parserOptions(line: string) {
  return isJapanese(line) ? JAPANESE_OPTIONS : LATIN_OPTIONS;
}

export type KitchenUnit = { unit: Unit | ''; factor: number };

/** Our unit (and the factor to reach it) for one of parse-ingredient's unit ids. */
export function kitchenUnitFor(parserId: string | null): KitchenUnit | null {
  if (!parserId) return null;
  const direct = UNIT_BY_PARSER_ID[parserId] ?? JAPANESE_IDS[parserId];
  if (direct) return { unit: direct, factor: 1 };
  return SCALED_UNITS[parserId] ?? null;
}

/** Units that measure an amount (volume or weight), so a second amount beside them is only a conversion. */
export function isMeasure(unit: Unit | ''): boolean {
  return unit !== '' && !['piece', 'slice', 'clove', 'pinch', 'dash', 'to taste', 'as needed'].includes(unit);
}

/**
 * Our unit, and the factor to reach it, for a unit as a person, a model or another app wrote
 * it ("Tablespoons", "cups", "g", "dl"); null when it is none of ours.
 */
export function kitchenUnitOf(written: string): KitchenUnit | null {
  const text = written.trim();
  const exact = UNITS.find((unit) => unit.toLowerCase() === text.toLowerCase());
  if (exact) return { unit: exact, factor: 1 };
  if (!text || text.length > 30) return null;
  const [parsed] = parseIngredient(`1 ${text} x`, parserOptions(text));
  return kitchenUnitFor(parsed?.unitOfMeasureID ?? null);
}

/** Whether the library reads `written` as a unit at all, ours or not ("cups", "sticks"; not "eggs"). */
export function isUnitWord(written: string): boolean {
  const text = written.trim();
  if (!text || text.length > 30) return false;
  const [parsed] = parseIngredient(`1 ${text} x`, parserOptions(text));
  return Boolean(parsed?.unitOfMeasureID);
}

/** Our unit for a unit as a person or a model wrote it ("Tablespoons", "cups", "g"), else ''. */
export function toKitchenUnit(written: string): Unit | '' {
  const known = kitchenUnitOf(written);
  return known && known.factor === 1 ? known.unit : '';
}
