import fs from 'node:fs';
import path from 'node:path';

/**
 * The storefront's catalogue in the parts a page fetches (decision 073): the `core`, every word the
 * app's frame can show on any screen (header, menus, footer, cart drawer, error pages…), fetched with
 * the app; and each screen's own words, fetched with the screen. A page's first load thus carries
 * the frame's words and its screen's, not the whole shop's.
 *
 * The split is read from the code, not kept by hand. The router declares each screen as
 * `screen(path, 'words', () => import('…'))`; the core is every module the boot script reaches
 * through any import, static or dynamic, except the router's imports of its screens; a screen's
 * words are those its module and everything it imports (static or dynamic) name, less the core's.
 * A word no module names goes to the core, so no page ever shows an id instead of its word.
 * Screens may share a name (the back office's): their part holds the words of them all.
 */
export interface CatalogueSplit {
  core: ReadonlySet<string>;
  /** Each screen's own words, by the name the router gives its screen. */
  screens: ReadonlyMap<string, ReadonlySet<string>>;
}

const ENTRY = 'boot.ts';
const ROUTER = 'app/router.tsx';
const SOURCE = /\.(ts|tsx)$/;

/** `screen('/cart', 'cart', () => import('@/features/…'))`: a screen's words part and its module. */
const SCREEN = /\bscreen\(\s*[^,()]+,\s*['"]([\w-]+)['"],\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g;
const STATIC_IMPORT = /(?:\bfrom|^\s*import)\s*['"]([^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
/** An id written whole (`'cart.title'`) or begun in a template (`` `payment.method.${method}` ``). */
const WHOLE_ID = /['"`]([A-Za-z]+\.[\w.]+)['"`]/g;
const TEMPLATE_ID = /`([A-Za-z]+\.[\w.]*)\$\{/g;

function resolveImport(srcDir: string, fromFile: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(srcDir, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else return null; // a package: it has no storefront words
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (SOURCE.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile())
      return candidate;
  }
  return null;
}

const specifiers = (code: string, pattern: RegExp): string[] =>
  [...code.matchAll(pattern)].map((match) => match[1] as string);

/** Every module reachable from `roots` through its imports, never through `blocked` edges. */
function reachable(
  srcDir: string,
  roots: readonly string[],
  isBlocked: (fromFile: string, toFile: string) => boolean,
): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    for (const specifier of [...specifiers(code, STATIC_IMPORT), ...specifiers(code, DYNAMIC_IMPORT)]) {
      const target = resolveImport(srcDir, file, specifier);
      if (target && !seen.has(target) && !isBlocked(file, target)) queue.push(target);
    }
  }
  return seen;
}

/** The ids the modules mention, out of `ids`. */
function idsIn(files: Iterable<string>, ids: readonly string[]): Set<string> {
  const known = new Set(ids);
  const found = new Set<string>();
  for (const file of files) {
    const code = fs.readFileSync(file, 'utf8');
    for (const id of specifiers(code, WHOLE_ID)) if (known.has(id)) found.add(id);
    for (const start of specifiers(code, TEMPLATE_ID)) {
      for (const id of ids) if (id.startsWith(start)) found.add(id);
    }
  }
  return found;
}

/** The router's screens: each words part with the modules it serves. */
function routerScreens(srcDir: string, router: string): Map<string, Set<string>> {
  const code = fs.readFileSync(router, 'utf8');
  const screens = new Map<string, Set<string>>();
  const declared = [...code.matchAll(SCREEN)];
  for (const [, words = '', specifier = ''] of declared) {
    const file = resolveImport(srcDir, router, specifier);
    if (!file) throw new Error(`The screen "${specifier}" is not a module of ${srcDir}`);
    if (words === 'core') throw new Error(`${ROUTER}: "core" names the frame's words, not a screen's`);
    screens.set(words, (screens.get(words) ?? new Set()).add(file));
  }
  // An import the reading does not see as a screen would put its words in every page's core, quietly.
  const imports = specifiers(code, DYNAMIC_IMPORT).length;
  if (declared.length === 0 || declared.length !== imports) {
    throw new Error(
      `${ROUTER} imports ${imports} modules and declares ${declared.length} as screen(path, 'words', () => import('…'))`,
    );
  }
  return screens;
}

/**
 * The catalogue's parts. `read` hears of every module the split was read from, so a dev server
 * can redo it when one changes.
 */
export function splitCatalogue(
  srcDir: string,
  ids: readonly string[],
  read: (file: string) => void = () => undefined,
): CatalogueSplit {
  const router = path.join(srcDir, ROUTER);
  const screens = routerScreens(srcDir, router);
  const screenModules = new Set([...screens.values()].flatMap((files) => [...files]));
  const frame = reachable(
    srcDir,
    [path.join(srcDir, ENTRY)],
    (fromFile, toFile) => fromFile === router && screenModules.has(toFile),
  );
  const frameIds = idsIn(frame, ids);
  const screenIds = new Map<string, Set<string>>();
  const readModules = new Set([router, ...frame]);
  for (const [words, files] of screens) {
    const modules = reachable(srcDir, [...files], () => false);
    for (const file of modules) readModules.add(file);
    screenIds.set(words, new Set([...idsIn(modules, ids)].filter((id) => !frameIds.has(id))));
  }
  for (const file of readModules) read(file);
  const onScreens = new Set([...screenIds.values()].flatMap((set) => [...set]));
  // Named by no module the reading follows: kept with the frame rather than lost.
  const core = new Set(ids.filter((id) => frameIds.has(id) || !onScreens.has(id)));
  return { core, screens: screenIds };
}
