// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueParts } from '../../catalogue-parts';
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
  screen('/', () => import('@/features/home').then((m) => m)),
  accountScreen('/profile', () =>
    import('@/features/profile').then((m) => m),
  ),
];
`;

describe('the catalogue split into the shop part and the account part', () => {
  const ids = [
    'nav.account',
    'cart.add',
    'profile.title',
    'profile.role',
    'payment.method.upi',
    'payment.method.cod',
    'footer.unused',
  ];

  it('puts a word in the account part only when no module a shop page reaches names it', () => {
    const src = sourceTree({
      'boot.ts': "void import('./app/router');",
      'app/router.tsx': ROUTER,
      'app/header.tsx': "import { RoleBadge } from './role-badge';\nt('nav.account');",
      'app/role-badge.tsx': "t('profile.role');",
      'features/home.tsx': "t('cart.add');",
      'features/profile/index.tsx':
        "import { Method } from './method';\nt('profile.title'); t('nav.account'); t('profile.role');",
      'features/profile/method.tsx': 'const id = `payment.method.${method}`;',
    });

    const parts = catalogueParts(src, ids);

    const account = ids.filter((id) => parts.get(id) === 'account');
    expect(account).toEqual(['profile.title', 'payment.method.upi', 'payment.method.cod']);
    // Shared with the header, reached from a shop page, or named nowhere: fetched with the app.
    expect(parts.get('profile.role')).toBe('shop');
    expect(parts.get('nav.account')).toBe('shop');
    expect(parts.get('footer.unused')).toBe('shop');
  });

  it('keeps an account word in the shop part when a shop page imports its module directly', () => {
    const src = sourceTree({
      'boot.ts': "void import('./app/router');",
      'app/router.tsx': ROUTER,
      'app/header.tsx': "import { Method } from '../features/profile/method';",
      'features/home.tsx': '',
      'features/profile/index.tsx': "import { Method } from './method';",
      'features/profile/method.tsx': 'const id = `payment.method.${method}`;',
    });

    expect(catalogueParts(src, ids).get('payment.method.upi')).toBe('shop');
  });

  it('refuses a router that declares no account screen, rather than split on nothing', () => {
    const src = sourceTree({
      'boot.ts': "void import('./app/router');",
      'app/router.tsx': "screen('/', () => import('./home'));",
      'app/home.tsx': '',
    });

    expect(() => catalogueParts(src, ids)).toThrow(/declares no accountScreen/);
  });

  it("splits the storefront's own catalogue: account screens' words apart, the header's with the app", () => {
    const parts = catalogueParts(path.resolve(__dirname, '..'), Object.keys(english));

    expect(parts.get('grievance.title')).toBe('account');
    expect(parts.get('profile.details.title')).toBe('account');
    expect(parts.get('nav.cart')).toBe('shop');
    expect(parts.get('product.orderOnWhatsapp')).toBe('shop');
  });
});
