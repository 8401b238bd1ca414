import { ImagePlus, X } from 'lucide-react';
import { useEffect, useState, type ChangeEvent } from 'react';
import { Label } from '@/components/ui/label';
import { toastError } from '@/components/ui/use-toast';
import { checkCarouselFiles, isImageFile, type ProductImages } from '../product-form';

/** A local preview of a file not uploaded yet, read in the background. */
function usePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return preview && preview.file === file ? preview.url : null;
}

function Thumb({
  src,
  label,
  isNew,
  onRemove,
}: {
  src: string | null;
  label: string;
  isNew: boolean;
  onRemove: () => void;
}) {
  return (
    <li className="relative aspect-square overflow-hidden rounded-xl border border-line bg-sand">
      {src && <img src={src} alt={label} className="size-full object-cover" />}
      <span className="absolute bottom-1 left-1 rounded-full bg-card/90 px-2 py-0.5 text-[11px] font-semibold text-ink">
        {isNew ? 'New' : 'Saved'}
      </span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove ${label}`}
        className="absolute top-1 right-1 grid size-9 place-items-center rounded-full bg-card/90 text-ink shadow-sm hover:bg-danger-soft hover:text-danger"
      >
        <X className="size-4" />
      </button>
    </li>
  );
}

function FileThumb({ file, onRemove }: { file: File; onRemove: () => void }) {
  const url = usePreview(file);
  return <Thumb src={url} label={file.name} isNew onRemove={onRemove} />;
}

const pickerClass =
  'flex h-11 cursor-pointer items-center justify-center gap-2 rounded-full border border-line bg-card px-4 text-sm font-medium text-ink transition-colors hover:bg-sand focus-within:outline-2 focus-within:outline-accent';

/** Main image (preview, change, remove) and carousel images (saved and new, each removable). */
export function ImageFields({
  images,
  onChange,
  error,
}: {
  images: ProductImages;
  onChange: (images: ProductImages) => void;
  error?: string | undefined;
}) {
  const mainPreview = usePreview(images.mainFile);
  const mainSrc = mainPreview ?? images.mainUrl;
  const carouselCount = images.carouselUrls.length + images.carouselFiles.length;

  function pickMain(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isImageFile(file)) {
      toastError('Invalid file', 'Please select an image file');
      return;
    }
    onChange({ ...images, mainFile: file });
  }

  function pickCarousel(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    const check = checkCarouselFiles(images, files);
    if (!check.ok) {
      toastError(check.title, check.description);
      return;
    }
    onChange({ ...images, carouselFiles: [...images.carouselFiles, ...files] });
  }

  return (
    <div className="grid gap-5">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium text-ink">Main image</legend>
        <div className="flex flex-wrap items-center gap-4">
          <div className="relative size-28 shrink-0 overflow-hidden rounded-xl border border-dashed border-line bg-sand">
            {mainSrc ? (
              <img src={mainSrc} alt="Main preview" className="size-full object-cover" />
            ) : (
              <ImagePlus aria-hidden="true" className="absolute inset-0 m-auto size-8 text-muted" />
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <Label className={pickerClass}>
              <ImagePlus className="size-4" /> {mainSrc ? 'Change image' : 'Upload main image'}
              <input
                type="file"
                accept="image/*"
                className="sr-only"
                aria-label="Main image file"
                onChange={pickMain}
              />
            </Label>
            {mainSrc && (
              <button
                type="button"
                className="h-11 rounded-full px-4 text-sm font-medium text-danger hover:bg-danger-soft"
                onClick={() => onChange({ ...images, mainFile: null, mainUrl: null })}
              >
                Remove
              </button>
            )}
          </div>
        </div>
      </fieldset>

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium text-ink">
          Carousel images <span className="font-normal text-muted">({carouselCount} of 10)</span>
        </legend>
        {carouselCount > 0 && (
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
            {images.carouselUrls.map((url, index) => (
              <Thumb
                key={url}
                src={url}
                label={`saved carousel image ${index + 1}`}
                isNew={false}
                onRemove={() =>
                  onChange({ ...images, carouselUrls: images.carouselUrls.filter((item) => item !== url) })
                }
              />
            ))}
            {images.carouselFiles.map((file, index) => (
              <FileThumb
                key={`${file.name}-${index}`}
                file={file}
                onRemove={() =>
                  onChange({
                    ...images,
                    carouselFiles: images.carouselFiles.filter((_, position) => position !== index),
                  })
                }
              />
            ))}
          </ul>
        )}
        <Label className={`${pickerClass} w-fit`}>
          <ImagePlus className="size-4" /> Add carousel images
          <input
            type="file"
            accept="image/*"
            multiple
            className="sr-only"
            aria-label="Carousel image files"
            onChange={pickCarousel}
          />
        </Label>
      </fieldset>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
