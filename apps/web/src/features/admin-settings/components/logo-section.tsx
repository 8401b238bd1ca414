import { ImageUp, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { uploadShopPicture } from '../api/upload-shop-picture';
import type { SectionProps } from '../lib/settings-draft';

const ACCEPTED = 'image/jpeg,image/png,image/webp,image/avif';

/** A stored picture's small variant, as the storefront shows it. */
const previewOf = (imageId: string) => `/images/${imageId}/320.webp`;

interface PictureSettingProps {
  label: string;
  hint: string;
  imageId: string | null;
  error: string | undefined;
  /** How the preview sits: a wide logo, or a small square icon. */
  shape: 'logo' | 'icon';
  onChange: (imageId: string | null) => void;
}

/** One uploadable picture: its preview, "Upload" and "Remove". Nothing is saved until the form is. */
function PictureSetting({ label, hint, imageId, error, shape, onChange }: PictureSettingProps) {
  const inputId = useId();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  async function upload(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    try {
      onChange((await uploadShopPicture(file)).id);
    } catch (failure) {
      setUploadError(errorMessage(failure, 'The picture could not be uploaded'));
    } finally {
      setUploading(false);
    }
  }

  const problem = uploadError ?? error;
  return (
    <div className="grid gap-2">
      <span className="text-sm font-medium">{label}</span>
      <div className="flex flex-wrap items-center gap-4">
        <div
          className={
            shape === 'logo'
              ? 'flex h-16 w-40 items-center justify-center overflow-hidden rounded-lg border border-line bg-white'
              : 'flex size-16 items-center justify-center overflow-hidden rounded-lg border border-line bg-white'
          }
        >
          {imageId ? (
            <img
              src={previewOf(imageId)}
              alt={`${label} preview`}
              className="max-h-full max-w-full object-contain"
            />
          ) : (
            <span className="px-2 text-center text-xs text-muted">None yet</span>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" asChild>
            <label htmlFor={inputId} className="cursor-pointer">
              <ImageUp className="size-4" /> {uploading ? 'Uploading…' : imageId ? 'Replace' : 'Upload'}
            </label>
          </Button>
          <input
            id={inputId}
            type="file"
            accept={ACCEPTED}
            className="sr-only"
            aria-label={`Upload ${label.toLowerCase()}`}
            disabled={uploading}
            onChange={(event) => {
              void upload(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          {imageId && (
            <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
              <Trash2 className="size-4" /> Remove
            </Button>
          )}
        </div>
      </div>
      <p
        className={problem ? 'text-sm text-danger' : 'text-sm text-muted'}
        role={problem ? 'alert' : undefined}
      >
        {problem ?? hint}
      </p>
    </div>
  );
}

/** The shop's logo (header and footer) and browser-tab icon, uploaded like product pictures (issue 26). */
export function LogoSection({ draft, errors, onChange }: SectionProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Logo and icon</CardTitle>
        <CardDescription>
          Your logo shows at the top and bottom of every page instead of the shop name. The icon shows on the
          browser tab. Save the settings to use them.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 sm:grid-cols-2">
        <PictureSetting
          label="Logo"
          hint="A wide picture on a plain background works best (JPEG, PNG or WebP, up to 5 MB)."
          shape="logo"
          imageId={draft.shop.logoImageId}
          error={errors['shop.logoImageId']}
          onChange={(logoImageId) => onChange({ shop: { ...draft.shop, logoImageId } })}
        />
        <PictureSetting
          label="Icon"
          hint="A square picture, such as your logo's mark. Without one, the built-in icon shows."
          shape="icon"
          imageId={draft.shop.faviconImageId}
          error={errors['shop.faviconImageId']}
          onChange={(faviconImageId) => onChange({ shop: { ...draft.shop, faviconImageId } })}
        />
      </CardContent>
    </Card>
  );
}
