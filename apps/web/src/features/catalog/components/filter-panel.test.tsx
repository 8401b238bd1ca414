import { PRICE_PRESETS, type Facets } from '@shop/domain';
import { cleanup, fireEvent, render as renderBare, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseListingParams } from '../hooks/listing-params';
import { ActiveFilters } from './active-filters';
import { FilterPanel } from './filter-panel';
import type { ReactElement } from 'react';
import { TestWords } from '@/lib/test-support/words';

/** Renders with the storefront's English words (issue 28). */
const render = (ui: ReactElement) => renderBare(ui, { wrapper: TestWords });

const CRAFTS = ['Ajrakh', 'Bagru', 'Chanderi', 'Dabu', 'Ikat', 'Kalamkari', 'Phulkari', 'Sanganeri'];

function renderPanel(
  search: string,
  facets = { sizes: ['M', 'XS', 'L'], colours: [], crafts: CRAFTS, materials: [] },
) {
  const onToggleAttribute = vi.fn();
  render(
    <FilterPanel
      subcategories={[]}
      presets={PRICE_PRESETS.clothing}
      state={parseListingParams(new URLSearchParams(search), PRICE_PRESETS.clothing)}
      onChoosePrice={vi.fn()}
      facets={facets}
      onToggleAttribute={onToggleAttribute}
    />,
  );
  return onToggleAttribute;
}

afterEach(cleanup);

