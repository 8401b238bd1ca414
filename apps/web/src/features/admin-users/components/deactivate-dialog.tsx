import type { User } from '@shop/domain';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { displayName } from './users-list';

function deactivateQuestion(name: string): string {
  return `Are you sure you want to deactivate ${name}? They won't be able to log in until reactivated.`;
}

/** User management: the confirmation before a user is deactivated. */
export function DeactivateDialog({
  user,
  pending,
  onConfirm,
  onCancel,
}: {
  user: User | null;
  pending: boolean;
  onConfirm: (user: User) => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => !open && onCancel()}
      title="Deactivate user"
      description={user ? deactivateQuestion(displayName(user)) : null}
      descriptionClassName="text-base text-ink-soft"
      confirmLabel="Deactivate"
      destructive
      pending={pending}
      pendingLabel="Deactivating"
      onConfirm={() => user && onConfirm(user)}
    />
  );
}
