/**
 * The headings recipes put above their parts, in the languages we read: the ingredient
 * list, the method, and the sections that end them (notes, nutrition, comments).
 * A heading may run on ("Zutaten für 4 Personen", "Ingredients for the cake:").
 */

const INGREDIENTS =
  /^(?:the\s+)?(?:ingredients?|ingredient list|what you(?:'ll| will)? need|you(?:'ll| will) need|shopping list|zutaten|ingrédients|ingredients|ingredienti|ingredientes|ingrediënten|ingredienten|ingredienser|ingredienssit|składniki|ingrediente|材料|食材|재료)(?=$|[\s:：(（,-])/iu;
const METHOD =
  /^(?:the\s+)?(?:method|instructions?|directions?|preparation|steps|how to (?:make|cook|prepare)(?: it)?|zubereitung|anleitung|so geht'?s|préparation|preparation|étapes|instructions|déroulement|preparazione|procedimento|preparación|elaboración|pasos|instrucciones|modo de preparo|bereiding|bereidingswijze|werkwijze|作り方|手順|做法|만드는 법)(?=$|[\s:：(（,-])/iu;
const OTHER_SECTION =
  /^(?:notes?|recipe notes|cook'?s notes?|tips?|nutrition(?: facts| information)?|comments?|reviews?|ratings?|related|more recipes|you may also like|storage|hinweis(?:e)?|notizen|tipps?|nährwerte|astuces?|remarques?|conseils?|valeurs nutritionnelles|consigli|note|notas|consejos|opmerkingen|voedingswaarde)(?=$|[\s:：(（,-])/iu;

/** Headings are short; a sentence that starts with "Method" is not one. */
const MAX_HEADING_CHARS = 50;

function heading(text: string, pattern: RegExp): boolean {
  const trimmed = text.trim().replace(/^[#*\s]+|[*\s]+$/gu, '');
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
  return heading(text, /^(?:notes?|recipe notes|cook'?s notes?|tips?|hinweis(?:e)?|notizen|tipps?|astuces?|remarques?|conseils?|consigli|note|notas|consejos|opmerkingen)(?=$|[\s:：])/iu);
}

const SERVINGS =
  /\b(?:serves|servings?|yield|makes|portions?|portionen|personen|personnes|porzioni|porciones|raciones)\s*:?\s*(\d{1,4})\b|\b(\d{1,4})\s*(?:servings|portions|portionen|personen|personnes|persone|personas|pessoas|people|人分)/iu;

/** "Serves 4", "Zutaten für 4 Personen", "材料（2人分）": the servings a line names, or null. */
export function servingsIn(text: string): number | null {
  const match = SERVINGS.exec(text);
  return match ? Number(match[1] ?? match[2]) : null;
}
