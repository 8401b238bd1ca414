import type { ReturnStatus } from '@shop/domain';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import type { MessageId } from '@/lib/i18n/catalogue';
import { useT } from '@/lib/i18n/i18n';

/**
 * A return's status (decision 054), for the shopper's order page and the staff's Returns screens:
 * waiting on staff stands out (marigold), settled is green, refused red, withdrawn plain.
 */
/* eslint-disable lingui/no-unlocalized-strings -- badge variants, not words */
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
/* eslint-enable lingui/no-unlocalized-strings */

const WORDS: Record<ReturnStatus, MessageId> = {
  requested: 'return.status.requested',
  approved: 'return.status.approved',
  picked_up: 'return.status.picked_up',
  received: 'return.status.received',
  refunded: 'return.status.refunded',
  exchanged: 'return.status.exchanged',
  rejected: 'return.status.rejected',
  cancelled: 'return.status.cancelled',
};

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const t = useT();
  return (
    <Badge variant={VARIANT[status]} data-testid="return-status">
      {t(WORDS[status])}
    </Badge>
  );
}
