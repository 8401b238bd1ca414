import type { User } from '@shop/domain';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { displayName } from './users-list';

export interface UserConfirmProps {
  user: User | null;
  pending: boolean;
  onConfirm: (user: User) => void;
  onCancel: () => void;
}

/** User management: the confirmation before a change to someone's account, asked by name. */
function UserConfirmDialog({
  user,
  pending,
  onConfirm,
  onCancel,
  title,
  question,
  confirmLabel,
  pendingLabel,
}: UserConfirmProps & {
  title: string;
  question: (name: string) => string;
  confirmLabel: string;
  pendingLabel: string;
}) {
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={title}
      description={user ? question(displayName(user)) : null}
      descriptionClassName="text-base text-ink-soft"
      confirmLabel={confirmLabel}
      destructive
      pending={pending}
      pendingLabel={pendingLabel}
      onConfirm={() => user && onConfirm(user)}
    />
  );
}

/** Before a user is deactivated (decision 007). */
export const DeactivateDialog = (props: UserConfirmProps) => (
  <UserConfirmDialog
    {...props}
    title="Deactivate user"
    question={(name) =>
      `Are you sure you want to deactivate ${name}? They won't be able to log in until reactivated.`
    }
    confirmLabel="Deactivate"
    pendingLabel="Deactivating"
  />
);

/** Before another staff member's two-step sign-in is turned off (issue 29). */
export const ResetTwoStepDialog = (props: UserConfirmProps) => (
  <UserConfirmDialog
    {...props}
    title="Reset two-step sign-in"
    question={(name) =>
      `Turn off two-step sign-in for ${name}? Do this when they have lost their phone and their recovery codes. They are signed out everywhere, sign in again with their password alone until they set it up again, and the activity log records that you reset it.`
    }
    confirmLabel="Reset two-step"
    pendingLabel="Resetting"
  />
);
