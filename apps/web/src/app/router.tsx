import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { pathWithoutLanguage } from '@shop/domain';
import { AuthProvider } from '@/features/auth';
import type { LoadWords } from '@/lib/i18n/i18n';
import type { Prefetch } from '@/lib/prefetch';
import { notFound } from '@/lib/prefetch';
import { Outlet, type LoaderFunction, type RouteObject } from '@/lib/router';
import { shopInfoQuery } from '@/lib/shop-info';
import { shopTermsQuery } from '@/lib/shop-terms';
import { storefrontHomeQuery } from '@/lib/storefront-home';
import { joinBrowserLists } from './join-browser-lists';
import { Layout } from './layout';
import { NotFoundPage } from './not-found';
import { PageError } from './page-error';
import { RouteError } from './route-error';
import { RouteGuard } from './route-guard';

/** What a screen's module gives the router: the screen, and the data to fetch before showing it. */
interface PageModule {
  Component: ComponentType;
  prefetch?: Prefetch;
}

export interface RouteOptions {
  /** The server waits for each page's data before rendering; the browser only starts fetching it. */
  waitForData: boolean;
  /** The browser fetches each screen's words with the screen; the server holds every word. */
  loadWords?: LoadWords;
}

function loaderFor(prefetch: Prefetch, queryClient: QueryClient, options: RouteOptions): LoaderFunction {
  return async ({ params, url: address }) => {
    // Screens read their address as the routes name it: without the Hindi pages' `/hi` (issue 28).
    const url = new URL(address);
    url.pathname = pathWithoutLanguage(url.pathname);
    const work = prefetch(queryClient, { params, url });
    if (options.waitForData) await work;
    // In the browser the page's own hooks show loading and errors, as they did before.
    else work.catch(() => undefined);
    return null;
  };
}

/**
 * The shop's routes, one set for the server's static handler and the browser's router. Each screen
 * is a lazy route module, its own chunk (the back office never reaches a shopper's page).
 */
