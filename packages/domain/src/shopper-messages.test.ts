import { describe, expect, it } from 'vitest';
import {
  ADDRESS_TEXT_FIELDS,
  FIELD_MESSAGES,
  fullNameProblem,
  GSTIN_MESSAGES,
  gstinFieldProblem,
  requiredTextProblem,
} from './field-rules.js';
import { pincodeStateMessage, unknownPincodeMessage } from './pincodes.js';
import { INDIAN_STATES, stateName } from './indian-states.js';
import { SHOPPER_REFUSALS, shopperMessage } from './shopper-messages.js';

const devanagari = /[\u0900-\u097F]/;

describe('a shopper’s field messages in Hindi (issue 28)', () => {
  it('has Hindi for every fixed field and GSTIN message', () => {
    for (const english of [...Object.values(FIELD_MESSAGES), ...Object.values(GSTIN_MESSAGES)]) {
      expect(shopperMessage(english, 'hi'), english).toMatch(devanagari);
    }
  });

  it('names the field in Hindi in the messages built around a label, keeping the numbers', () => {
    expect(shopperMessage(fullNameProblem('')!, 'hi')).toBe('पूरा नाम ज़रूरी है');
    const { label, max } = ADDRESS_TEXT_FIELDS.city;
    expect(shopperMessage(requiredTextProblem(label, max, 'x'.repeat(max + 1))!, 'hi')).toBe(
      `शहर ज़्यादा से ज़्यादा ${max} अक्षरों का हो सकता है`,
    );
    expect(shopperMessage(gstinFieldProblem('09AAAAA0000A1Z', { allowEmpty: false })!, 'hi')).toMatch(
      devanagari,
    );
  });

  it('says a sentence in the language asked, the state by its name in that language', () => {
    expect(shopperMessage(unknownPincodeMessage('999999'), 'hi')).toContain('पिनकोड 999999 नहीं मिला');
    expect(shopperMessage(pincodeStateMessage('201310', 'Uttar Pradesh'), 'hi')).toBe(
      'पिनकोड 201310 उत्तर प्रदेश में है',
    );
    expect(shopperMessage(pincodeStateMessage('201310', 'Uttar Pradesh'), 'en')).toBe(
      'Pincode 201310 is in Uttar Pradesh',
    );
    const jhumka = { en: 'Kundan Jhumka', hi: 'कुंदन झुमका' };
    expect(shopperMessage(SHOPPER_REFUSALS.choiceNotOnSale(jhumka), 'hi')).toBe(
      'कुंदन झुमका का यह विकल्प अभी बिक्री पर नहीं है',
    );
    expect(shopperMessage(SHOPPER_REFUSALS.choiceNotOnSale(jhumka), 'en')).toBe(
      'That choice of Kundan Jhumka is not on sale',
    );
  });

  it('names every state and union territory in Hindi, and keeps the English on an English page', () => {
    for (const state of INDIAN_STATES) {
      expect(stateName(state, 'hi'), state).toMatch(devanagari);
      expect(stateName(state, 'en')).toBe(state);
    }
    expect(new Set(INDIAN_STATES.map((state) => stateName(state, 'hi'))).size).toBe(INDIAN_STATES.length);
    expect(stateName('Tamil Nadu', 'hi')).toBe('तमिलनाडु');
  });

  it('leaves English as it is, and a message it does not know in English', () => {
    expect(shopperMessage(FIELD_MESSAGES.pincodeInvalid, 'en')).toBe(FIELD_MESSAGES.pincodeInvalid);
    expect(shopperMessage('Widget must be at most 5 characters', 'hi')).toBe(
      'Widget must be at most 5 characters',
    );
    expect(shopperMessage('Your cart is empty', 'hi')).toBe('Your cart is empty');
  });
});
