import type { Messages } from '@lingui/core';
import { pseudoText } from './pseudo-text';

/**
 * The test language (docs/translating.md): every message of the English catalogs with each
 * letter swapped for an accented one and 40% longer, as a long German or Finnish text runs. A
 * screen shown in it must hold no plain ASCII letter outside content people typed
 * (e2e/support/pseudo-locale.ts walks the screens): whatever is still plain English was written
 * in a component instead of a catalog. Only loaded when the test language is chosen.
 */

type Compiled = string | Array<string | [string, string?, unknown?]>;

function pseudoMessage(message: Compiled): Compiled {
  if (typeof message === 'string') return pseudoText(message);
  return message.map((token) => {
    if (typeof token === 'string') return pseudoText(token);
    const [name, type, format] = token;
    // A plural or select: each of its branches is a message of its own.
    if ((type === 'plural' || type === 'select' || type === 'selectordinal') && format && typeof format === 'object') {
      const branches = Object.entries(format as Record<string, unknown>).map(([key, branch]) => [
        key,
        key === 'offset' ? branch : pseudoMessage(branch as Compiled),
      ]);
      return [name, type, Object.fromEntries(branches)];
    }
    return token;
  });
}

export function pseudoLocalize(messages: Messages): Messages {
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, pseudoMessage(message as Compiled)])) as Messages;
}
