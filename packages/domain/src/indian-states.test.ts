import { describe, expect, it } from 'vitest';
import { INDIAN_STATES, stateName, statesInOrder, type IndianState } from './indian-states.js';

describe('the states a shipping address offers, in the order of the page’s language', () => {
  it('lists an English page’s states as they are, states before union territories', () => {
    expect(statesInOrder('en')).toEqual([...INDIAN_STATES]);
  });

  it('lists a Hindi page’s states in Hindi alphabetical order, then the union territories in theirs', () => {
    const hindi = statesInOrder('hi');
    const { compare } = new Intl.Collator('hi-IN');
    const byHindiName = (a: IndianState, b: IndianState) => compare(stateName(a, 'hi'), stateName(b, 'hi'));
    expect(hindi).toEqual([
      ...INDIAN_STATES.slice(0, 28).sort(byHindiName),
      ...INDIAN_STATES.slice(28).sort(byHindiName),
    ]);

    expect(new Set(hindi)).toEqual(new Set(INDIAN_STATES));
    const names = hindi.map((state) => stateName(state, 'hi'));
    // अ before आ before उ…; ओडिशा (ओ) after उत्तराखंड (उ); the states' last is हिमाचल प्रदेश (ह).
    expect(names.slice(0, 4)).toEqual(['अरुणाचल प्रदेश', 'असम', 'आंध्र प्रदेश', 'उत्तर प्रदेश']);
    expect(names[27]).toBe('हिमाचल प्रदेश');
    expect(hindi.slice(28)).toEqual(expect.arrayContaining(['Delhi', 'Ladakh', 'Chandigarh', 'Puducherry']));
    expect(hindi.slice(0, 28)).not.toContain('Delhi');
    expect(names.slice(28, 30)).toEqual(['अंडमान और निकोबार द्वीपसमूह', 'चंडीगढ़']);
  });
});
