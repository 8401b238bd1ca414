import { MAX_SAVED_ADDRESSES, type SavedAddress } from '@shop/domain';
import { MapPin, Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toast, toastError } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n';
import { useDeleteAddress } from '../api/delete-address';
import { useSavedAddresses } from '../api/list-addresses';
import { useUpdateAddress } from '../api/update-address';
import { addressLine, addressValuesOf } from '../lib/address-text';
import { addressPayload } from '../lib/address-validation';
import { AddressEditorDialog } from './address-editor-dialog';

/** Profile: the address book (decision 034): add, edit, delete, and choose the default. */
export function AddressBookCard({ fullName }: { fullName: string }) {
  const t = useT();
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
          toast({ title: t('address.book.defaultChanged'), description: address.name, variant: 'success' }),
        onError: (error) =>
          toastError(t('address.book.notChanged'), errorMessage(error, t('address.book.changeFailed'))),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('address.book.title')}</CardTitle>
        <CardDescription>{t('address.book.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {isPending ? (
          <Skeleton className="h-24 rounded-xl" aria-label={t('address.loading')} />
        ) : isError ? (
          <p className="text-sm text-danger">
            {t('address.book.loadFailed')}{' '}
            <button type="button" className="min-h-11 font-medium underline" onClick={() => void refetch()}>
              {t('address.book.tryAgain')}
            </button>
          </p>
        ) : addresses.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted">
            <MapPin aria-hidden="true" className="size-4" /> {t('address.book.none')}
          </p>
        ) : (
          <ul className="grid gap-3" aria-label={t('address.book.title')}>
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
                        {t('address.default')}
                      </span>
                    )}
                  </p>
                  <p className="text-muted">{addressLine(address)}</p>
                  <p className="text-muted">{t('address.mobile', { phone: address.phone })}</p>
                </div>
                <div className="flex flex-wrap gap-1">
                  {!address.isDefault && (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="h-11"
                      disabled={update.isPending}
                      onClick={() => makeDefault(address)}
                      aria-label={t('address.book.makeDefaultLabel', {
                        name: address.name,
                        city: address.city,
                      })}
                    >
                      <Star className="size-4" /> {t('address.book.makeDefault')}
                    </Button>
                  )}
                  <Button
                    variant="ghost"
                    size="sm"
                    className="h-11"
                    onClick={() => setEditing(address)}
                    aria-label={t('address.book.editLabel', { name: address.name, city: address.city })}
                  >
                    <Pencil className="size-4" /> {t('address.book.edit')}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="h-11 text-danger"
                    onClick={() => setDeleting(address)}
                    aria-label={t('address.book.deleteLabel', { name: address.name, city: address.city })}
                  >
                    <Trash2 className="size-4" /> {t('address.book.delete')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <div>
          {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a state marker, not a word */}
          <Button variant="outline" disabled={full || isPending} onClick={() => setEditing('new')}>
            <Plus className="size-4" /> {t('address.add')}
          </Button>
          {full && (
            <p className="mt-2 text-sm text-muted">{t('address.book.full', { max: MAX_SAVED_ADDRESSES })}</p>
          )}
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
        title={t('address.book.deleteConfirm')}
        description={deleting ? `${deleting.name}, ${addressLine(deleting)}` : ''}
        cancelLabel={t('address.book.keep')}
        confirmLabel={t('address.book.delete')}
        destructive
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast({ title: t('address.book.deleted') });
              setDeleting(null);
            },
            onError: (error) =>
              toastError(t('address.book.notDeleted'), errorMessage(error, t('address.book.deleteFailed'))),
          });
        }}
      />
    </Card>
  );
}
