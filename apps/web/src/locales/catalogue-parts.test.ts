// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { splitCatalogue } from '../../catalogue-parts';
import english from './en.json';

let tree: string | undefined;

/** A small storefront on disk: its files by path under src/. */
function sourceTree(files: Record<string, string>): string {
  tree = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-parts-'));
  for (const [file, code] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    fs.writeFileSync(path.join(tree, file), code);
  }
  return tree;
}

afterEach(() => {
  if (tree) fs.rmSync(tree, { recursive: true, force: true });
  tree = undefined;
});

const ROUTER = `
import { Header } from '@/app/header';
export const routes = [
  screen('/', 'home', () => import('@/features/home').then((m) => m)),
  ...['/about', '/faq'].map((path) => screen(path, 'written', () => import('@/features/written'))),
  screen('/profile', 'profile', () =>
    import('@/features/profile').then((m) => m),
  ),
];
`;

describe("the catalogue split into the frame's words and each screen's", () => {
  const ids = [
    'nav.account',
    'cart.add',
    'page.title',
    'profile.title',
    'profile.role',
    'payment.method.upi',
    'payment.method.cod',
    'footer.unused',
  ];

  it("gives a screen the words its modules name, less the frame's, and keeps the rest with the frame", () => {
    const src = sourceTree({
      'boot.ts': "void import('./app/router');",
      'app/router.tsx': ROUTER,
      'app/header.tsx': "import { RoleBadge } from './role-badge';\nt('nav.account');",
      'app/role-badge.tsx': "t('profile.role');",
      'features/home.tsx': "t('cart.add');",
      'features/written.tsx': "t('page.title'); t('cart.add');",
      'features/profile/index.tsx':
        "import { Method } from './method';\nt('profile.title'); t('nav.account'); t('profile.role');",
      'features/profile/method.tsx': 'const id = `payment.method.${method}`;',
    });

    const { core, screens } = splitCatalogue(src, ids);

    // The header's, and a word no module names: with the frame, so no page ever shows an id.
    expect([...core].sort()).toEqual(['footer.unused', 'nav.account', 'profile.role']);
    expect([...(screens.get('profile') ?? [])]).toEqual([
      'profile.title',
      'payment.method.upi',
      'payment.method.cod',
    ]);
    // A word two screens name comes with each.
    expect([...(screens.get('home') ?? [])]).toEqual(['cart.add']);
    expect([...(screens.get('written') ?? [])].sort()).toEqual(['cart.add', 'page.title']);
  });

  it("keeps a screen's word with the frame when the frame imports its module directly", () => {
    const src = sourceTree({
      'boot.ts': "void import('./app/router');",
      'app/router.tsx': ROUTER,
      'app/header.tsx': "import { Method } from '../features/profile/method';",
      'features/home.tsx': '',
      'features/written.tsx': '',
      'features/profile/index.tsx': "import { Method } from './method';",
      'features/profile/method.tsx': 'const id = `payment.method.${method}`;',
    });

    const { core, screens } = splitCatalogue(src, ids);

    expect(core.has('payment.method.upi')).toBe(true);
    expect(screens.get('profile')?.has('payment.method.upi')).toBe(false);
  });

  it('refuses a router import it cannot read as a screen, rather than put its words on every page', () => {
    const src = sourceTree({
      'boot.ts': "void import('./app/router');",
      'app/router.tsx':
        "screen('/', 'home', () => import('./home'));\nconst Other = lazy(() => import('./other'));",
      'app/home.tsx': '',
      'app/other.tsx': '',
    });

    expect(() => splitCatalogue(src, ids)).toThrow(/imports 2 modules and declares 1/);
  });

  it("splits the storefront's own catalogue: the header's words with the frame, each screen's with it", () => {
    const { core, screens } = splitCatalogue(path.resolve(__dirname, '..'), Object.keys(english));

    expect(core.has('nav.cart')).toBe(true);
    expect(screens.get('product')?.has('product.orderOnWhatsapp')).toBe(true);
    expect(screens.get('grievance')?.has('grievance.title')).toBe(true);
    expect(screens.get('profile')?.has('profile.details.title')).toBe(true);
    // A product page does not bring the account's words, nor a profile the product page's.
    expect(screens.get('product')?.has('profile.details.title')).toBe(false);
    expect(screens.get('profile')?.has('product.orderOnWhatsapp')).toBe(false);
  });
});
