import { RETURN_STATUS_LABELS, type ReturnStatus } from '@shop/domain';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const VARIANTS: Record<ReturnStatus, BadgeProps['variant']> = {
  requested: 'highlight',
  approved: 'default',
  picked_up: 'default',
  received: 'default',
  refunded: 'success',
  exchanged: 'success',
  rejected: 'destructive',
  cancelled: 'outline',
};

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return <Badge variant={VARIANTS[status]}>{RETURN_STATUS_LABELS[status]}</Badge>;
}
