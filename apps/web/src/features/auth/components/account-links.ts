import {
  BookA,
  ClipboardList,
  FileText,
  History,
  LayoutDashboard,
  MessageSquareWarning,
  Package,
  PackageOpen,
  ReceiptIndianRupee,
  Ruler,
  Settings,
  ShieldCheck,
  ShoppingCart,
  Tags,
  TicketPercent,
  User,
  Users,
} from 'lucide-react';
import { mayAccess } from '@shop/domain';
import type { Translate } from '@/lib/i18n/i18n';
import type { AuthUser } from '../types';

export interface MenuLink {
  to: string;
  label: string;
  icon: typeof User;
}

/**
 * The account links a user may see, by role (decision 008). Shared by the dropdown and the mobile
 * sheet. A shopper's own links are in the page's language; the back office's stay English (issue 28).
 */
export function accountLinks(user: AuthUser, t: Translate): MenuLink[] {
  const links: MenuLink[] = [
    { to: '/profile', label: t('nav.myProfile'), icon: User },
    { to: '/orders', label: t('nav.orderHistory'), icon: Package },
  ];
  if (mayAccess('admin', user.role)) {
    // The back office opens on the dashboard (decision 036).
    links.unshift({ to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard });
    links.push(
      { to: '/product-management', label: 'Product Management', icon: ShieldCheck },
      { to: '/category-management', label: 'Category Management', icon: Tags },
      { to: '/synonym-management', label: 'Search Synonyms', icon: BookA },
      { to: '/order-management', label: 'Order Management', icon: ClipboardList },
      { to: '/admin/returns', label: 'Returns', icon: PackageOpen },
      { to: '/size-charts', label: 'Size Charts', icon: Ruler },
      { to: '/coupons', label: 'Coupons', icon: TicketPercent },
      { to: '/abandoned-carts', label: 'Carts Left Behind', icon: ShoppingCart },
      { to: '/gst-returns', label: 'GST Returns', icon: ReceiptIndianRupee },
      { to: '/complaints', label: 'Complaints', icon: MessageSquareWarning },
      { to: '/admin/pages', label: 'Pages', icon: FileText },
      { to: '/shop-settings', label: 'Shop Settings', icon: Settings },
    );
  }
  if (mayAccess('administrator', user.role)) {
    links.push(
      { to: '/admin-management', label: 'Admin Management', icon: Users },
      { to: '/admin/activity', label: 'Activity', icon: History },
    );
  }
  return links;
}
