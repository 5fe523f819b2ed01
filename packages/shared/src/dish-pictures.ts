import { DISH_LIMITS, STORED_IMAGE_PATH } from './dish-rules.js';

/**
 * How a dish's cover (imageUrl), gallery and step pictures settle when it is saved
 * (docs/decisions/0072). Without zod, so the dish form can use it too.
 */

export interface DishPictures {
  /** The cover: one of the gallery, a picture on the web, or '' for none. */
  imageUrl: string;
  /** The gallery: pictures stored by this server, in their order. */
  pictures: string[];
  /** Each step's picture by the step's place, '' for none; no blanks at the end. */
  stepPictures: string[];
}

/** What a client sends: one that knows only imageUrl sends neither list. */
export interface SentPictures {
  imageUrl: string;
  pictures?: string[] | undefined;
  stepPictures?: string[] | undefined;
}

const NONE: DishPictures = { imageUrl: '', pictures: [], stepPictures: [] };

export const TOO_MANY_PICTURES = `A dish can have at most ${DISH_LIMITS.pictures} pictures`;

function withoutTrailingBlanks(items: readonly string[]): string[] {
  let end = items.length;
  while (end > 0 && items[end - 1] === '') end -= 1;
  return items.slice(0, end);
}

/**
 * The pictures a dish keeps: a stored cover is always in the gallery (first, when it was not);
 * a gallery always has a cover, its first picture when none was chosen. A client that sends no
 * gallery keeps the one stored, its picture (imageUrl) standing for the cover as before: a new
 * picture takes the old cover's place, no picture takes it away.
 */
export function settleDishPictures(previous: DishPictures | undefined, sent: SentPictures): DishPictures {
  const before = previous ?? NONE;
  let pictures: string[];
  if (sent.pictures) {
    pictures = [...sent.pictures];
  } else {
    pictures = [...before.pictures];
    if (sent.imageUrl !== before.imageUrl) {
      const at = pictures.indexOf(before.imageUrl);
      if (at >= 0) pictures.splice(at, 1);
      if (STORED_IMAGE_PATH.test(sent.imageUrl) && !pictures.includes(sent.imageUrl)) pictures.splice(Math.max(at, 0), 0, sent.imageUrl);
    }
  }
  if (STORED_IMAGE_PATH.test(sent.imageUrl) && !pictures.includes(sent.imageUrl)) pictures.unshift(sent.imageUrl);
  return {
    imageUrl: sent.imageUrl === '' ? (pictures[0] ?? '') : sent.imageUrl,
    pictures,
    stepPictures: withoutTrailingBlanks(sent.stepPictures ?? before.stepPictures),
  };
}

/** Whether the settled gallery is over the limit (a cover added to a full gallery). */
export function hasTooManyPictures(pictures: DishPictures): boolean {
  return pictures.pictures.length > DISH_LIMITS.pictures;
}
