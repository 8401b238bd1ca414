/** A compiled message catalogue, `virtual:catalogue/<language>` (catalogue-plugin.ts, decision 073). */
declare module 'virtual:catalogue/*' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}

/** Each language's screens' parts (`screen/<words>`), by the screen's name, each a chunk of its own. */
declare module 'virtual:catalogue-loaders' {
  import type { Messages } from '@lingui/core';
  import type { Language } from '@shop/domain';

  export const loaders: Record<Language, Record<string, (() => Promise<{ messages: Messages }>) | undefined>>;
}
