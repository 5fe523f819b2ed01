/**
 * Resolves in a task of its own: work after it is not part of the task that awaited it. On a
 * phone, steps that are quick alone add up to a long task that holds the page still.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
