import { Badge } from '@/components/ui/badge';
import { isStaff, type Role } from '@shop/domain';

const ROLE_LABELS: Record<Role, string> = {
  customer: 'Customer',
  admin: 'Admin',
  administrator: 'Administrator',
};

function roleLabel(role: Role): string {
  return ROLE_LABELS[role] ?? role;
}

/** Profile: the destructive style for admin and administrator, secondary for everyone else. */
export function RoleBadge({ role, className }: { role: Role; className?: string }) {
  return (
    <Badge variant={isStaff(role) ? 'destructive' : 'secondary'} className={className}>
      {roleLabel(role)}
    </Badge>
  );
}
