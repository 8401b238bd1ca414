import type { UserCounts } from '@shop/domain';
import { Shield, ShieldCheck, ShoppingBag, Users } from 'lucide-react';
import { StatCards } from '@/components/stat-cards';

const STATS = [
  { key: 'total', label: 'Total Users', icon: Users },
  { key: 'administrator', label: 'Administrators', icon: ShieldCheck },
  { key: 'admin', label: 'Admins', icon: Shield },
  { key: 'customer', label: 'Customers', icon: ShoppingBag },
] as const;

/** Four stat cards; the counts are the server's, over every user (not just the page on screen). */
export function UserStats({ counts }: { counts: UserCounts | undefined }) {
  return <StatCards stats={STATS.map(({ key, label, icon }) => ({ label, icon, value: counts?.[key] }))} />;
}