export function createRoutes(queryClient: QueryClient, options: RouteOptions): RouteObject[] {
  /**
   * A screen at `path`, loaded (with its prefetch, when it has one) as a lazy route module, and its
   * `words`, the catalogue's part of the screen's own words, fetched beside it: the route waits for
   * both, so no screen renders before its words, hydration included. The build reads these
   * declarations to split the catalogue (catalogue-parts.ts): keep each import written in its call.
   */
  const screen = (path: string, words: string, load: () => Promise<PageModule>): RouteObject => ({
    path,
    lazy: async () => {
      const [{ Component, prefetch }] = await Promise.all([load(), options.loadWords?.(words)]);
      return { Component, ...(prefetch ? { loader: loaderFor(prefetch, queryClient, options) } : {}) };
    },
  });
  const shop: Prefetch = async (client) => {
    await Promise.all([
      client.ensureQueryData(shopInfoQuery),
      client.ensureQueryData(shopTermsQuery),
      // The announcement bar above every page's header (decision 057).
      client.ensureQueryData(storefrontHomeQuery),
    ]);
  };
  const unknownAddress: Prefetch = () => Promise.resolve(notFound());

  return [
    {
      element: (
        <AuthProvider joinBrowserLists={joinBrowserLists}>
          <Outlet />
        </AuthProvider>
      ),
      errorElement: <RouteError />,
      // The shop's name, delivery rule and announcement appear around every page.
      loader: loaderFor(shop, queryClient, options),
      children: [
        {
          element: <Layout />,
          children: [
            {
              errorElement: <PageError />,
              children: [
                screen('/', 'home', () =>
                  import('@/features/catalog/pages/home-page').then((m) => ({
                    Component: m.HomePage,
                    prefetch: m.prefetchHome,
                  })),
                ),
                screen('/auth', 'auth', () =>
                  import('@/features/auth/pages/auth-page').then((m) => ({ Component: m.AuthPage })),
                ),
                // First-run setup (issue 26): open to anyone while the shop has no administrator.
                screen('/setup', 'setup', () =>
                  import('@/features/setup/pages/setup-page').then((m) => ({ Component: m.SetupPage })),
                ),
                screen('/reset-password', 'reset-password', () =>
                  import('@/features/auth/pages/reset-password-page').then((m) => ({
                    Component: m.ResetPasswordPage,
                  })),
                ),
                // The pages the owner writes in Markdown (decision 057), one module for all six.
                ...['/about', '/faq', '/shipping', '/returns', '/privacy', '/terms'].map((path) =>
                  screen(path, 'written-page', () =>
                    import('@/features/content/pages/written-page').then((m) => ({
                      Component: m.WrittenPage,
                      prefetch: m.prefetchWrittenPage,
                    })),
                  ),
                ),
                screen('/contact', 'contact', () =>
                  import('@/features/content/pages/contact-page').then((m) => ({ Component: m.ContactPage })),
                ),
                screen('/grievance', 'grievance', () =>
                  import('@/features/content/pages/grievance-page').then((m) => ({
                    Component: m.GrievancePage,
                  })),
                ),
                screen('/search', 'search', () =>
                  import('@/features/catalog/pages/search-page').then((m) => ({
                    Component: m.SearchPage,
                    prefetch: m.prefetchSearch,
                  })),
                ),
                ...['/jewelry', '/clothing', '/accessories', '/category/:slug'].map((path) =>
                  screen(path, 'listing', () =>
                    import('@/features/catalog/pages/listing-page').then((m) => ({
                      Component: m.ListingPage,
                      prefetch: m.prefetchListing,
                    })),
                  ),
                ),
                // Open to guests too: a guest's cart is in the browser, checkout takes Cash on
                // Delivery, and an order is followed by its number and mobile (decision 040).
                screen('/cart', 'cart', () =>
                  import('@/features/cart/pages/cart-page').then((m) => ({ Component: m.CartPage })),
                ),
                screen('/checkout', 'checkout', () =>
                  import('@/features/checkout/pages/checkout-page').then((m) => ({
                    Component: m.CheckoutPage,
                  })),
                ),
                screen('/order-placed', 'order-placed', () =>
                  import('@/features/checkout/pages/order-placed-page').then((m) => ({
                    Component: m.OrderPlacedPage,
                  })),
                ),
                screen('/track', 'track', () =>
                  import('@/features/orders/pages/track-page').then((m) => ({ Component: m.TrackPage })),
                ),
                screen('/unsubscribe', 'unsubscribe', () =>
                  import('@/features/cart/pages/unsubscribe-page').then((m) => ({
                    Component: m.UnsubscribePage,
                  })),
                ),
                screen('/product/:id', 'product', () =>
                  import('@/features/catalog/pages/product-page').then((m) => ({
                    Component: m.ProductPage,
                    prefetch: m.prefetchProduct,
                  })),
                ),
                {
                  // Signed-in screens: the server renders the layout and the guard's spinner; the
                  // guard decides in the browser, where the session is.
                  element: <RouteGuard access="signed-in" />,
                  children: [
                    screen('/profile', 'profile', () =>
                      import('@/features/profile/pages/profile-page').then((m) => ({
                        Component: m.ProfilePage,
                      })),
                    ),
                    screen('/wishlist', 'wishlist', () =>
                      import('@/features/wishlist/pages/wishlist-page').then((m) => ({
                        Component: m.WishlistPage,
                      })),
                    ),
                    screen('/orders', 'orders', () =>
                      import('@/features/orders/pages/orders-page').then((m) => ({
                        Component: m.OrdersPage,
                      })),
                    ),
                    screen('/orders/:id', 'order', () =>
                      import('@/features/orders/pages/order-detail-page').then((m) => ({
                        Component: m.OrderDetailPage,
                      })),
                    ),
                    screen('/orders/:id/pay', 'payment', () =>
                      import('@/features/payments/pages/upi-payment-page').then((m) => ({
                        Component: m.UpiPaymentPage,
                      })),
                    ),
                  ],
                },
                {
                  element: <RouteGuard access="admin" />,
                  children: [
                    screen('/dashboard', 'back-office', () =>
                      import('@/features/admin-dashboard/pages/dashboard-page').then((m) => ({
                        Component: m.DashboardPage,
                      })),
                    ),
                    screen('/product-management', 'back-office', () =>
                      import('@/features/admin-catalog/pages/product-management-page').then((m) => ({
                        Component: m.ProductManagementPage,
                      })),
                    ),
                    screen('/product-management/import-export', 'back-office', () =>
                      import('@/features/admin-catalog/pages/product-import-page').then((m) => ({
                        Component: m.ProductImportPage,
                      })),
                    ),
                    screen('/category-management', 'back-office', () =>
                      import('@/features/admin-catalog/pages/category-management-page').then((m) => ({
                        Component: m.CategoryManagementPage,
                      })),
                    ),
                    screen('/synonym-management', 'back-office', () =>
                      import('@/features/admin-catalog/pages/synonym-management-page').then((m) => ({
                        Component: m.SynonymManagementPage,
                      })),
                    ),
                    screen('/order-management', 'back-office', () =>
                      import('@/features/admin-orders/pages/order-management-page').then((m) => ({
                        Component: m.OrderManagementPage,
                      })),
                    ),
                    screen('/size-charts', 'back-office', () =>
                      import('@/features/size-guide/pages/size-charts-page').then((m) => ({
                        Component: m.SizeChartsPage,
                      })),
                    ),
                    screen('/coupons', 'back-office', () =>
                      import('@/features/admin-coupons/pages/coupons-page').then((m) => ({
                        Component: m.CouponsPage,
                      })),
                    ),
                    screen('/complaints', 'back-office', () =>
                      import('@/features/admin-complaints/pages/complaints-page').then((m) => ({
                        Component: m.ComplaintsPage,
                      })),
                    ),
                    screen('/admin/returns', 'back-office', () =>
                      import('@/features/admin-returns/pages/returns-page').then((m) => ({
                        Component: m.ReturnsPage,
                      })),
                    ),
                    screen('/admin/returns/:id', 'back-office', () =>
                      import('@/features/admin-returns/pages/return-page').then((m) => ({
                        Component: m.ReturnPage,
                      })),
                    ),
                    screen('/abandoned-carts', 'back-office', () =>
                      import('@/features/admin-carts/pages/abandoned-carts-page').then((m) => ({
                        Component: m.AbandonedCartsPage,
                      })),
                    ),
                    screen('/gst-returns', 'back-office', () =>
                      import('@/features/admin-gst-returns/pages/gst-returns-page').then((m) => ({
                        Component: m.GstReturnsPage,
                      })),
                    ),
                    screen('/admin/pages', 'back-office', () =>
                      import('@/features/admin-pages/pages/pages-page').then((m) => ({
                        Component: m.PagesPage,
                      })),
                    ),
                    screen('/admin/pages/:slug', 'back-office', () =>
                      import('@/features/admin-pages/pages/page-editor-page').then((m) => ({
                        Component: m.PageEditorPage,
                      })),
                    ),
                    screen('/shop-settings', 'back-office', () =>
                      import('@/features/admin-settings/pages/shop-settings-page').then((m) => ({
                        Component: m.ShopSettingsPage,
                      })),
                    ),
                  ],
                },
                {
                  element: <RouteGuard access="administrator" />,
                  children: [
                    screen('/admin-management', 'back-office', () =>
                      import('@/features/admin-users/pages/admin-management-page').then((m) => ({
                        Component: m.AdminManagementPage,
                      })),
                    ),
                    screen('/admin/activity', 'back-office', () =>
                      import('@/features/admin-activity/pages/activity-page').then((m) => ({
                        Component: m.ActivityPage,
                      })),
                    ),
                  ],
                },
                {
                  path: '*',
                  Component: NotFoundPage,
                  loader: loaderFor(unknownAddress, queryClient, options),
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}
