/**
 * The largest id a row can have: ids are 32-bit on PostgreSQL, so a bigger number names
 * nothing and must never reach a query (PostgreSQL would refuse it as out of range).
 */
export const MAX_ID = 2_147_483_647;

/**
 * Ids of dishes, meals and hearths are whole numbers above zero, written plainly in paths
 * ("12", never "012", "1e3" or "1.0"). Answers null for anything else.
 */
export function parseId(raw: string | number): number | null {
  const text = String(raw);
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}
