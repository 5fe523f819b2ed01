import { setPriority } from 'node:os';

/**
 * The niceness of a background pool thread (decision 0080): under CPU contention the kernel
 * gives it about a tenth of what a thread at the default priority gets, so on a two-core
 * server an import's reading gives way to request handling, and runs at full speed when the
 * cores are otherwise idle.
 */
export const BACKGROUND_NICENESS = 10;

let lowered = false;

/**
 * Lowers the CPU priority of the calling thread only. Only Linux sets the priority per thread
 * (setpriority on "process 0" means the calling thread there); elsewhere it would slow the
 * whole server, so other platforms keep the default. The priority cannot be raised again
 * without privileges, which suits a thread that only ever does background work.
 */
export function lowerThisThreadsPriority(): void {
  if (lowered || process.platform !== 'linux') return;
  lowered = true;
  try {
    setPriority(0, BACKGROUND_NICENESS);
  } catch {
    // A container that refuses it keeps the default priority: slower for others, still correct.
  }
}
