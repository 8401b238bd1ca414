import { Badge } from '@/components/ui/badge';
import type { Role } from '../types';

const ROLE_LABELS: Record<Role, string> = {
  customer: 'Customer',
  admin: 'Admin',
  administrator: 'Administrator',
};

function roleLabel(role: Role): string {
  return ROLE_LABELS[role] ?? role;
}

/** SPEC profile: the destructive style for admin and administrator, secondary for everyone else. */
export function RoleBadge({ role, className }: { role: Role; className?: string }) {
  const staff = role === 'admin' || role === 'administrator';
  return (
    <Badge variant={staff ? 'destructive' : 'secondary'} className={className}>
      {roleLabel(role)}
    </Badge>
  );
}
