/**
 * Items grouped by a key, groups in the order their first item came and items in their own
 * order. `Map.groupBy` does this, but Node 20 (which we support) lacks it.
 */
export function groupBy<T, K>(items: Iterable<T>, keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
