import { apiFile } from '@/lib/api-client';

/**
 * GET /api/return-photos/:id: a private photo of the return (WebP). It needs the session's bearer
 * token, which an <img> cannot send, so it is fetched as a file and shown from memory.
 */
export const getReturnPhoto = (photoId: string) => apiFile('GET /api/return-photos/:id', { id: photoId });
