import { describe, expect, it } from 'vitest';

/**
 * import-x/no-cycle sees loops of files; two features can still lean on each other through files
 * that do not form one (A's page uses B's entry, B uses a file of A). This sees the folders.
 */
const sources = import.meta.glob<string>('./*/**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

function featureGraph(files: Record<string, string>): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const [path, source] of Object.entries(files)) {
    const feature = path.split('/')[1] ?? '';
    const uses = graph.get(feature) ?? new Set<string>();
    graph.set(feature, uses);
    for (const [, other] of source.matchAll(/['"]@\/features\/([\w-]+)['"/]/g)) {
      if (other && other !== feature) uses.add(other);
    }
  }
  return graph;
}

/** A path of features that leads back to its start, or null when the graph goes one way. */
function findLoop(graph: Map<string, Set<string>>): string[] | null {
  const done = new Set<string>();
  const visit = (feature: string, path: string[]): string[] | null => {
    if (path.includes(feature)) return [...path.slice(path.indexOf(feature)), feature];
    if (done.has(feature)) return null;
    for (const next of graph.get(feature) ?? []) {
      const loop = visit(next, [...path, feature]);
      if (loop) return loop;
    }
    done.add(feature);
    return null;
  };
  for (const feature of graph.keys()) {
    const loop = visit(feature, []);
    if (loop) return loop;
  }
  return null;
}

describe('storefront features', () => {
  it('depend on each other in one direction only (docs/decisions/012)', () => {
    const graph = featureGraph(sources);
    expect(graph.size).toBeGreaterThan(5);
    expect(findLoop(graph)?.join(' → ') ?? null).toBeNull();
  });

  it('a loop through pages and entries is found', () => {
    const graph = featureGraph({
      './wishlist/pages/wishlist-page.tsx': "import { ProductCard } from '@/features/catalog';",
      './catalog/components/card.tsx': "import { WishlistHeart } from '@/features/wishlist';",
    });
    expect(findLoop(graph)).toEqual(['wishlist', 'catalog', 'wishlist']);
  });
});
