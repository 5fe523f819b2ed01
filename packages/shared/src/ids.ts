/**
 * Ids of dishes, meals and hearths are whole numbers above zero, written plainly in paths
 * ("12", never "012", "1e3" or "1.0"). Answers null for anything else.
 */
export function parseId(raw: string | number): number | null {
  const text = String(raw);
  if (!/^[1-9]\d{0,15}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}
