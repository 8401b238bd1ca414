import type { Language } from '@shop/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { mockApi } from '@/lib/test-support/mock-api';
import { TestWords } from '@/lib/test-support/words';
import { Footer } from './footer';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The footer as a page in `language` shows it, the shop not having answered yet. */
function renderFooter(language: Language) {
  // The shop's answers never come: the link does not wait for them.
  const never = () => new Promise<never>(() => {});
  mockApi({ 'GET /api/shop': never, 'GET /api/shop/terms': never });
  render(
    <TestWords language={language}>
      <QueryClientProvider client={createQueryClient(language)}>
        <MemoryRouter>
          <Footer />
        </MemoryRouter>
      </QueryClientProvider>
    </TestWords>,
  );
}

describe('the footer’s Terms PDF (decision 075)', () => {
  it('opens the English PDF on an English page', () => {
    renderFooter('en');
    expect(screen.getByRole('link', { name: 'Terms as PDF' }).getAttribute('href')).toBe('/terms.pdf');
  });

  it('opens the Hindi PDF on a Hindi page', () => {
    renderFooter('hi');
    expect(screen.getByRole('link', { name: 'नियम PDF में' }).getAttribute('href')).toBe('/hi/terms.pdf');
  });
});
