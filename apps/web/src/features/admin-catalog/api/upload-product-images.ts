import { MAX_IMAGES_PER_UPLOAD } from '@shop/domain';
import { apiRequest } from '@/lib/api-client';

/** Pictures take longer than the usual 10 s on a slow phone connection. */
const UPLOAD_TIMEOUT_MS = 60_000;

/** POST /upload/product (multipart, repeated 'images'), 10 files a request; the URLs in file order. */
export async function uploadProductImages(files: File[]): Promise<string[]> {
  const urls: string[] = [];
  for (let start = 0; start < files.length; start += MAX_IMAGES_PER_UPLOAD) {
    const form = new FormData();
    for (const file of files.slice(start, start + MAX_IMAGES_PER_UPLOAD)) form.append('images', file);
    const data = await apiRequest<{ images: { id: string; url: string }[] }>('/upload/product', {
      method: 'POST',
      body: form,
      timeoutMs: UPLOAD_TIMEOUT_MS,
    });
    urls.push(...data.images.map((image) => image.url));
  }
  return urls;
}
