import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UtrForm } from './utr-form';
import { TestWords } from '@/lib/test-support/words';

const orderId = '44444444-4444-4444-8444-444444444444';
const UTR_MESSAGE = 'Enter the 12-digit UTR (UPI reference number) shown in your UPI app';

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <TestWords>
      <QueryClientProvider client={client}>
        <UtrForm orderId={orderId} given={null} />
      </QueryClientProvider>
    </TestWords>,
  );
}

describe('UtrForm', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn().mockResolvedValue(
      new Response(
        JSON.stringify({
          success: false,
          code: 'VALIDATION_FAILED',
          message: `utr: ${UTR_MESSAGE}`,
          details: [{ field: 'utr', message: UTR_MESSAGE }],
        }),
        { status: 422 },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends what was typed and shows the server’s refusal by the field', async () => {
    renderForm();
    const field = screen.getByLabelText('UTR (12-digit UPI reference number)');
    fireEvent.input(field, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'I have paid: send UTR' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      UTR_MESSAGE,
    );
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`/api/orders/${orderId}/payment`);
    expect(JSON.parse(init.body as string)).toEqual({ utr: '12345' });
  });
});
