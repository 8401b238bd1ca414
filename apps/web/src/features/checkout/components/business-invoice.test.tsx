import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import {
  businessNameProblem,
  GSTIN_MESSAGES,
  SHOPPER_FORM_WORDS,
  shopperMessage,
  type Language,
} from '@shop/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { TestWords } from '@/lib/test-support/words';
import { BusinessInvoiceFields, useBusinessInvoice } from './business-invoice';

/** The disclosure as checkout uses it: its own check on placing the order, the server's answer after. */
function Checkout({ serverSays }: { serverSays?: string }) {
  const business = useBusinessInvoice();
  return (
    <>
      <BusinessInvoiceFields view={business.view} />
      <button type="button" onClick={() => business.resolve()}>
        place
      </button>
      <button
        type="button"
        onClick={() => business.showServerErrors([{ field: 'buyerName', message: serverSays ?? '' }])}
      >
        answer
      </button>
    </>
  );
}

function renderAt(language: Language, serverSays?: string) {
  render(
    <TestWords language={language}>
      <Checkout serverSays={serverSays} />
    </TestWords>,
  );
}

const TOGGLE = { en: 'Add GSTIN for a business invoice', hi: 'बिज़नेस इनवॉइस के लिए GSTIN जोड़ें' };
/** A GSTIN a character short, and a business name too short to be one. */
function typeWrongBusiness(language: Language) {
  fireEvent.click(screen.getByRole('button', { name: TOGGLE[language] }));
  fireEvent.input(document.getElementById('buyerGstin')!, { target: { value: '09AAKFK1234L1Z' } });
  fireEvent.input(document.getElementById('buyerName')!, { target: { value: 'K' } });
  fireEvent.click(screen.getByRole('button', { name: 'place' }));
}

afterEach(cleanup);

describe('the business invoice’s own checks (issue 28)', () => {
  it('says the field rules in Hindi on a Hindi page', () => {
    renderAt('hi');
    typeWrongBusiness('hi');
    expect(screen.getByText(shopperMessage(GSTIN_MESSAGES.shape, 'hi'))).toBeTruthy();
    expect(screen.getByText(shopperMessage(businessNameProblem('K')!, 'hi'))).toBeTruthy();
    expect(screen.queryByText(GSTIN_MESSAGES.shape)).toBeNull();
  });

  it('keeps their English on an English page', () => {
    renderAt('en');
    typeWrongBusiness('en');
    expect(screen.getByText(GSTIN_MESSAGES.shape)).toBeTruthy();
    expect(screen.getByText(businessNameProblem('K')!)).toBeTruthy();
  });

  it('shows the server’s Hindi as it came', () => {
    renderAt('hi', SHOPPER_FORM_WORDS.businessNameNeeded.hi);
    fireEvent.click(screen.getByRole('button', { name: 'answer' }));
    expect(screen.getByText(SHOPPER_FORM_WORDS.businessNameNeeded.hi)).toBeTruthy();
  });
});
