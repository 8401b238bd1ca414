import type { OrderStatus } from '@shop/domain';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import type { MessageId } from '@/lib/i18n/catalogue';
import { useT } from '@/lib/i18n/i18n';
import { ORDER_STATUS_WORDS } from '../lib/order-words';

/**
 * Decision 008: pending secondary, cancelled destructive, the rest default, anything else outline.
 * A return to origin (decision 028) is a failed delivery: destructive too.
 */
/* eslint-disable lingui/no-unlocalized-strings -- badge variants, not words */
const VARIANTS: Partial<Record<string, BadgeProps['variant']>> = {
  pending: 'secondary',
  cancelled: 'destructive',
  returned: 'destructive',
  processing: 'default',
  shipped: 'default',
  delivered: 'default',
};
/* eslint-enable lingui/no-unlocalized-strings */

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  const words = ORDER_STATUS_WORDS[status] as MessageId | undefined;
  return (
    <Badge variant={VARIANTS[status] ?? 'outline'} data-testid="order-status">
      {words ? t(words) : status}
    </Badge>
  );
}
