import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { AuthProvider } from '@/features/auth';
import { Layout } from './layout';
import { RouteError } from './route-error';
import { RouteGuard } from './route-guard';

/** Each screen is its own chunk, fetched when first visited. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

const HomePage = page(
  () => import('@/features/catalog/pages/home-page'),
  (m) => m.HomePage,
);
const ListingPage = page(
  () => import('@/features/catalog/pages/listing-page'),
  (m) => m.ListingPage,
);
const ProductPage = page(
  () => import('@/features/catalog/pages/product-page'),
  (m) => m.ProductPage,
);
const AboutPage = page(
  () => import('@/features/content/pages/about-page'),
  (m) => m.AboutPage,
);
const ContactPage = page(
  () => import('@/features/content/pages/contact-page'),
  (m) => m.ContactPage,
);
const FaqPage = page(
  () => import('@/features/content/pages/faq-page'),
  (m) => m.FaqPage,
);
const PrivacyPage = page(
  () => import('@/features/content/pages/privacy-page'),
  (m) => m.PrivacyPage,
);
const ReturnsPage = page(
  () => import('@/features/content/pages/returns-page'),
  (m) => m.ReturnsPage,
);
const NotFoundPage = page(
  () => import('@/features/content/pages/not-found-page'),
  (m) => m.NotFoundPage,
);
const AuthPage = page(
  () => import('@/features/auth/pages/auth-page'),
  (m) => m.AuthPage,
);
const ResetPasswordPage = page(
  () => import('@/features/auth/pages/reset-password-page'),
  (m) => m.ResetPasswordPage,
);
const ProfilePage = page(
  () => import('@/features/profile/pages/profile-page'),
  (m) => m.ProfilePage,
);
const CartPage = page(
  () => import('@/features/cart/pages/cart-page'),
  (m) => m.CartPage,
);
const CheckoutPage = page(
  () => import('@/features/checkout/pages/checkout-page'),
  (m) => m.CheckoutPage,
);
const WishlistPage = page(
  () => import('@/features/wishlist/pages/wishlist-page'),
  (m) => m.WishlistPage,
);
const OrdersPage = page(
  () => import('@/features/orders/pages/orders-page'),
  (m) => m.OrdersPage,
);
const OrderDetailPage = page(
  () => import('@/features/orders/pages/order-detail-page'),
  (m) => m.OrderDetailPage,
);
const ProductManagementPage = page(
  () => import('@/features/admin-catalog/pages/product-management-page'),
  (m) => m.ProductManagementPage,
);
const CategoryManagementPage = page(
  () => import('@/features/admin-catalog/pages/category-management-page'),
  (m) => m.CategoryManagementPage,
);
const AdminManagementPage = page(
  () => import('@/features/admin-users/pages/admin-management-page'),
  (m) => m.AdminManagementPage,
);
const OrderManagementPage = page(
  () => import('@/features/admin-orders/pages/order-management-page'),
  (m) => m.OrderManagementPage,
);

function AuthRoot() {
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}

const routes = [
  {
    element: <AuthRoot />,
    errorElement: <RouteError />,
    children: [
      {
        element: <Layout />,
        children: [
          { path: '/', element: <HomePage /> },
          { path: '/auth', element: <AuthPage /> },
          { path: '/reset-password', element: <ResetPasswordPage /> },
          { path: '/about', element: <AboutPage /> },
          { path: '/contact', element: <ContactPage /> },
          { path: '/faq', element: <FaqPage /> },
          { path: '/privacy', element: <PrivacyPage /> },
          { path: '/returns', element: <ReturnsPage /> },
          { path: '/search', element: <Navigate to="/" replace /> },
          { path: '/jewelry', element: <ListingPage key="jewelry" /> },
          { path: '/clothing', element: <ListingPage key="clothing" /> },
          { path: '/accessories', element: <ListingPage key="accessories" /> },
          { path: '/category/:slug', element: <ListingPage /> },
          { path: '/product/:id', element: <ProductPage /> },
          {
            element: <RouteGuard access="signed-in" />,
            children: [
              { path: '/profile', element: <ProfilePage /> },
              { path: '/cart', element: <CartPage /> },
              { path: '/checkout', element: <CheckoutPage /> },
              { path: '/wishlist', element: <WishlistPage /> },
              { path: '/orders', element: <OrdersPage /> },
              { path: '/orders/:id', element: <OrderDetailPage /> },
            ],
          },
          {
            element: <RouteGuard access="admin" />,
            children: [
              { path: '/product-management', element: <ProductManagementPage /> },
              { path: '/category-management', element: <CategoryManagementPage /> },
              { path: '/order-management', element: <OrderManagementPage /> },
            ],
          },
          {
            element: <RouteGuard access="administrator" />,
            children: [{ path: '/admin-management', element: <AdminManagementPage /> }],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
