import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { Return } from '@shop/domain';
import type { ReactElement } from 'react';
import { MemoryRouter } from '@/lib/router';
import { TestWords } from '@/lib/test-support/words';

export const RETURN_ID = '5d7e1c2a-8b3f-4a6d-9e0c-1f2a3b4c5d6e';
export const KURTI_LINE = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const EARRING_LINE = '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e';

/** A Cash on Delivery return of two lines (a kurti exchanged M → L, earrings refunded), as staff see it. */
export function aReturn(overrides: Partial<Return> = {}): Return {
  return {
    id: RETURN_ID,
    number: 'R-3F2A9C1B-1',
    orderId: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
    orderNumber: '3F2A9C1B',
    status: 'requested',
    reason: 'size',
    note: null,
    rejectionReason: null,
    items: [
      {
        id: KURTI_LINE,
        orderItemId: '3d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f6a',
        name: 'Silk Kurti',
        variantTitle: 'M',
        image: null,
        unitPrice: 1499,
        quantity: 1,
        resolution: 'exchange',
        exchangeVariantId: '4e5f6a7b-8c9d-4e0f-9a1b-2c3d4e5f6a7b',
        exchangeVariantTitle: 'L',
        restock: null,
      },
      {
        id: EARRING_LINE,
        orderItemId: '5f6a7b8c-9d0e-4f1a-8b2c-3d4e5f6a7b8c',
        name: 'Jhumka Earrings',
        variantTitle: '',
        image: null,
        unitPrice: 650,
        quantity: 2,
        resolution: 'refund',
        exchangeVariantId: null,
        exchangeVariantTitle: null,
        restock: null,
      },
    ],
    photoIds: [],
    refundTo: { method: 'upi', upiId: 'asha.rao@okhdfcbank' },
    refundDue: 1235.5,
    refundLimit: 1300,
    refund: null,
    pickup: null,
    replacementOrderId: null,
    replacementOrderNumber: null,
    creditNoteNumber: null,
    history: [{ status: 'requested', note: null, at: '2026-11-26T10:00:00.000Z' }],
    canCancel: true,
    nextStatuses: ['approved', 'rejected', 'cancelled'],
    customer: { name: 'Asha Rao', email: 'asha@example.com', phone: '+91 98765 43210' },
    paymentMethod: 'cod',
    createdAt: '2026-11-26T10:00:00.000Z',
    updatedAt: '2026-11-26T10:00:00.000Z',
    ...overrides,
  };
}

/** The API's answer to a step: the return as it is now. */
export const answer = (ret: Return) => ({ status: 200, body: { success: true, data: { return: ret } } });

export function renderWithQueries(ui: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return {
    client,
    ...render(
      <TestWords>
        <QueryClientProvider client={client}>
          <MemoryRouter>{ui}</MemoryRouter>
        </QueryClientProvider>
      </TestWords>,
    ),
  };
}