describe('the filter panel', () => {
  it('offers only the filters the listing has values for, sizes in reading order', () => {
    renderPanel('');
    const sizes = screen.getByRole('group', { name: 'Size' });
    expect(
      within(sizes)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['XS', 'M', 'L']);
    expect(screen.getByRole('group', { name: 'Craft' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Colour' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Material' })).toBeNull();
  });

  it('shows the chosen size pressed, and a click toggles it', () => {
    const onToggle = renderPanel('size=M');
    const sizes = screen.getByRole('group', { name: 'Size' });
    expect(within(sizes).getByRole('button', { name: 'M' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(sizes).getByRole('button', { name: 'L' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(within(sizes).getByRole('button', { name: 'L' }));
    expect(onToggle).toHaveBeenCalledWith('sizes', 'L');
  });

  it('keeps a long list of crafts short until "Show all", and open when a value further down is chosen', () => {
    const onToggle = renderPanel('');
    const crafts = screen.getByRole('group', { name: 'Craft' });
    expect(within(crafts).getAllByRole('checkbox')).toHaveLength(6);
    fireEvent.click(within(crafts).getByRole('button', { name: 'Show all 8' }));
    expect(within(crafts).getAllByRole('checkbox')).toHaveLength(8);
    fireEvent.click(within(crafts).getByRole('checkbox', { name: 'Sanganeri' }));
    expect(onToggle).toHaveBeenCalledWith('crafts', 'Sanganeri');
    cleanup();

    renderPanel('craft=Sanganeri');
    const chosen = within(screen.getByRole('group', { name: 'Craft' })).getByRole('checkbox', {
      name: 'Sanganeri',
    });
    expect((chosen as HTMLInputElement).checked).toBe(true);
  });
});

describe('the filters of a Hindi page', () => {
  /** A Hindi read of the facets: the values English, as the URL names them, with the words to show. */
  const HINDI_FACETS: Facets = {
    sizes: ['M', 'L'],
    colours: ['Indigo', 'Mustard'],
    crafts: ['Dabu print'],
    materials: ['Cotton', 'Natural indigo'],
    labels: {
      sizes: { M: 'मध्यम', L: 'L' },
      colours: { Indigo: 'नील', Mustard: 'Mustard' },
      crafts: { 'Dabu print': 'दाबू छपाई' },
      materials: { Cotton: 'कॉटन', 'Natural indigo': 'Natural indigo' },
    },
  };
  const hindiState = (search: string) =>
    parseListingParams(new URLSearchParams(search), PRICE_PRESETS.clothing);

  it('shows sizes and colours in Hindi, and a click sends the English value', () => {
    const onToggle = vi.fn();
    renderBare(
      <TestWords language="hi">
        <FilterPanel
          subcategories={[]}
          presets={PRICE_PRESETS.clothing}
          state={hindiState('colour=indigo')}
          onChoosePrice={vi.fn()}
          facets={HINDI_FACETS}
          onToggleAttribute={onToggle}
        />
      </TestWords>,
    );
    const sizes = screen.getByRole('group', { name: 'साइज़' });
    expect(
      within(sizes)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['मध्यम', 'L']);
    fireEvent.click(within(sizes).getByRole('button', { name: 'मध्यम' }));
    expect(onToggle).toHaveBeenLastCalledWith('sizes', 'M');

    const colours = screen.getByRole('group', { name: 'रंग' });
    // Chosen as the address spelt it ("indigo"): ticked under its Hindi, and a click removes that spelling.
    const indigo = within(colours).getByRole('checkbox', { name: 'नील' });
    expect((indigo as HTMLInputElement).checked).toBe(true);
    fireEvent.click(indigo);
    expect(onToggle).toHaveBeenLastCalledWith('colours', 'indigo');
    fireEvent.click(within(colours).getByRole('checkbox', { name: 'Mustard' }));
    expect(onToggle).toHaveBeenLastCalledWith('colours', 'Mustard');
  });

  it('shows crafts and materials in Hindi, the English where none, and a click sends the English value', () => {
    const onToggle = vi.fn();
    renderBare(
      <TestWords language="hi">
        <FilterPanel
          subcategories={[]}
          presets={PRICE_PRESETS.clothing}
          state={hindiState('material=cotton')}
          onChoosePrice={vi.fn()}
          facets={HINDI_FACETS}
          onToggleAttribute={onToggle}
        />
      </TestWords>,
    );
    fireEvent.click(
      within(screen.getByRole('group', { name: 'कारीगरी' })).getByRole('checkbox', { name: 'दाबू छपाई' }),
    );
    expect(onToggle).toHaveBeenLastCalledWith('crafts', 'Dabu print');
    const materials = screen.getByRole('group', { name: 'मटीरियल' });
    expect(within(materials).getByRole<HTMLInputElement>('checkbox', { name: 'कॉटन' }).checked).toBe(true);
    fireEvent.click(within(materials).getByRole('checkbox', { name: 'Natural indigo' }));
    expect(onToggle).toHaveBeenLastCalledWith('materials', 'Natural indigo');
  });

  it('names the chosen size, colour and craft in Hindi on the pills that remove them, removing the value', () => {
    const onRemove = vi.fn();
    renderBare(
      <TestWords language="hi">
        <ActiveFilters
          state={hindiState('size=M&colour=indigo,Mustard&craft=Dabu print')}
          onRemovePrice={vi.fn()}
          onRemoveAttribute={onRemove}
          onClearAll={vi.fn()}
          facets={HINDI_FACETS}
        />
      </TestWords>,
    );
    expect(screen.getByRole('button', { name: 'फ़िल्टर हटाएँ: साइज़ मध्यम' }).textContent).toContain('साइज़: मध्यम');
    fireEvent.click(screen.getByRole('button', { name: 'फ़िल्टर हटाएँ: रंग नील' }));
    expect(onRemove).toHaveBeenLastCalledWith('colours', 'indigo');
    fireEvent.click(screen.getByRole('button', { name: 'फ़िल्टर हटाएँ: रंग Mustard' }));
    expect(onRemove).toHaveBeenLastCalledWith('colours', 'Mustard');
    fireEvent.click(screen.getByRole('button', { name: 'फ़िल्टर हटाएँ: कारीगरी दाबू छपाई' }));
    expect(onRemove).toHaveBeenLastCalledWith('crafts', 'Dabu print');
  });
});
