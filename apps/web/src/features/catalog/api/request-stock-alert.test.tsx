import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { Language } from '@shop/domain';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/lib/test-support/mock-api';
import { TestWords } from '@/lib/test-support/words';
import { useRequestStockAlert } from './request-stock-alert';

const productId = '11111111-1111-4111-8111-111111111111';
const variantId = '22222222-2222-4222-8222-222222222222';

function askFrom(language: Language, input: { variantId?: string } = { variantId }) {
  const calls = mockApi({
    [`POST /api/products/${productId}/stock-alerts`]: {
      status: 201,
      body: {
        success: true,
        data: { alert: { productId, variantId, email: 'ravi@example.in' }, alreadyRegistered: false },
      },
    },
  });
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestWords language={language}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </TestWords>
  );
  const { result } = renderHook(() => useRequestStockAlert(), { wrapper });
  result.current.mutate({ productId, email: 'ravi@example.in', ...input });
  return { calls, result };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Issue 28: "tell me when it's back" remembers the pages' language, so its mail is written in it. */
describe('asking to be told when a piece is back', () => {
  it('from a Hindi product page says Hindi', async () => {
    const { calls, result } = askFrom('hi');
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls[0]?.body).toEqual({ email: 'ravi@example.in', variantId, language: 'hi' });
  });

  it('from an English page says English, and leaves out an option not chosen', async () => {
    const { calls, result } = askFrom('en', {});
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls[0]?.body).toEqual({ email: 'ravi@example.in', language: 'en' });
  });
});
