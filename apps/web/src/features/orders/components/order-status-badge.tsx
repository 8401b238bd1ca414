import { ORDER_STATUS_LABELS, type OrderStatus } from '@shop/domain';
import { Badge, type BadgeProps } from '@/components/ui/badge';

/**
 * Decision 008: pending secondary, cancelled destructive, the rest default, anything else outline.
 * A return to origin (decision 028) is a failed delivery: destructive too.
 */
function statusBadgeVariant(status: string): BadgeProps['variant'] {
  switch (status) {
    case 'pending':
      return 'secondary';
    case 'cancelled':
    case 'returned':
      return 'destructive';
    case 'processing':
    case 'shipped':
    case 'delivered':
      return 'default';
    default:
      return 'outline';
  }
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge variant={statusBadgeVariant(status)} data-testid="order-status">
      {ORDER_STATUS_LABELS[status] ?? status}
    </Badge>
  );
}
