import { Heart, LogIn, LogOut, ShoppingBag } from 'lucide-react';
import { Link, NavLink } from '@/lib/router';
import { BrandMark } from '@/components/brand-mark';
import { Button } from '@/components/ui/button';
import { Separator } from '@/components/ui/separator';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { accountLinks, useAuth } from '@/features/auth';
import { cartCount, useCart } from '@/features/cart';
import { SearchBox } from '@/features/search';
import { useWishlist } from '@/features/wishlist';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18n';
import { useShopInfo } from '@/lib/shop-info';
import { NAV_LINKS } from './nav-links';
import { LanguageSwitcher } from './language-switcher';

const rowClass =
  'flex min-h-12 items-center gap-3 rounded-xl px-3 text-base font-medium text-ink transition-colors hover:bg-sand';

/** The phone's side sheet: search, every navbar link, wishlist, cart and the account menu. */
export function MobileMenuSheet({
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const close = () => onOpenChange(false);
  const shop = useShopInfo();
  const t = useT();
  const { user, isLoading, signOut } = useAuth();
  const { count: wishlistCount } = useWishlist();
  const { data: cart } = useCart();

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        onCloseAutoFocus={onCloseAutoFocus}
        // Focusing the search field would pop the phone keyboard over the menu; focus the sheet itself.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle asChild>
            <div>
              <BrandMark name={shop.name} logoUrl={shop.logoUrl} onClick={close} />
            </div>
          </SheetTitle>
          <SheetDescription>{shop.tagline}</SheetDescription>
        </SheetHeader>
        <div className="flex flex-1 flex-col gap-4 p-4">
          <SearchBox id="search-menu" onNavigate={close} />
          <nav aria-label={t('nav.main')} className="flex flex-col">
            {NAV_LINKS.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                end={link.to === '/'}
                onClick={close}
                className={({ isActive }) => cn(rowClass, isActive && 'bg-accent-soft text-accent-strong')}
              >
                {t(link.label)}
              </NavLink>
            ))}
          </nav>
          <LanguageSwitcher onNavigate={close} className={cn(rowClass, 'rounded-xl')} />
          <Separator />
          <div className="flex flex-col">
            <Link to="/wishlist" onClick={close} className={rowClass}>
              <Heart className="size-5 text-muted" /> {t('nav.wishlist')}
              <span className="ml-auto text-sm text-muted">{wishlistCount}</span>
            </Link>
            <Link to="/cart" onClick={close} className={rowClass}>
              <ShoppingBag className="size-5 text-muted" /> {t('nav.cart')}
              <span className="ml-auto text-sm text-muted">{cartCount(cart)}</span>
            </Link>
          </div>
          <Separator />
          {isLoading ? (
            <Spinner label={t('nav.loadingAccount')} />
          ) : user ? (
            <div className="flex flex-col">
              <p className="px-3 pb-2 text-sm text-muted">
                {t('nav.signedInAs')}{' '}
                <span className="font-medium text-ink">{user.fullName || user.email}</span>
              </p>
              {accountLinks(user, t).map(({ to, label, icon: Icon }) => (
                <Link key={to} to={to} onClick={close} className={rowClass}>
                  <Icon className="size-5 text-muted" /> {label}
                </Link>
              ))}
              <button
                type="button"
                onClick={() => {
                  close();
                  void signOut();
                }}
                className={cn(rowClass, 'text-danger hover:bg-danger-soft')}
              >
                <LogOut className="size-5" /> {t('nav.signOut')}
              </button>
            </div>
          ) : (
            <Button asChild size="lg" className="w-full">
              <Link to="/auth" onClick={close}>
                <LogIn className="size-5" /> {t('nav.signIn')}
              </Link>
            </Button>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
