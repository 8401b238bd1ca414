import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiTransport } from '@/lib/api-client';
import { TestWords } from '@/lib/test-support/words';
import { OrderDocuments } from './order-documents';

const view = (order: Parameters<typeof OrderDocuments>[0]['order'], language: 'en' | 'hi' = 'en') =>
  render(
    <TestWords language={language}>
      <OrderDocuments order={order} />
    </TestWords>,
  );

afterEach(cleanup);

const ID = '7b0f8c2e-1d2a-4c3b-9e8f-0a1b2c3d4e5f';

describe('OrderDocuments (decision 027)', () => {
  it('offers no document before the order ships', () => {
    for (const status of ['pending', 'processing', 'cancelled'] as const) {
      const { container } = view({ id: ID, status });
      expect(container.innerHTML).toBe('');
      cleanup();
    }
  });

  it('offers the invoice once shipped, and the credit note too once returned', () => {
    view({ id: ID, status: 'delivered' });
    expect(screen.getByRole('button', { name: 'Download invoice' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download credit note' })).toBeNull();
    cleanup();
    view({ id: ID, status: 'returned' });
    expect(screen.getByRole('button', { name: 'Download invoice' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download credit note' })).toBeTruthy();
  });

  it('names the documents in Hindi on a Hindi page', () => {
    view({ id: ID, status: 'returned' }, 'hi');
    expect(screen.getByRole('button', { name: 'इनवॉइस डाउनलोड करें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'क्रेडिट नोट डाउनलोड करें' })).toBeTruthy();
  });

  it('fetches the PDF from its route and hands it to the browser as a file', async () => {
    const transport = vi.fn(
      async () => new Response('%PDF-1.3', { headers: { 'content-type': 'application/pdf' } }),
    );
    setApiTransport(transport);
    const createObjectURL = vi.fn(() => 'blob:invoice');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    view({ id: ID, status: 'shipped' });
    fireEvent.click(screen.getByRole('button', { name: 'Download invoice' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(transport).toHaveBeenCalledWith(
      `/api/orders/${ID}/invoice`,
      expect.objectContaining({ method: 'GET' }),
    );
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('invoice-2C3D4E5F.pdf');
  });
});
