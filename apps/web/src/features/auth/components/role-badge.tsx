import { Badge } from '@/components/ui/badge';
import { isStaff, type Role } from '@shop/domain';
import type { MessageId } from '@/lib/i18n/catalogue';
import { useT } from '@/lib/i18n/i18n';

const ROLE_LABELS: Record<Role, MessageId> = {
  customer: 'profile.role.customer',
  admin: 'profile.role.admin',
  administrator: 'profile.role.administrator',
};

/** Profile: the destructive style for admin and administrator, secondary for everyone else. */
export function RoleBadge({ role, className }: { role: Role; className?: string }) {
  const t = useT();
  const label = ROLE_LABELS[role] as MessageId | undefined;
  return (
    <Badge variant={isStaff(role) ? 'destructive' : 'secondary'} className={className}>
      {label ? t(label) : role}
    </Badge>
  );
}
