import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * import-x/no-cycle and madge see loops of files; two modules can still lean on each other through
 * files that do not form one (A's service uses B's entry, B's entry re-exports a file that uses
 * A's entry). This sees the module folders, as apps/web/src/features/feature-graph.test.ts sees
 * the storefront's features (decision 053).
 */
const modulesDir = path.dirname(fileURLToPath(import.meta.url));

/** Every .ts file under modules/, by its path relative to it ("cart/service.ts"), with its text. */
function readModules(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    // Tests may reach into any module they check; they are not part of the server's graph.
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue;
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, full).split(path.sep).join('/')] = readFileSync(full, 'utf8');
  }
  return files;
}

/** `from '…'`, `import '…'` and `import('…')` specifiers that start with a dot. */
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/**
 * Which module folders each module folder imports from, judged on where each relative import lands
 * (so `../cart/index.js` and `../../modules/cart/x.js` both count as `cart`); imports that leave
 * modules/ (db, lib, plugins), another module's tables.ts, test files and files lying directly in
 * modules/ are not part of the graph.
 */
function moduleGraph(files: Record<string, string>): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const [file, source] of Object.entries(files)) {
    const [module, ...rest] = file.split('/');
    if (!module || rest.length === 0) continue;
    const uses = graph.get(module) ?? new Set<string>();
    graph.set(module, uses);
    for (const [, specifier] of source.matchAll(RELATIVE_IMPORT)) {
      if (!specifier) continue;
      const landed = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      // Another module's tables.ts is data, not a call: those few reads are the listed crossings of
      // decision 052 (tableCrossings in eslint.config.js), which the lint holds to their list.
      if (landed.startsWith('../') || /\/tables\.js$/.test(landed)) continue;
      const other = landed.split('/')[0];
      if (other && other !== module && landed.includes('/')) uses.add(other);
    }
  }
  return graph;
}

/** A path of module folders that leads back to its start, or null when the graph goes one way. */
function findLoop(graph: ReadonlyMap<string, ReadonlySet<string>>): string[] | null {
  const done = new Set<string>();
  const visit = (module: string, trail: string[]): string[] | null => {
    if (trail.includes(module)) return [...trail.slice(trail.indexOf(module)), module];
    if (done.has(module)) return null;
    for (const next of graph.get(module) ?? []) {
      const loop = visit(next, [...trail, module]);
      if (loop) return loop;
    }
    done.add(module);
    return null;
  };
  for (const module of [...graph.keys()].sort()) {
    const loop = visit(module, []);
    if (loop) return loop;
  }
  return null;
}

describe('server modules', () => {
  it('depend on each other in one direction only, folder by folder', () => {
    const graph = moduleGraph(readModules(modulesDir));
    expect(graph.size).toBeGreaterThan(10);
    expect(findLoop(graph)?.join(' → ') ?? null).toBeNull();
    // The edges this file exists for: the cart reminders use notifications and the cart, never back.
    expect([...(graph.get('cart-reminders') ?? [])]).toEqual(
      expect.arrayContaining(['cart', 'notifications']),
    );
    expect(graph.get('notifications')?.has('cart-reminders')).toBe(false);
  });

  it('finds a loop of folders that no loop of files shows', () => {
    const graph = moduleGraph({
      'notifications/compose.ts': "import { cartLinesOf } from '../cart-reminders/index.js';",
      'cart-reminders/index.ts': "export { cartLinesOf } from './cart-lines.js';",
      'cart-reminders/cart-lines.ts': "import { cartItems } from '../../db/schema/index.js';",
      'cart-reminders/service.ts': "import { notifyCartReminder } from '../notifications/index.js';",
      'notifications/index.ts': "export { notifyCartReminder } from './outbox.js';",
      'catalog/admin/service.ts': "import { pricedCart } from '../../cart/index.js';",
      'cart/service.ts': "import type { Product } from '../catalog/index.js';",
    });
    expect(graph.get('catalog')).toEqual(new Set(['cart']));
    expect(graph.get('cart-reminders')).toEqual(new Set(['notifications']));
    expect(findLoop(graph)).toEqual(['cart', 'catalog', 'cart']);
    graph.get('catalog')?.clear();
    expect(findLoop(graph)).toEqual(['cart-reminders', 'notifications', 'cart-reminders']);
    graph.get('notifications')?.clear();
    expect(findLoop(graph)).toBeNull();
  });
});
