import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import { afterEach, describe, expect, it } from 'vitest';
import { TestWords } from '@/lib/test-support/words';
import { SearchNoResults } from './search-no-results';

afterEach(cleanup);

function renderIn(language: 'en' | 'hi') {
  render(
    <TestWords language={language}>
      <MemoryRouter>
        <SearchNoResults q="jhumkaa" spellings={['jhumka', 'jhumki']} categories={[]} />
      </MemoryRouter>
    </TestWords>,
  );
}

describe('a search that found nothing', () => {
  it('offers the closest spellings as links', () => {
    renderIn('en');
    expect(screen.getByRole('heading').textContent).toBe('No results for “jhumkaa”');
    expect(screen.getByText(/Did you mean/).textContent).toBe('Did you mean jhumka or jhumki?');
    expect(screen.getByRole('link', { name: 'jhumki' }).getAttribute('href')).toContain('/search?q=jhumki');
  });

  it('says so in Hindi on a Hindi page', () => {
    renderIn('hi');
    expect(screen.getByRole('heading').textContent).toBe('“jhumkaa” के लिए कोई नतीजा नहीं मिला');
    expect(screen.getByText(/क्या आपका मतलब/).textContent).toBe('क्या आपका मतलब jhumka या jhumki था?');
  });
});
