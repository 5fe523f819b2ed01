/** A message catalog, compiled at build time by @lingui/vite-plugin (lingui.config.ts). */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
