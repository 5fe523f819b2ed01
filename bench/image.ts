/**
 * image.processMs (a 12-megapixel phone JPEG through the upload pipeline: sniff, cap, rotate,
 * strip, re-encode to WebP) and image.ocrMs (a recipe card through offline OCR).
 *
 * EXTENSION POINT: the photo module is not merged yet. When it is, measure both here (call its
 * functions in-process on a generated 4000x3000 JPEG and a rendered recipe card, median of a
 * few runs) and return the milliseconds instead of null. run.ts already puts them in the table
 * and the JSON, and budgets.ts already holds the image budget.
 */
export interface ImageFigures {
  processMs: number | null;
  ocrMs: number | null;
  note?: string;
}

export async function measureImageFigures(): Promise<ImageFigures> {
  return { processMs: null, ocrMs: null, note: 'the photo module is not merged yet' };
}
