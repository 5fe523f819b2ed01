import type { KeyboardEvent } from 'react';

/** A key handler for a list's entry row inside the dish form: Enter adds the entry rather than sending the form. */
export function enterRuns(action: () => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    action();
  };
}
