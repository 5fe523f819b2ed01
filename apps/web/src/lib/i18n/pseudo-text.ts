/**
 * Intl's own words ("min", "Tuesday") as the test language writes them (pseudo-locale.ts), so a
 * walk through the screens tells them from text a component wrote in English. The writing arrives
 * with the test language's catalog (catalogs/pseudo.ts sets it), which keeps it off every first
 * screen; before that, and in every other language, a text stays as it is.
 */
let writing: (text: string) => string = (text) => text;

export function setPseudoWriting(write: (text: string) => string): void {
  writing = write;
}

/** A text as the test language writes it, once its catalog has loaded: "Step 1" becomes "Šţéþ··· 1". */
export function pseudoText(text: string): string {
  return writing(text);
}
