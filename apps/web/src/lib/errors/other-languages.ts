import type { codedValidationText, knownCodeText } from './problem-texts';

interface ProblemTexts {
  codedValidationText: typeof codedValidationText;
  knownCodeText: typeof knownCodeText;
}

let loaded: ProblemTexts | null = null;

/**
 * The problems' texts for languages other than English (problem-texts.ts). They come in the
 * chunk of each other language's messages (i18n/catalogs/ import them, and they register here),
 * so that English's first screen does without them.
 */
export function setProblemTexts(texts: ProblemTexts): void {
  loaded = texts;
}

/** The texts once a language other than English was loaded; null before. */
export function problemTexts(): ProblemTexts | null {
  return loaded;
}
