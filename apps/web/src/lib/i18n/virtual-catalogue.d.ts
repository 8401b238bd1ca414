/** A compiled message catalogue, `virtual:catalogue/<language>` (catalogue-plugin.ts, decision 073). */
declare module 'virtual:catalogue/*' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
