import { addressBookFullMessage, MAX_SAVED_ADDRESSES, type SavedAddress } from '@shop/domain';
import { MapPin, Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toast, toastError } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useDeleteAddress } from '../api/delete-address';
import { useSavedAddresses } from '../api/list-addresses';
import { useUpdateAddress } from '../api/update-address';
import { addressLine, addressValuesOf } from '../lib/address-text';
import { addressPayload } from '../lib/address-validation';
import { AddressEditorDialog } from './address-editor-dialog';

/** Profile: the address book (decision 034): add, edit, delete, and choose the default. */
export function AddressBookCard({ fullName }: { fullName: string }) {
  const { data: addresses = [], isPending, isError, refetch } = useSavedAddresses();
  const [editing, setEditing] = useState<SavedAddress | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const remove = useDeleteAddress();
  const update = useUpdateAddress();
  const full = addresses.length >= MAX_SAVED_ADDRESSES;

  const makeDefault = (address: SavedAddress) =>
    update.mutate(
      { id: address.id, body: { ...addressPayload(addressValuesOf(address)), isDefault: true } },
      {
        onSuccess: () =>
          toast({ title: 'Default address changed', description: address.name, variant: 'success' }),
        onError: (error) => toastError('Not changed', errorMessage(error, 'Failed to change the default')),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Saved addresses</CardTitle>
        <CardDescription>Checkout offers these, the default first, so you type less.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {isPending ? (
          <Skeleton className="h-24 rounded-xl" aria-label="Loading your addresses" />
        ) : isError ? (
          <p className="text-sm text-danger">
            Your addresses could not be loaded.{' '}
            <button type="button" className="min-h-11 font-medium underline" onClick={() => void refetch()}>
              Try again
            </button>
          </p>
        ) : addresses.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted">
            <MapPin aria-hidden="true" className="size-4" /> No saved addresses yet. The address of your next
            order is saved here too.
          </p>
        ) : (
          <ul className="grid gap-3" aria-label="Saved addresses">
            {addresses.map((address) => (
              <li
                key={address.id}
                className="grid gap-2 rounded-xl border border-line p-3 text-sm sm:flex sm:items-start"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-ink">
                    {address.name}
                    {address.isDefault && (
                      <span className="ml-2 rounded-full bg-leaf-soft px-2 py-0.5 text-xs font-medium text-leaf">
                        Default
                      </span>
                    )}
                  </p>
                  <p className="text-muted">{addressLine(address)}</p>
                  <p className="text-muted">Mobile {address.phone}</p>
                </div>
                <div className="flex flex-wrap gap-1">
                  {!address.isDefault && (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="h-11"
                      disabled={update.isPending}
                      onClick={() => makeDefault(address)}
                      aria-label={`Make ${address.name}, ${address.city} the default address`}
                    >
                      <Star className="size-4" /> Make default
                    </Button>
                  )}
                  <Button
                    variant="ghost"
                    size="sm"
                    className="h-11"
                    onClick={() => setEditing(address)}
                    aria-label={`Edit ${address.name}, ${address.city}`}
                  >
                    <Pencil className="size-4" /> Edit
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="h-11 text-danger"
                    onClick={() => setDeleting(address)}
                    aria-label={`Delete ${address.name}, ${address.city}`}
                  >
                    <Trash2 className="size-4" /> Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <div>
          <Button variant="outline" disabled={full || isPending} onClick={() => setEditing('new')}>
            <Plus className="size-4" /> Add an address
          </Button>
          {full && <p className="mt-2 text-sm text-muted">{addressBookFullMessage}</p>}
        </div>
      </CardContent>

      {editing && (
        <AddressEditorDialog
          editing={editing === 'new' ? null : editing}
          fullName={fullName}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this address?"
        description={deleting ? `${deleting.name}, ${addressLine(deleting)}` : ''}
        cancelLabel="Keep it"
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast({ title: 'Address deleted' });
              setDeleting(null);
            },
            onError: (error) =>
              toastError('Not deleted', errorMessage(error, 'Failed to delete the address')),
          });
        }}
      />
    </Card>
  );
}
