import type { User } from '@shop/domain';
import { RotateCcw, ShieldOff, UserX } from 'lucide-react';
import { ResponsiveTable } from '@/components/responsive-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { RoleBadge } from '@/features/auth';
import { formatDate } from '@/lib/format-date';

function createdText(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? '—' : formatDate(createdAt);
}

export function displayName(user: Pick<User, 'fullName' | 'email'>): string {
  return user.fullName.trim() || user.email;
}

interface RowActions {
  currentUserId: string | undefined;
  onDeactivate: (user: User) => void;
  onReactivate: (user: User) => void;
  /** Another staff member's two-step sign-in, turned off (issue 29). */
  onResetTwoStep: (user: User) => void;
  /** The id of the user whose reactivation is on its way. */
  busyId: string | null;
}

function StatusBadge({ user }: { user: User }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge variant={user.isActive ? 'success' : 'outline'}>{user.isActive ? 'Active' : 'Inactive'}</Badge>
      {/* Issue 29: who signs in with a code as well as a password. */}
      {user.twoStep && <Badge variant="secondary">Two-step</Badge>}
    </span>
  );
}

function Avatar({ user }: { user: User }) {
  const letters = displayName(user)
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
  return (
    <span
      aria-hidden="true"
      className="grid size-9 shrink-0 place-items-center rounded-full bg-accent-soft text-xs font-semibold text-accent-strong"
    >
      {letters || '?'}
    </span>
  );
}

/** Own row shows 'You' and cannot be deactivated; inactive rows offer 'Reactivate' (decision 007). */
function UserAction({
  user,
  currentUserId,
  onDeactivate,
  onReactivate,
  onResetTwoStep,
  busyId,
}: RowActions & { user: User }) {
  if (user.id === currentUserId) {
    return (
      <Badge variant="outline" className="px-3 py-1 text-sm">
        You
      </Badge>
    );
  }
  if (!user.isActive) {
    return (
      <Button
        variant="outline"
        size="sm"
        disabled={busyId === user.id}
        onClick={() => onReactivate(user)}
        aria-label={`Reactivate ${displayName(user)}`}
      >
        <RotateCcw className="size-4" /> Reactivate
      </Button>
    );
  }
  return (
    <span className="inline-flex flex-wrap justify-end gap-1">
      {user.twoStep && user.role !== 'customer' && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onResetTwoStep(user)}
          aria-label={`Reset two-step sign-in of ${displayName(user)}`}
        >
          <ShieldOff className="size-4" /> Reset two-step
        </Button>
      )}
      <Button
        variant="ghost"
        size="sm"
        className="text-danger hover:bg-danger-soft"
        onClick={() => onDeactivate(user)}
        aria-label={`Deactivate ${displayName(user)}`}
      >
        <UserX className="size-4" /> Deactivate
      </Button>
    </span>
  );
}

/** The users table on wide screens; stacked cards on phones, where six columns cannot fit. */
export function UsersList({ users, ...actions }: RowActions & { users: User[] }) {
  return (
    <ResponsiveTable
      label="Users"
      headers={['User', 'Email', 'Role', 'Status', 'Created', 'Actions']}
      cards={users.map((user) => (
        <li key={user.id}>
          <Card className="grid grid-cols-1 gap-3 p-4">
            <div className="flex items-start gap-3">
              <Avatar user={user} />
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold text-ink">{displayName(user)}</p>
                <p className="truncate text-sm text-muted">{user.email}</p>
              </div>
              <RoleBadge role={user.role} />
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2 border-t border-line pt-3">
              <div className="flex items-center gap-2 text-xs text-muted">
                <StatusBadge user={user} />
                <span>Created {createdText(user.createdAt)}</span>
              </div>
              <UserAction user={user} {...actions} />
            </div>
          </Card>
        </li>
      ))}
      rows={users.map((user) => (
        <tr key={user.id} className="transition-colors hover:bg-sand/30">
          <td className="px-5 py-3">
            <div className="flex items-center gap-3">
              <Avatar user={user} />
              <span className="font-medium text-ink">{displayName(user)}</span>
            </div>
          </td>
          <td className="max-w-64 truncate px-4 py-3 text-ink-soft">{user.email}</td>
          <td className="px-4 py-3">
            <RoleBadge role={user.role} />
          </td>
          <td className="px-4 py-3">
            <StatusBadge user={user} />
          </td>
          <td className="px-4 py-3 whitespace-nowrap text-ink-soft">{createdText(user.createdAt)}</td>
          <td className="px-5 py-3 text-right">
            <UserAction user={user} {...actions} />
          </td>
        </tr>
      ))}
    />
  );
}
