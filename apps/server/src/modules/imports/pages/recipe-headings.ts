/**
 * The headings recipes put above their parts, in the languages we read: the ingredient
 * list, the method, and the sections that end them (notes, nutrition, comments).
 * A heading may run on ("Zutaten für 4 Personen", "Ingredients for the cake:").
 */

/** Chinese, Japanese and Korean run words together: a heading word may go straight on ("做法步骤"). */
const CJK_LETTER = '[\\u3040-\\u30ff\\u3400-\\u9fff\\uac00-\\ud7af]';

const INGREDIENTS = new RegExp(
  `^(?:the\\s+)?(?:${[
    'ingredients?',
    'ingredient list',
    "what you(?:['’]ll| will)? need",
    "you(?:['’]ll| will) need",
    'shopping list',
    'zutaten',
    'ingrédients',
    'ingredienti',
    'ingredientes',
    'ingrediënten',
    'ingredienten',
    'ingredienser',
    'ingredienssit',
    'ingrediente',
    'ingredience',
    'ingredientai',
    'składniki',
    'suroviny',
    'sastojci',
    'sestavine',
    'hozzávalók',
    'ainekset',
    'ainesosat',
    'malzemeler',
    'koostisosad',
    'ингредиенты',
    'продукты',
    'інгредієнти',
    'υλικά',
    'מצרכים',
    'המצרכים',
    'מרכיבים',
    'المكونات',
    'مكونات',
    'المقادير',
    'مقادير',
    'nguyên liệu',
    'ส่วนผสม',
    'วัตถุดิบ',
    'bahan(?:-bahan)?',
    'सामग्री',
    '材料',
    '食材',
    '用料',
    '配料',
    '原料',
    '재료',
    '준비물',
  ].join('|')})(?=$|[\\s:：(（,-]|${CJK_LETTER})`,
  'iu',
);
const METHOD = new RegExp(
  `^(?:the\\s+)?(?:${[
    '(?:cooking |recipe |preparation )?method(?: of preparation)?',
    '(?:cooking |recipe )?instructions?',
    'modo de fazer',
    'modo de preparación',
    'como fazer',
    'to make',
    'preparo',
    'istruzioni',
    'come si prepara',
    'cómo hacer(?:lo)?',
    'paso a paso',
    '(?:les )?étapes(?: de (?:la )?préparation)?',
    "so wird['’]?s gemacht",
    'zo maak je (?:het|dit)',
    'directions?',
    'preparation',
    '(?:recipe )?steps',
    'procedure',
    'how to (?:make|cook|prepare)(?: it)?',
    'steps to make',
    'zubereitung',
    'anleitung',
    "so geht['’]?s",
    'préparation',
    'déroulement',
    'preparazione',
    'procedimento',
    'preparación',
    'elaboración',
    'pasos',
    'instrucciones',
    'modo de preparo',
    'modo de preparação',
    'bereiding',
    'bereidingswijze',
    'werkwijze',
    'gör så här',
    'instruktioner',
    'tillagning',
    'fremgangsmåde',
    'fremgangsmåte',
    'slik gjør du',
    'valmistus(?:ohje)?',
    'ohje',
    'sposób przygotowania',
    'przygotowanie',
    'wykonanie',
    'postup',
    'příprava',
    'priprema',
    'postopek',
    'elkészítés(?:e)?',
    'mod de preparare',
    'preparare',
    'yapılışı',
    'hazırlanışı',
    'способ приготовления',
    'приготовление',
    'приготування',
    'εκτέλεση',
    'οδηγίες',
    'παρασκευή',
    'אופן ההכנה',
    'אופן הכנה',
    'הוראות הכנה',
    'הכנה',
    'طريقة التحضير',
    'طريقة العمل',
    'الطريقة',
    'cách làm',
    'cách nấu',
    'วิธีทำ',
    'cara membuat',
    'cara memasak',
    'langkah(?:-langkah)?',
    'बनाने की विधि',
    'विधि',
    '作り方',
    '手順',
    '做法',
    '步骤',
    '製作步驟',
    '作法',
    '만드는 (?:법|방법)',
    '조리\\s?(?:순서|방법)',
    '요리\\s?순서',
  ].join('|')})(?=$|[\\s:：(（,-]|${CJK_LETTER})`,
  'iu',
);
const OTHER_SECTION = new RegExp(
  `^(?:${[
    'notes?',
    'recipe notes',
    "cook['’]?s notes?",
    'tips?',
    'nutrition(?:al)?(?: facts| information| info| values?)?',
    'comments?',
    'reviews?',
    'ratings?',
    '(?:special )?equipment',
    'tools',
    'utensils',
    'ustensiles',
    'matériel',
    'utensilien',
    'utensilios',
    'attrezzatura',
    'video',
    'faqs?',
    'frequently asked questions',
    'substitutions?',
    'variations?',
    'serving suggestions?',
    'make ahead',
    'leave a (?:comment|reply|review)',
    '\\d+ (?:comments?|responses?|thoughts?)',
    'deja (?:tu|un) comentario',
    'comentarios?',
    'laisser un commentaire',
    'commentaires?',
    'kommentare?',
    'commenti',
    'lascia un commento',
    'reacties',
    'reageer',
    'related',
    'more recipes',
    'you may also like',
    'storage',
    'hinweis(?:e)?',
    'notizen',
    'tipps?',
    'nährwerte',
    'astuces?',
    'remarques?',
    'conseils?',
    'valeurs nutritionnelles',
    'consigli',
    'note',
    'notas',
    'consejos',
    'opmerkingen',
    'voedingswaarde',
    'tips och råd',
    'vinkit',
    'uwagi',
    'wskazówki',
    'poznámky',
    'tippek',
    'notlar',
    'ipuçları',
    'советы',
    'примечания',
    'σημειώσεις',
    'הערות',
    'טיפים',
    'ملاحظات',
    'ghi chú',
    'หมายเหตุ',
    'catatan',
    'メモ',
    'ポイント',
    'コツ',
    '小贴士',
    '小窍门',
    '贴士',
    '팁',
  ].join('|')})(?=$|[\\s:：(（,-]|${CJK_LETTER})`,
  'iu',
);
/** Headings are short; a sentence that starts with "Method" is not one. */
const MAX_HEADING_CHARS = 50;

