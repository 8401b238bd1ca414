import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_PRODUCT_FORM, type ProductFormErrors, type ProductFormValues } from '../product-form';
import { HandmadeFields, ProvenanceFields } from './handmade-fields';

/** The fields with their own state, as the product form holds it; `held` reads what it holds. */
function Fields({
  initial,
  errors = {},
  Group = HandmadeFields,
}: {
  initial: Partial<ProductFormValues>;
  errors?: ProductFormErrors;
  Group?: typeof HandmadeFields;
}) {
  const [values, setValues] = useState<ProductFormValues>({ ...EMPTY_PRODUCT_FORM, ...initial });
  return (
    <>
      <Group
        values={values}
        set={(key, value) => setValues((before) => ({ ...before, [key]: value }))}
        errors={errors}
      />
      <output data-testid="held">{JSON.stringify(values)}</output>
    </>
  );
}
const held = () => JSON.parse(screen.getByTestId('held').textContent ?? '{}') as ProductFormValues;

afterEach(cleanup);

describe('the note’s label in Hindi (decision 071)', () => {
  it('is edited beside the English label once personalisation is on', () => {
    render(<Fields initial={{ personalisationLabel: 'Name to engrave' }} />);
    expect(screen.queryByLabelText('Note label in Hindi')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Personalisation' }));
    const hindi = screen.getByLabelText('Note label in Hindi');
    // A Devanagari keyboard on a phone, and what an empty field means.
    expect(hindi.getAttribute('lang')).toBe('hi');
    expect(hindi.getAttribute('placeholder')).toBe('Optional: the English is shown without it');
    fireEvent.input(hindi, { target: { value: 'खुदवाने के लिए नाम' } });
    expect(held()).toMatchObject({
      personalise: true,
      personalisationLabel: 'Name to engrave',
      personalisationLabelHi: 'खुदवाने के लिए नाम',
    });
  });

  it('shows the server’s problem with it under it', () => {
    const message = 'Hindi note label must be at most 60 characters';
    render(
      <Fields initial={{ personalise: true }} errors={{ 'translations.hi.personalisationLabel': message }} />,
    );
    const hindi = screen.getByLabelText('Note label in Hindi');
    expect(hindi.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(message)).toBeTruthy();
  });
});

describe('the provenance in Hindi (decision 071)', () => {
  it('edits each field’s Hindi beside its English', () => {
    render(<Fields Group={ProvenanceFields} initial={{ craft: 'Kundan', originHi: 'जयपुर, राजस्थान' }} />);
    expect(screen.getByLabelText<HTMLInputElement>('Origin in Hindi').value).toBe('जयपुर, राजस्थान');
    const typed = {
      'Craft in Hindi': 'कुंदन',
      'Material in Hindi': 'सोने का पानी चढ़ा पीतल, मोती',
      'Artisan or cluster in Hindi': 'जौहरी बाज़ार के कुंदन कारीगर',
    };
    for (const [label, text] of Object.entries(typed)) {
      const field = screen.getByLabelText(label);
      expect(field.getAttribute('lang'), label).toBe('hi');
      fireEvent.input(field, { target: { value: text } });
    }
    expect(held()).toMatchObject({
      craft: 'Kundan',
      craftHi: 'कुंदन',
      materialHi: 'सोने का पानी चढ़ा पीतल, मोती',
      originHi: 'जयपुर, राजस्थान',
      artisanHi: 'जौहरी बाज़ार के कुंदन कारीगर',
    });
  });

  it('asks for lists in the English’s order, and shows the server’s problem under its field', () => {
    const message = 'Hindi material must be at most 80 characters';
    render(<Fields Group={ProvenanceFields} initial={{}} errors={{ 'translations.hi.material': message }} />);
    const material = screen.getByLabelText('Material in Hindi');
    expect(material.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(message)).toBeTruthy();
    const craft = screen.getByLabelText('Craft in Hindi');
    const hint = document.getElementById(craft.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toMatch(/same order as the English/);
  });
});
