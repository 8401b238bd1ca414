import fs from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { catalogueParts, type CataloguePart } from './catalogue-parts.js';

const PREFIX = 'virtual:catalogue/';
const RESOLVED = '\0catalogue:';

/**
 * The storefront's message catalogues (`src/locales/<language>.json`, ICU messages by id) compiled
 * for Lingui at build time (decision 073): `import('virtual:catalogue/hi')` is a module of its own,
 * so a page fetches its language's words only, already parsed, and the browser needs no ICU parser.
 * A message that is not valid ICU fails the build, naming it. This is what `@lingui/vite-plugin`
 * does, without the Babel, esbuild and CLI it brings for the macros this project does not use.
 *
 * The browser fetches a language in parts (catalogue-parts.ts): `virtual:catalogue/hi/shop` with
 * the app, `virtual:catalogue/hi/account` with the account's screens. The server's
 * `virtual:catalogue/hi` holds the whole language.
 */
export function compiledCatalogues(srcDir: string, localesDir: string): Plugin {
  return {
    name: 'compiled-catalogues',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `${RESOLVED}${id.slice(PREFIX.length)}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const [language, part] = id.slice(RESOLVED.length).split('/') as [string, CataloguePart?];
      if (!/^[a-z]{2}$/.test(language) || (part && !['shop', 'account'].includes(part))) {
        throw new Error(`No catalogue "${id.slice(RESOLVED.length)}"`);
      }
      const file = path.join(localesDir, `${language}.json`);
      this.addWatchFile(file);
      const source = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
      // The split follows the code: a module that starts naming an id may move it to the shop part.
      const parts = part
        ? catalogueParts(srcDir, Object.keys(source), (read) => this.addWatchFile(read))
        : null;
      const compiled = Object.fromEntries(
        Object.entries(source)
          .filter(([key]) => !parts || parts.get(key) === part)
          .map(([key, message]) => {
            try {
              return [key, compileMessageOrThrow(message)];
            } catch (error) {
              throw new Error(`${language}.json, "${key}": ${(error as Error).message}`);
            }
          }),
      );
      // JSON.parse of a string literal is read faster than the same object written as code.
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
