import { PRICE_PRESETS } from '@shop/domain';
import { cleanup, fireEvent, render as renderBare, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseListingParams } from '../hooks/listing-params';
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
    expect(chosen.getAttribute('aria-checked')).toBe('true');
  });
});
