import { MAX_IMAGES_PER_UPLOAD, UPLOAD_FIELD } from '@shop/domain';
import { apiCall } from '@/lib/api-client';

/** Pictures take longer than the usual 10 s on a slow phone connection. */
const UPLOAD_TIMEOUT_MS = 60_000;

/** POST /upload/product (multipart, repeated 'images'), 10 files a request; the URLs in file order. */
export async function uploadProductImages(files: File[]): Promise<string[]> {
  const urls: string[] = [];
  for (let start = 0; start < files.length; start += MAX_IMAGES_PER_UPLOAD) {
    const form = new FormData();
    for (const file of files.slice(start, start + MAX_IMAGES_PER_UPLOAD)) form.append(UPLOAD_FIELD, file);
    const data = await apiCall('POST /api/upload/product', { body: form, timeoutMs: UPLOAD_TIMEOUT_MS });
    urls.push(...data.images.map((image) => image.url));
  }
  return urls;
}
