/**
 * Unit words of the app's languages that the first table in ingredient-units.ts lacked, keyed
 * by the parser id they read as: German, Dutch, Spanish, Brazilian Portuguese, Polish and
 * Swedish short forms and case forms, and Arabic, whose spoon names are two words ("ملعقة
 * كبيرة", a big spoon) that the library matches as one unit (decision 0065).
 */
export const MORE_UNIT_WORDS: Readonly<Record<string, readonly string[]>> = {
  tablespoon: ['EL.', 'el.', 'eetl', 'eetl.', 'ملعقة كبيرة', 'ملاعق كبيرة', 'ملعقة طعام', 'ملاعق طعام'],
  teaspoon: ['TL.', 'tl.', 'theel', 'theel.', 'Teel', 'cdita.', 'cditas.', 'ملعقة صغيرة', 'ملاعق صغيرة', 'ملعقة شاي', 'ملاعق شاي'],
  cup: ['xíc', 'xíc.', 'xícs', 'xícs.', 'كوب', 'أكواب', 'اكواب', 'كأس'],
  // A Swedish "kryddmått" (spice measure) is one millilitre.
  milliliter: ['krm', 'kryddmått', 'مل', 'مليلتر', 'ملليلتر'],
  liter: ['لتر', 'لترات'],
  gram: ['غرام', 'غرامات', 'جرام', 'جرامات', 'غ', 'جم', 'غم'],
  kilogram: ['كيلو', 'كيلوغرام', 'كيلوجرام', 'كغ', 'كجم'],
  piece: ['st', 'حبة', 'حبات', 'قطعة', 'قطع'],
  slice: ['fatia', 'fatias', 'plaster', 'plastry', 'plastrów', 'skiva', 'skivor', 'شريحة', 'شرائح'],
  clove: ['فص', 'فصوص'],
  pinch: ['Messerspitze', 'Messerspitzen', 'رشة', 'رشات'],
};
