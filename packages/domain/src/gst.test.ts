import { describe, expect, it } from 'vitest';
import {
  EXAMPLE_GSTIN,
  GST_STATE_CODES,
  gstinCheckCharacter,
  gstinProblem,
  isValidGstin,
  stateOfGstin,
} from './gst.js';
import { INDIAN_STATES } from './orders.js';

describe('GSTIN', () => {
  it('shows forms an example that passes its own check', () => {
    expect(EXAMPLE_GSTIN).toHaveLength(15);
    expect(gstinProblem(EXAMPLE_GSTIN)).toBeNull();
  });

  it('accepts registered GSTINs whose check character adds up', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('29AAGCB7383J1Z4')).toBe(true);
  });

  it('computes the check character over the first fourteen characters', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('29AAGCB7383J1Z')).toBe('4');
  });

  it('says what is wrong: a typing slip, a wrong shape, an unknown state', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('check');
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('shape');
    expect(gstinProblem('27aapfu0939f1zv')).toBe('shape');
    expect(gstinProblem('99AAPFU0939F1ZV')).toBe('state');
  });

  it('names the state a GSTIN is registered in', () => {
    expect(stateOfGstin('09AAACK1234F1ZY')).toBe('Uttar Pradesh');
    expect(stateOfGstin('27AAPFU0939F1ZV')).toBe('Maharashtra');
  });
});

describe('GST state codes', () => {
  it('give every state and union territory a distinct two-digit code', () => {
    const codes = INDIAN_STATES.map((state) => GST_STATE_CODES[state]);
    expect(codes.every((code) => /^\d{2}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBe(INDIAN_STATES.length);
    expect(GST_STATE_CODES['Uttar Pradesh']).toBe('09');
    expect(GST_STATE_CODES.Delhi).toBe('07');
  });
});
