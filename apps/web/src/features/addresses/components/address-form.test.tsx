import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Language } from '@shop/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestWords } from '@/lib/test-support/words';
import { EMPTY_ADDRESS } from '../lib/address-validation';
import { AddressForm } from './address-form';

function renderForm(language: Language) {
  const onChange = vi.fn();
  render(
    <TestWords language={language}>
      <AddressForm values={EMPTY_ADDRESS} errors={{}} onChange={onChange} onBlur={() => undefined} />
    </TestWords>,
  );
  return { onChange, state: screen.getByRole<HTMLSelectElement>('combobox') };
}

describe('the address form’s states (issue 28)', () => {
  afterEach(cleanup);

  it('names the states in Hindi on a Hindi page and sends the English name the server keeps', () => {
    const { onChange, state } = renderForm('hi');
    const option = screen.getByRole<HTMLOptionElement>('option', { name: 'उत्तर प्रदेश' });
    expect(option.value).toBe('Uttar Pradesh');
    expect(screen.getByRole('option', { name: 'अंडमान और निकोबार द्वीपसमूह' })).toBeTruthy();
    fireEvent.change(state, { target: { value: 'Uttar Pradesh' } });
    expect(onChange).toHaveBeenCalledWith('state', 'Uttar Pradesh');
  });

  it('lists them in Hindi alphabetical order on a Hindi page, where a Hindi reader looks', () => {
    renderForm('hi');
    const names = screen.getAllByRole<HTMLOptionElement>('option').map((option) => option.textContent);
    expect(names.slice(1, 4)).toEqual(['अरुणाचल प्रदेश', 'असम', 'आंध्र प्रदेश']);
  });

  it('names them in English on an English page', () => {
    renderForm('en');
    expect(screen.getByRole<HTMLOptionElement>('option', { name: 'Uttar Pradesh' }).value).toBe(
      'Uttar Pradesh',
    );
  });
});
