import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { Language } from '@shop/domain';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/lib/test-support/mock-api';
import { TestWords } from '@/lib/test-support/words';
import { useFileComplaint, type ComplaintFields } from './file-complaint';

const fields: ComplaintFields = {
  name: 'Meera Sharma',
  email: 'meera@example.in',
  phone: '9810012345',
  orderNumber: '',
  subject: 'Jhumka arrived broken',
  message: 'One of the pair arrived with a broken hook.',
};

function fileFrom(language: Language) {
  const calls = mockApi({
    'POST /api/complaints': {
      status: 201,
      body: {
        success: true,
        data: {
          complaint: {
            ticketNumber: 'GRV-2611-0007',
            status: 'open',
            acknowledgeBy: '2026-11-30T15:30:00Z',
            resolveBy: '2026-12-28T15:30:00Z',
          },
        },
      },
    },
  });
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestWords language={language}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </TestWords>
  );
  const { result } = renderHook(() => useFileComplaint(), { wrapper });
  result.current.mutate(fields);
  return { calls, result };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Issue 28: the complaint remembers the pages' language, so its mails are written in it. */
describe('filing a complaint', () => {
  it('from the Hindi grievance page says Hindi', async () => {
    const { calls, result } = fileFrom('hi');
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls[0]?.body).toEqual({ ...fields, language: 'hi' });
  });

  it('from the English page says English', async () => {
    const { calls, result } = fileFrom('en');
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls[0]?.body).toEqual({ ...fields, language: 'en' });
  });
});
