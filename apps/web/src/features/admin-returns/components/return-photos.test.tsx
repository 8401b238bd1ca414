import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiTransport } from '@/lib/api-client';
import { ReturnPhotos } from './return-photos';

const PHOTO = '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d';

afterEach(cleanup);

describe('The customer’s photos of a return', () => {
  it('fetches each private photo with the session, shows it from memory and lets it go on leaving', async () => {
    localStorage.setItem('token', 'staff-token');
    const transport = vi.fn(
      async () => new Response(new Blob(['webp']), { headers: { 'content-type': 'image/webp' } }),
    );
    setApiTransport(transport);
    const createObjectURL = vi.fn(() => 'blob:photo-1');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });

    const { unmount } = render(<ReturnPhotos photoIds={[PHOTO]} />);
    const image = await screen.findByRole('img', { name: 'Photo 1 from the customer' });
    expect(image.getAttribute('src')).toBe('blob:photo-1');
    expect(transport).toHaveBeenCalledWith(
      `/api/return-photos/${PHOTO}`,
      expect.objectContaining({
        method: 'GET',
        headers: expect.objectContaining({ Authorization: 'Bearer staff-token' }) as unknown,
      }),
    );
    expect(revokeObjectURL).not.toHaveBeenCalled();
    unmount();
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:photo-1'));
    localStorage.clear();
  });

  it('says so when a photo cannot be fetched', async () => {
    setApiTransport(async () => new Response('{"success":false,"message":"Not found"}', { status: 404 }));
    render(<ReturnPhotos photoIds={[PHOTO]} />);
    expect(await screen.findByText('Photo 1 from the customer could not be loaded')).toBeTruthy();
  });
});
