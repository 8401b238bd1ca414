import { RETURN_STATUS_LABELS, type ReturnStatus } from '@shop/domain';
import { Badge, type BadgeProps } from '@/components/ui/badge';

/**
 * A return's status (decision 054), for the shopper's order page and the staff's Returns screens:
 * waiting on staff stands out (marigold), settled is green, refused red, withdrawn plain.
 */
const VARIANT: Record<ReturnStatus, BadgeProps['variant']> = {
  requested: 'highlight',
  approved: 'secondary',
  picked_up: 'secondary',
  received: 'default',
  refunded: 'success',
  exchanged: 'success',
  rejected: 'destructive',
  cancelled: 'outline',
};

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return (
    <Badge variant={VARIANT[status]} data-testid="return-status">
      {RETURN_STATUS_LABELS[status]}
    </Badge>
  );
}
