import { ImageOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { getReturnPhoto } from '../api/get-return-photo';

type PhotoState = { kind: 'loading' } | { kind: 'shown'; url: string } | { kind: 'failed' };

/** One private photo: fetched with the session, shown from memory, let go when it leaves the screen. */
function ReturnPhoto({ photoId, index }: { photoId: string; index: number }) {
  const [state, setState] = useState<PhotoState>({ kind: 'loading' });
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    getReturnPhoto(photoId).then(
      (blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setState({ kind: 'shown', url });
      },
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [photoId]);

  const label = `Photo ${index + 1} from the customer`;
  if (state.kind === 'loading') return <Skeleton className="aspect-square w-full rounded-lg" />;
  if (state.kind === 'failed') {
    return (
      <span className="grid aspect-square w-full place-items-center rounded-lg border border-dashed border-line p-2 text-center text-xs text-muted">
        <ImageOff aria-hidden="true" className="size-5" />
        {label} could not be loaded
      </span>
    );
  }
  return (
    <a href={state.url} target="_blank" rel="noreferrer" className="block">
      <img
        src={state.url}
        alt={label}
        className="aspect-square w-full rounded-lg border border-line object-cover"
      />
    </a>
  );
}

/** The customer's photos of what went wrong, each opening full size in a new tab. */
export function ReturnPhotos({ photoIds }: { photoIds: readonly string[] }) {
  if (photoIds.length === 0) return <p className="text-sm text-muted">No photos.</p>;
  return (
    <ul className="grid grid-cols-3 gap-2 sm:max-w-md" aria-label="Photos from the customer">
      {photoIds.map((photoId, index) => (
        <li key={photoId}>
          <ReturnPhoto photoId={photoId} index={index} />
        </li>
      ))}
    </ul>
  );
}
