import fs from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { splitCatalogue, type CatalogueSplit } from './catalogue-parts.js';

const PREFIX = 'virtual:catalogue/';
const RESOLVED = '\0catalogue:';
const LOADERS = 'virtual:catalogue-loaders';
const RESOLVED_LOADERS = '\0catalogue-loaders';
const LANGUAGE = /^[a-z]{2}$/;
const SCREEN_PART = 'screen/';

/**
 * The storefront's message catalogues (`src/locales/<language>.json`, ICU messages by id) compiled
 * for Lingui at build time (decision 073): each is a module of its own, so a page fetches its
 * language's words only, already parsed, and the browser needs no ICU parser. A message that is not
 * valid ICU fails the build, naming it. This is what `@lingui/vite-plugin` does, without the Babel,
 * esbuild and CLI it brings for the macros this project does not use.
 *
 * The browser fetches a language in parts (catalogue-parts.ts): `virtual:catalogue/hi/core` with the
 * app, `virtual:catalogue/hi/screen/<words>` with each screen, found through
 * `virtual:catalogue-loaders` (every screen's part in every language, a loader each). The server's
 * `virtual:catalogue/hi` holds the whole language.
 */
export function compiledCatalogues(srcDir: string, localesDir: string): Plugin {
  const languages = () =>
    fs
      .readdirSync(localesDir)
      .map((file) => /^([a-z]{2})\.json$/.exec(file)?.[1])
      .filter((language): language is string => language !== undefined)
      .sort();
  const source = (language: string) =>
    JSON.parse(fs.readFileSync(path.join(localesDir, `${language}.json`), 'utf8')) as Record<string, string>;
  // Read once a build (every part of every language asks): a change to a module the reading
  // followed, in the dev server, reads it again.
  let split: CatalogueSplit | undefined;
  let followed = new Set<string>();
  const catalogueSplit = (): CatalogueSplit => {
    if (!split) {
      followed = new Set();
      split = splitCatalogue(srcDir, Object.keys(source('en')), (file) => followed.add(file));
    }
    return split;
  };
  /** The ids of `core` or `screen/<words>`. */
  const partIds = (part: string): ReadonlySet<string> => {
    const { core, screens } = catalogueSplit();
    const ids =
      part === 'core'
        ? core
        : part.startsWith(SCREEN_PART)
          ? screens.get(part.slice(SCREEN_PART.length))
          : undefined;
    if (!ids) throw new Error(`No catalogue part "${part}"`);
    return ids;
  };

  return {
    name: 'compiled-catalogues',
    buildStart() {
      split = undefined;
    },
    watchChange(file) {
      if (followed.has(file) || file.startsWith(localesDir)) split = undefined;
    },
    resolveId(id) {
      if (id === LOADERS) return RESOLVED_LOADERS;
      return id.startsWith(PREFIX) ? `${RESOLVED}${id.slice(PREFIX.length)}` : null;
    },
    load(id) {
      if (id === RESOLVED_LOADERS) {
        const parts = catalogueSplit();
        for (const file of followed) this.addWatchFile(file);
        // The core is not among them: the boot script fetches it (lib/i18n/frame-words.ts).
        const modules = [...parts.screens.keys()].map((words) => [words, `${SCREEN_PART}${words}`] as const);
        const loaders = languages().map(
          (language) =>
            `${JSON.stringify(language)}: {${modules
              .map(
                ([name, module]) =>
                  `${JSON.stringify(name)}: () => import(${JSON.stringify(`${PREFIX}${language}/${module}`)})`,
              )
              .join(',')}}`,
        );
        return `export const loaders = {${loaders.join(',')}};`;
      }
      if (!id.startsWith(RESOLVED)) return null;
      const [language = '', ...rest] = id.slice(RESOLVED.length).split('/');
      const part = rest.join('/');
      if (!LANGUAGE.test(language)) throw new Error(`No catalogue "${id.slice(RESOLVED.length)}"`);
      this.addWatchFile(path.join(localesDir, `${language}.json`));
      const words = source(language);
      const wanted = part ? partIds(part) : undefined;
      // The split follows the code: a module that starts naming an id may move it between parts.
      if (wanted) for (const file of followed) this.addWatchFile(file);
      const compiled = Object.fromEntries(
        Object.entries(words)
          .filter(([key]) => !wanted || wanted.has(key))
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
