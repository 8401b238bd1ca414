import { NavLink } from '@/lib/router';
import { BrandMark } from '@/components/brand-mark';
import { UserMenu } from '@/features/auth';
import { CartButton } from '@/features/cart';
import { SearchBox } from '@/features/search';
import { WishlistButton } from '@/features/wishlist';
import { cn } from '@/lib/cn';
import { HydrateLater } from '@/lib/hydration-waves';
import { useT } from '@/lib/i18n/i18n';
import { useShopInfo } from '@/lib/shop-info';
import { LanguageSwitcher } from './language-switcher';
import { MobileMenu } from './mobile-menu';
import { NAV_LINKS } from './nav-links';

/**
 * The header. On a server-rendered page its groups hydrate one task each, after the screen
 * (decision 084): together they were a task of 25–50 ms before the page could take a tap, and its
 * links (the logo, the menu's pages, the cart) work as plain links until then.
 */
export function Navbar() {
  const shop = useShopInfo();
  const t = useT();
  return (
    <header className="sticky top-0 z-40 border-b border-line/80 bg-ivory/90 backdrop-blur-md supports-[backdrop-filter]:bg-ivory/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-6 lg:gap-6">
        <HydrateLater wave="header" part="header-start">
          <MobileMenu />
          <BrandMark name={shop.name} logoUrl={shop.logoUrl} className="mr-auto py-[11px] lg:mr-0" />
        </HydrateLater>
        <nav aria-label={t('nav.main')} className="hidden flex-1 items-center justify-center gap-1 lg:flex">
          <HydrateLater wave="header" part="header-links">
            {NAV_LINKS.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                end={link.to === '/'}
                className={({ isActive }) =>
                  cn(
                    'relative rounded-full px-3 py-2 text-sm font-medium text-ink-soft transition-colors hover:text-ink',
                    isActive &&
                      'text-ink after:absolute after:inset-x-3 after:-bottom-0.5 after:h-0.5 after:rounded-full after:bg-accent',
                  )
                }
              >
                {t(link.label)}
              </NavLink>
            ))}
          </HydrateLater>
        </nav>
        <HydrateLater wave="header" part="header-search">
          <SearchBox id="search-wide" className="hidden w-64 md:block xl:w-72" />
        </HydrateLater>
        <div className="flex items-center gap-0.5">
          <HydrateLater wave="header" part="header-actions">
            <LanguageSwitcher className="hidden md:inline-flex" />
            <WishlistButton />
            <CartButton />
            {/* As wide as 'Sign in': the account control fills in after hydration without a shift. */}
            <span className="ml-1 hidden min-w-20 justify-end sm:flex">
              <UserMenu />
            </span>
          </HydrateLater>
        </div>
      </div>
      <div className="px-3 pb-3 md:hidden">
        <HydrateLater wave="header" part="header-search-phone">
          <SearchBox id="search-narrow" />
        </HydrateLater>
      </div>
    </header>
  );
}
