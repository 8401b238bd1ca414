import fs from 'node:fs';
import path from 'node:path';

/**
 * The storefront's catalogue in two parts a page can fetch (decision 073): `shop`, with every word
 * a shopper's first page may show, and `account`, the words only the account's screens (sign-in,
 * profile, orders, returns, payment, grievance…) use, fetched with those screens. The split is
 * read from the code, not kept by hand: a word is `account` only when no module a shop page can
 * reach mentions its id, so a shop page never shows an id instead of its word.
 *
 * The account's screens are the ones the router declares with `accountScreen(path, () =>
 * import('…'))`. The shop's modules are those the boot script reaches through any import, static
 * or dynamic, except the router's imports of those screens.
 */
export type CataloguePart = 'shop' | 'account';

const ENTRY = 'boot.ts';
const ROUTER = 'app/router.tsx';
const SOURCE = /\.(ts|tsx)$/;

/** `accountScreen('/profile', () => import('@/features/…'))`: the modules of the account's screens. */
const ACCOUNT_SCREEN = /accountScreen\(\s*['"][^'"]+['"],\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g;
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

/** The ids a module mentions, out of `ids`. */
function idsIn(file: string, ids: readonly string[]): string[] {
  const code = fs.readFileSync(file, 'utf8');
  const known = new Set(ids);
  const whole = specifiers(code, WHOLE_ID).filter((id) => known.has(id));
  const begun = specifiers(code, TEMPLATE_ID).flatMap((start) => ids.filter((id) => id.startsWith(start)));
  return [...whole, ...begun];
}

/**
 * Each id's part: `account` when only the account's screens can show it. `read` hears of every module
 * the split was read from, so a dev server can redo it when one changes.
 */
export function catalogueParts(
  srcDir: string,
  ids: readonly string[],
  read: (file: string) => void = () => undefined,
): Map<string, CataloguePart> {
  const router = path.join(srcDir, ROUTER);
  const accountScreens = new Set(
    specifiers(fs.readFileSync(router, 'utf8'), ACCOUNT_SCREEN).map((specifier) => {
      const file = resolveImport(srcDir, router, specifier);
      if (!file) throw new Error(`The account screen "${specifier}" is not a module of ${srcDir}`);
      return file;
    }),
  );
  // The router names them: a router that names none has been rewritten, and the split with it.
  if (accountScreens.size === 0) throw new Error(`${ROUTER} declares no accountScreen(…)`);

  const shopModules = reachable(
    srcDir,
    [path.join(srcDir, ENTRY)],
    (fromFile, toFile) => fromFile === router && accountScreens.has(toFile),
  );
  const accountModules = reachable(srcDir, [...accountScreens], () => false);
  for (const file of new Set([router, ...shopModules, ...accountModules])) read(file);
  const shopIds = new Set([...shopModules].flatMap((file) => idsIn(file, ids)));
  const accountIds = new Set([...accountModules].flatMap((file) => idsIn(file, ids)));
  return new Map(ids.map((id) => [id, accountIds.has(id) && !shopIds.has(id) ? 'account' : 'shop']));
}
