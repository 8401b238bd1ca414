import type { SavedAddress } from '@shop/domain';
import { useState, type FormEvent } from 'react';
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
import { toast, toastError } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n';
import { useAddAddress } from '../api/add-address';
import { useUpdateAddress } from '../api/update-address';
import { useAddressForm } from '../hooks/use-address-form';
import { addressValuesOf } from '../lib/address-text';
import { EMPTY_ADDRESS } from '../lib/address-validation';
import { AddressForm } from './address-form';
import { SaveAddressToggle } from './save-address-toggle';

/** Adds an address to the book, or edits one (`editing`); the server checks it as checkout does. */
export function AddressEditorDialog({
  editing,
  fullName,
  onClose,
}: {
  /** The address to edit, or null to add one. */
  editing: SavedAddress | null;
  fullName: string;
  onClose: () => void;
}) {
  const t = useT();
  const form = useAddressForm(() =>
    editing ? addressValuesOf(editing) : { ...EMPTY_ADDRESS, name: fullName },
  );
  const [makeDefault, setMakeDefault] = useState(editing?.isDefault ?? false);
  const add = useAddAddress();
  const update = useUpdateAddress();
  const pending = add.isPending || update.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const address = form.validate();
    if (!address) return;
    const body = { ...address, isDefault: makeDefault };
    const done = {
      onSuccess: () => {
        toast({
          title: editing ? t('address.editor.updated') : t('address.editor.saved'),
          variant: 'success' as const,
        });
        onClose();
      },
      onError: (error: Error) => {
        if (error instanceof ApiError && error.status === 422) form.showServerErrors(error.details);
        toastError(t('address.editor.notSaved'), errorMessage(error, t('address.editor.saveFailed')));
      },
    };
    if (editing) update.mutate({ id: editing.id, body }, done);
    else add.mutate(body, done);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{editing ? t('address.editor.editTitle') : t('address.add')}</DialogTitle>
          <DialogDescription>{t('address.editor.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4" aria-label={t('address.field.address')}>
          <AddressForm
            values={form.values}
            errors={form.errors}
            disabled={pending}
            onChange={form.change}
            onBlur={form.blur}
            cityChoices={form.cityChoices}
            onChooseCity={form.chooseCity}
          />
          {!editing?.isDefault && (
            <SaveAddressToggle
              id="address-make-default"
              label={t('address.editor.makeDefault')}
              checked={makeDefault}
              onChange={setMakeDefault}
              disabled={pending}
            />
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending && <Spinner className="size-4 text-white" label={t('common.saving')} />}
              {t('address.editor.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
