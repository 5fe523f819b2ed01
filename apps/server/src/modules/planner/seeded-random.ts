/**
 * The planner's randomness, seeded so the same seed gives the same proposal on every process:
 * mulberry32, a small well-known 32-bit generator, started per slot from the seed and the slot
 * (FNV-1a of its date and meal). Each slot draws its own numbers, so locking one slot or
 * re-rolling another never changes what the rest would have drawn.
 */
function fnv1a(text: string, start: number): number {
  let hash = start >>> 0;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Numbers in [0, 1) for one slot of one proposal. */
export function slotRandom(seed: number, date: string, mealType: string): () => number {
  return mulberry32(fnv1a(`${date} ${mealType}`, fnv1a(String(seed), 0x811c9dc5)));
}
