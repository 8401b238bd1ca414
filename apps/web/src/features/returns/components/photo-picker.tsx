import { MAX_RETURN_PHOTOS } from '@shop/domain';
import { Camera, X } from 'lucide-react';
import { useEffect, useState, type ChangeEvent } from 'react';
import { Label } from '@/components/ui/label';
import { toastError } from '@/components/ui/use-toast';
import { cn } from '@/lib/cn';
import { useLatest } from '@/lib/use-latest';
import { useT } from '@/lib/i18n/i18n';

/** A photo chosen on the phone: its local preview, and its id once uploaded. */
export interface PickedPhoto {
  key: string;
  file: File;
  url: string;
  id?: string;
}

let photoCounter = 0;

/** The chosen photos; their previews are let go when one is removed and when the form goes away. */
export function usePickedPhotos() {
  const t = useT();
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  // The list as last rendered, for the handlers and for letting the previews go on unmount.
  const current = useLatest(photos);
  useEffect(() => () => current.current.forEach((photo) => URL.revokeObjectURL(photo.url)), [current]);

  const add = (files: File[]) => {
    const images = files.filter((file) => file.type.startsWith('image/'));
    if (images.length < files.length)
      toastError(t('return.photos.notPhoto'), t('return.photos.notPhotoBody'));
    const room = MAX_RETURN_PHOTOS - current.current.length;
    if (images.length > room)
      toastError(t('return.photos.tooMany'), t('return.photos.tooManyBody', { count: MAX_RETURN_PHOTOS }));
    const added = images.slice(0, Math.max(0, room)).map((file) => ({
      key: `photo-${(photoCounter += 1)}`,
      file,
      url: URL.createObjectURL(file),
    }));
    if (added.length) setPhotos((list) => [...list, ...added]);
  };
  const remove = (key: string) => {
    const photo = current.current.find((item) => item.key === key);
    if (photo) URL.revokeObjectURL(photo.url);
    setPhotos((list) => list.filter((item) => item.key !== key));
  };
  /** Remembers the ids the upload gave, so a second try sends only the photos not yet uploaded. */
  const setIds = (ids: Map<string, string>) =>
    setPhotos((list) => list.map((photo) => ({ ...photo, id: ids.get(photo.key) ?? photo.id })));

  return { photos, add, remove, setIds };
}

/** "Add photos": up to three, each with its preview and a remove button. */
export function PhotoPicker({
  photos,
  onAdd,
  onRemove,
  required,
  error,
}: {
  photos: PickedPhoto[];
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  required: boolean;
  error?: string | undefined;
}) {
  const t = useT();
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length) onAdd(files);
  };
  const full = photos.length >= MAX_RETURN_PHOTOS;
  return (
    <fieldset className="grid gap-2" aria-describedby="return-photos-text">
      <legend className="mb-1 text-sm font-medium text-ink">
        {t('return.photos.legend')}{' '}
        {required ? (
          <span className="text-danger">{t('return.photos.needed')}</span>
        ) : (
          <span className="text-muted">{t('return.photos.optional')}</span>
        )}
      </legend>
      <p id="return-photos-text" className={cn('text-xs', error ? 'text-danger' : 'text-muted')}>
        {error ?? (required ? t('return.photos.requiredText') : t('return.photos.optionalText'))}
      </p>
      {photos.length > 0 && (
        <ul className="grid grid-cols-3 gap-2 sm:max-w-sm">
          {photos.map((photo, index) => (
            <li
              key={photo.key}
              className="relative aspect-square overflow-hidden rounded-xl border border-line bg-sand"
            >
              <img
                src={photo.url}
                alt={t('return.photos.preview', { number: index + 1 })}
                className="size-full object-cover"
              />
              <button
                type="button"
                onClick={() => onRemove(photo.key)}
                aria-label={t('return.photos.remove', { number: index + 1 })}
                className="absolute top-1 right-1 grid size-11 place-items-center rounded-full bg-card/90 text-ink shadow-sm hover:bg-danger-soft hover:text-danger"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {!full && (
        <Label
          className={cn(
            'flex h-11 w-fit cursor-pointer items-center gap-2 rounded-full border bg-card px-4 text-sm font-medium text-ink transition-colors hover:bg-sand focus-within:outline-2 focus-within:outline-accent',
            error ? 'border-danger' : 'border-line',
          )}
        >
          <Camera aria-hidden="true" className="size-4" />
          {photos.length ? t('return.photos.addAnother') : t('return.photos.add')}
          <input
            type="file"
            accept="image/*"
            multiple
            className="sr-only"
            aria-label={t('return.photos.inputLabel')}
            aria-invalid={error ? true : undefined}
            onChange={pick}
          />
        </Label>
      )}
    </fieldset>
  );
}
