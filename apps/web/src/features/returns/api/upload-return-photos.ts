import { RETURN_PHOTO_FIELD } from '@shop/domain';
import { apiCall } from '@/lib/api-client';
import type { GuestPair } from './keys';

/** Photos take longer than the usual 10 s on a phone over mobile data. */
const UPLOAD_TIMEOUT_MS = 60_000;

/** POST /api/orders/:id/return-photos (multipart, repeated 'photos'): their ids, in file order. */
export async function uploadReturnPhotos(
  orderId: string,
  files: File[],
  guest?: GuestPair,
): Promise<string[]> {
  const form = new FormData();
  if (guest) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a form field name, not a word
    form.append('orderNumber', guest.orderNumber);
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a form field name, not a word
    form.append('phone', guest.phone);
  }
  for (const file of files) form.append(RETURN_PHOTO_FIELD, file);

  const data = await apiCall('POST /api/orders/:id/return-photos', {
    params: { id: orderId },
    body: form,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
  return data.photos.map((photo) => photo.id);
}
