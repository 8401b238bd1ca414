import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestWords } from '@/lib/test-support/words';
import { CouponField } from './coupon-field';

const refused = (body: Record<string, unknown>, status: number) =>
  new Response(JSON.stringify({ success: false, ...body }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function renderField() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <TestWords language="hi">
      <QueryClientProvider client={client}>
        <CouponField coupon={null} />
      </QueryClientProvider>
    </TestWords>,
  );
}

async function apply(code: string) {
  fireEvent.input(screen.getByRole('textbox'), { target: { value: code } });
  fireEvent.submit(screen.getByRole('form'));
  return screen.findByRole('alert');
}

describe('the cart’s coupon field', () => {
  let answer: Response;
  beforeEach(() =>
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(answer)),
    ),
  );
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows a code the server cannot read by the field’s own message, without the field’s name before it', async () => {
    answer = refused(
      {
        message: 'code: कूपन कोड में सिर्फ़ अक्षर और अंक होते हैं',
        code: 'VALIDATION_ERROR',
        details: [{ field: 'code', message: 'कूपन कोड में सिर्फ़ अक्षर और अंक होते हैं' }],
      },
      422,
    );
    renderField();
    expect((await apply('DIWALI 10!')).textContent).toBe('कूपन कोड में सिर्फ़ अक्षर और अंक होते हैं');
  });

  it('shows the server’s refusal of a code it read as it says it', async () => {
    answer = refused({ message: 'यह कूपन कोड मौजूद नहीं है', code: 'NOT_FOUND', details: [] }, 404);
    renderField();
    expect((await apply('NOPE10')).textContent).toBe('यह कूपन कोड मौजूद नहीं है');
  });
});
