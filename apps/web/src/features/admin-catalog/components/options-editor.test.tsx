import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OptionDraft } from '../variant-form';
import { OptionsEditor } from './options-editor';

/** The editor with its own state, as the product form holds it; `shown` reads what it holds. */
function Editor({ initial, errors = {} }: { initial: OptionDraft[]; errors?: Record<string, string> }) {
  const [options, setOptions] = useState(initial);
  return (
    <>
      <OptionsEditor
        options={options}
        rows={[]}
        errors={errors}
        onChange={(change) => setOptions(change.options)}
      />
      <output data-testid="held">{JSON.stringify(options)}</output>
    </>
  );
}
const held = () => JSON.parse(screen.getByTestId('held').textContent ?? '[]') as OptionDraft[];

afterEach(cleanup);

describe('the options editor’s Hindi (decision 074)', () => {
  it('edits the option’s Hindi name and each value’s Hindi beside the English', () => {
    render(
      <Editor initial={[{ name: 'Colour', values: ['Indigo', 'Rust'], valuesHi: { Indigo: 'नील' } }]} />,
    );
    const name = screen.getByLabelText('Name in Hindi');
    expect(name.getAttribute('lang')).toBe('hi');
    // Empty, it says what a Hindi page shows instead.
    expect(name.getAttribute('placeholder')).toBe('Empty: reads “Colour”');
    fireEvent.input(name, { target: { value: 'रंग' } });
    expect(screen.getByLabelText<HTMLInputElement>('Indigo in Hindi').value).toBe('नील');
    fireEvent.input(screen.getByLabelText('Rust in Hindi'), { target: { value: 'कत्थई' } });
    expect(held()).toEqual([
      { name: 'Colour', values: ['Indigo', 'Rust'], nameHi: 'रंग', valuesHi: { Indigo: 'नील', Rust: 'कत्थई' } },
    ]);
  });

  it('offers a Hindi field for each value added, and none once it is removed', () => {
    render(<Editor initial={[{ name: 'Size', values: ['S'] }]} />);
    const typed = screen.getByLabelText('Values of Size');
    fireEvent.input(typed, { target: { value: 'M,' } });
    expect(screen.getByLabelText('M in Hindi')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove M' }));
    expect(screen.queryByLabelText('M in Hindi')).toBeNull();
  });

  it('shows the server’s problem with an option’s Hindi in that option', () => {
    const message = '"S" and "M" under Size would both read "छोटा" in Hindi';
    render(
      <Editor
        initial={[{ name: 'Size', values: ['S', 'M'] }]}
        errors={{ 'options.0.translations.hi.values': message }}
      />,
    );
    expect(screen.getByText(message)).toBeTruthy();
  });
});
