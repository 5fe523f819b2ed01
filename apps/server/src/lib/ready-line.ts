import type { Config } from '../config.js';

/** Levels at which the ready line is printed: those that also show the request log. */
const SHOWN_AT = new Set(['info', 'debug', 'trace']);

/**
 * The one line a person starting the server reads, before the request log: where to open
 * The Hearth, and without PUBLIC_URL which other addresses it accepts and how to change that.
 */
export function readyLine(config: Config): string {
  const processes = config.workers > 1 ? ` (${config.workers} server processes)` : '';
  const head = `The Hearth is ready at ${config.publicUrl}${processes}.`;
  if (config.publicUrlSet) return head;
  const others = config.trustedOrigins.filter((origin) => origin !== new URL(config.publicUrl).origin);
  const also = others.length ? ` It also accepts ${others.join(', ')}.` : '';
  return `${head}${also} Set PUBLIC_URL to serve it at another address.`;
}

/** Prints the ready line as plain text, when the log level shows requests at all. */
export function printReadyLine(config: Config): void {
  if (SHOWN_AT.has(config.logLevel)) process.stdout.write(`${readyLine(config)}\n`);
}
