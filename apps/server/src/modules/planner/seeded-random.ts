/**
 * The planner's randomness, seeded so the same seed gives the same proposal on every process.
 * Each slot gets a number from the seed and the slot (FNV-1a of its date and meal), and each
 * dish its draw for that slot by mixing the slot's number with the dish's id (the finaliser of
 * MurmurHash3, a small well-known integer mixer). A draw depends on nothing else: not on which
 * other dishes were scored, in which order, nor on the other slots, so locking one slot or
 * swapping another never changes what the rest would have drawn.
 */
function fnv1a(text: string, start: number): number {
  let hash = start >>> 0;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** One slot's number for one proposal. */
export function slotSeed(seed: number, date: string, mealType: string): number {
  return fnv1a(`${date} ${mealType}`, fnv1a(String(seed), 0x811c9dc5));
}

/** A dish's draw for a slot, in [0, 1). */
export function drawFor(slot: number, dishId: number): number {
  let mixed = (slot ^ Math.imul(dishId, 0x9e3779b1)) >>> 0;
  mixed = Math.imul(mixed ^ (mixed >>> 16), 0x85ebca6b);
  mixed = Math.imul(mixed ^ (mixed >>> 13), 0xc2b2ae35);
  return ((mixed ^ (mixed >>> 16)) >>> 0) / 4_294_967_296;
}
