/**
 * The pictures a category may carry: names of icons bundled with the storefront (lucide), each with
 * what it shows, for the picker and screen readers. Emoji were used before; they show as empty boxes
 * on phones without an emoji font (decision 044). The labels say what the picture is, not what a
 * category must be, so the owner picks freely.
 */
export const CATEGORY_ICONS = {
  gem: 'Gem',
  diamond: 'Diamond',
  sparkles: 'Sparkles',
  sparkle: 'Sparkle',
  crown: 'Crown',
  'circle-dot': 'Bangle',
  circle: 'Ring',
  flower: 'Flower',
  'flower-2': 'Blossom',
  heart: 'Heart',
  star: 'Star',
  shirt: 'Shirt',
  spool: 'Thread spool',
  scissors: 'Scissors',
  ribbon: 'Ribbon',
  feather: 'Feather',
  palette: 'Palette',
  brush: 'Brush',
  handbag: 'Handbag',
  'shopping-bag': 'Shopping bag',
  backpack: 'Backpack',
  wallet: 'Wallet',
  watch: 'Watch',
  glasses: 'Glasses',
  footprints: 'Footprints',
  gift: 'Gift',
  lamp: 'Lamp',
  leaf: 'Leaf',
  sun: 'Sun',
  moon: 'Moon',
  shell: 'Shell',
  package: 'Parcel',
  tag: 'Tag',
  store: 'Shop',
} as const;

export type CategoryIconName = keyof typeof CATEGORY_ICONS;

export const CATEGORY_ICON_NAMES = Object.keys(CATEGORY_ICONS) as [CategoryIconName, ...CategoryIconName[]];

export function isCategoryIconName(value: string): value is CategoryIconName {
  return Object.hasOwn(CATEGORY_ICONS, value);
}
