import { ComingSoon } from '@/components/coming-soon';

/** Placeholder until its feature is built. */
export function ProductManagementPage() {
  return <ComingSoon title="Product Management" />;
}
