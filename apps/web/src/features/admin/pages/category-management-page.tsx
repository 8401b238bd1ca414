import { ComingSoon } from '@/components/coming-soon';

/** Placeholder until its feature is built. */
export function CategoryManagementPage() {
  return <ComingSoon title="Category Management" />;
}
