import type { User } from '@shop/domain';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { displayName } from './users-list';

export function deactivateQuestion(name: string): string {
  return `Are you sure you want to deactivate ${name}? They won't be able to log in until reactivated.`;
}

/** SPEC user management: the confirmation before a user is deactivated. */
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
    <Dialog open={user !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Deactivate user</DialogTitle>
          <DialogDescription className="text-base text-ink-soft">
            {user ? deactivateQuestion(displayName(user)) : null}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={pending} onClick={() => user && onConfirm(user)}>
            {pending && <Spinner className="text-white" label="Deactivating" />}
            Deactivate
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
