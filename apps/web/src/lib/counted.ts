/** "1 dish", "3 dishes": a count with its noun in the right number. */
export function counted(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
