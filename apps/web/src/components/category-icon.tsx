import { isCategoryIconName, type CategoryIconName } from '@shop/domain';
import {
  Backpack,
  Brush,
  Circle,
  CircleDot,
  Crown,
  Diamond,
  Feather,
  Flower,
  Flower2,
  Footprints,
  Gem,
  Gift,
  Glasses,
  Handbag,
  Heart,
  Lamp,
  Leaf,
  Moon,
  Package,
  Palette,
  Ribbon,
  Scissors,
  Shell,
  Shirt,
  ShoppingBag,
  Sparkle,
  Sparkles,
  Spool,
  Star,
  Store,
  Sun,
  Tag,
  Wallet,
  Watch,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '@/lib/cn';

/** Each name the shop stores (decision 044) drawn by its bundled icon; no emoji font needed. */
const ICONS: Record<CategoryIconName, LucideIcon> = {
  gem: Gem,
  diamond: Diamond,
  sparkles: Sparkles,
  sparkle: Sparkle,
  crown: Crown,
  'circle-dot': CircleDot,
  circle: Circle,
  flower: Flower,
  'flower-2': Flower2,
  heart: Heart,
  star: Star,
  shirt: Shirt,
  spool: Spool,
  scissors: Scissors,
  ribbon: Ribbon,
  feather: Feather,
  palette: Palette,
  brush: Brush,
  handbag: Handbag,
  'shopping-bag': ShoppingBag,
  backpack: Backpack,
  wallet: Wallet,
  watch: Watch,
  glasses: Glasses,
  footprints: Footprints,
  gift: Gift,
  lamp: Lamp,
  leaf: Leaf,
  sun: Sun,
  moon: Moon,
  shell: Shell,
  package: Package,
  tag: Tag,
  store: Store,
};

/**
 * A category's icon, decorative (the category's name is always written beside it). A category
 * without one, or with a name this build does not know, shows `fallback`.
 */
export function CategoryIcon({
  name,
  fallback = 'package',
  className,
}: {
  name: string | null | undefined;
  fallback?: CategoryIconName;
  className?: string;
}) {
  const Icon = ICONS[name && isCategoryIconName(name) ? name : fallback];
  return <Icon aria-hidden="true" className={cn('size-4 shrink-0', className)} strokeWidth={1.75} />;
}