function heading(text: string, pattern: RegExp): boolean {
  // Too long to be a heading even with decoration; and the trim below backtracks on a long run of '*'.
  if (text.length > 4 * MAX_HEADING_CHARS) return false;
  // Markdown marks and emoji before a heading ("## Method", "🧅 Zutaten") are decoration.
  const trimmed = text.trim().replace(/^[^\p{L}\p{N}]+|[*\s]+$/gu, '');
  return trimmed.length <= MAX_HEADING_CHARS && pattern.test(trimmed);
}

export function isIngredientsHeading(text: string): boolean {
  return heading(text, INGREDIENTS);
}

export function isMethodHeading(text: string): boolean {
  return heading(text, METHOD);
}

export function isOtherSectionHeading(text: string): boolean {
  return heading(text, OTHER_SECTION);
}

export function isNotesHeading(text: string): boolean {
  return heading(
    text,
    /^(?:notes?|recipe notes|cook'?s notes?|tips?|hinweis(?:e)?|notizen|tipps?|astuces?|remarques?|conseils?|consigli|note|notas|consejos|opmerkingen)(?=$|[\s:：])/iu,
  );
}

const SERVINGS =
  /\b(?:serves|servings?|yield|makes|portions?|portionen|personen|personnes|porzioni|porciones|raciones)\s*:?\s*(\d{1,4})\b|\b(\d{1,4})\s*(?:servings|portions|portionen|personen|personnes|persone|personas|pessoas|people|stücke?|porções|porties|人分)/iu;

/** "Serves 4", "Zutaten für 4 Personen", "材料（2人分）": the servings a line names, or null. */
export function servingsIn(text: string): number | null {
  const match = SERVINGS.exec(text);
  return match ? Number(match[1] ?? match[2]) : null;
}
