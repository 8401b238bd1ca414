import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/lib/test-support/mock-api';
import { TestWords } from '@/lib/test-support/words';
import { ComplaintsPage } from './complaints-page';

const complaint = (id: string, language: 'en' | 'hi', ticketNumber: string) => ({
  id,
  ticketNumber,
  status: 'open',
  acknowledgeBy: '2099-11-30T15:30:00Z',
  resolveBy: '2099-12-28T15:30:00Z',
  name: 'Meera Sharma',
  email: 'meera@example.in',
  phone: '9810012345',
  orderNumber: null,
  subject: 'Jhumka arrived broken',
  language,
  createdAt: '2099-11-28T15:30:00Z',
  acknowledgedAt: null,
  resolvedAt: null,
  overdue: false,
});
const hindi = complaint('11111111-1111-4111-8111-111111111111', 'hi', 'GRV-2611-0007');
const english = complaint('22222222-2222-4222-8222-222222222222', 'en', 'GRV-2611-0008');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Issue 28: staff see which language a complaint was filed in, where they answer it. */
describe('Complaints (staff)', () => {
  it('marks a complaint filed from the Hindi pages, and asks for the reply in Hindi', async () => {
    mockApi({
      'GET /api/admin/complaints': {
        status: 200,
        body: {
          success: true,
          data: {
            complaints: [hindi, english],
            pagination: { page: 1, limit: 20, total: 2, totalPages: 1 },
            counts: { open: 2, acknowledged: 0, resolved: 0 },
            overdue: 0,
          },
        },
      },
      [`GET /api/admin/complaints/${hindi.id}`]: {
        status: 200,
        body: { success: true, data: { complaint: { ...hindi, message: 'The hook broke.', replies: [] } } },
      },
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <TestWords>
        <QueryClientProvider client={client}>
          <MemoryRouter>
            <ComplaintsPage />
          </MemoryRouter>
        </QueryClientProvider>
      </TestWords>,
    );
    const hindiRow = await screen.findByRole('button', { name: /GRV-2611-0007/ });
    expect(hindiRow.textContent).toContain('in Hindi');
    expect(screen.getByRole('button', { name: /GRV-2611-0008/ }).textContent).not.toMatch(
      /in (English|Hindi)/,
    );

    fireEvent.click(hindiRow);
    expect((await screen.findByTestId('complaint-language')).textContent).toBe('in Hindi');
    expect(screen.getByText(/reply in Hindi if you can/)).toBeTruthy();
  });
});
