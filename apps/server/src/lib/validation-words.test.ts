import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CartQuantitySchema,
  LoginBodySchema,
  MAX_LINE_QUANTITY,
  MfaBodySchema,
  ResetPasswordBodySchema,
  SHOPPER_FORM_WORDS,
} from '@shop/domain';
import { validationMessage, type ValidationIssue } from './validation-words.js';

/** The one issue `schema` finds in `value`, as fastify-type-provider-zod hands it to the envelope. */
function issueOf(schema: z.ZodType, value: unknown): ValidationIssue {
  const issues = schema.safeParse(value).error?.issues ?? [];
  expect(issues).toHaveLength(1);
  const { code, message, path: _path, ...params } = issues[0]!;
  return { keyword: code, message, params };
}

const REQUIRED = 'यह जानकारी ज़रूरी है';
const CHECK_IT = 'यह जानकारी सही नहीं है, कृपया इसे जाँच लें';

describe('validationMessage', () => {
  it('gives the English word for word to a request not in Hindi', () => {
    const issue = issueOf(z.string().min(1, 'Please sign in again'), '');
    expect(validationMessage(issue, 'en')).toBe('Please sign in again');
    expect(validationMessage(issueOf(z.string(), undefined), 'en')).toBe(
      'Invalid input: expected string, received undefined',
    );
  });

  it('says "required" in Hindi where the English says no more: zod’s own words, or "X is required"', () => {
    expect(validationMessage(issueOf(z.string(), undefined), 'hi')).toBe(REQUIRED);
    expect(validationMessage(issueOf(z.number(), undefined), 'hi')).toBe(REQUIRED);
    expect(validationMessage(issueOf(z.string().trim().min(1), '  '), 'hi')).toBe(REQUIRED);
    const colour = z.string({ error: 'Colour is required' }).min(1, 'Colour is required');
    expect(validationMessage(issueOf(colour, ''), 'hi')).toBe(REQUIRED);
    expect(validationMessage(issueOf(colour, undefined), 'hi')).toBe(REQUIRED);
  });

  it('never reads a schema’s own words for empty text as "required", nor as "at least 1 character"', () => {
    const own = z.string().min(1, 'Name a category: ?category=<slug>');
    expect(validationMessage(issueOf(own, ''), 'hi')).toBe(CHECK_IT);
    expect(validationMessage(issueOf(own, ''), 'en')).toBe('Name a category: ?category=<slug>');
  });

  it('gives the shopper forms’ own Hindi for their empty fields and the cart’s quantity, keeping its range', () => {
    const said = (schema: z.ZodType, value: unknown) => validationMessage(issueOf(schema, value), 'hi');
    const words = SHOPPER_FORM_WORDS;
    expect(said(MfaBodySchema, { mfaToken: '', code: '123456' })).toBe(words.signInAgain.hi);
    expect(said(MfaBodySchema, { code: '123456' })).toBe(words.signInAgain.hi);
    expect(said(MfaBodySchema, { mfaToken: 'token', code: '' })).toBe(words.twoStepCodeMissing.hi);
    expect(said(ResetPasswordBodySchema, { token: '', password: 'a-long-enough-password' })).toBe(
      words.resetTokenMissing.hi,
    );
    expect(said(LoginBodySchema, { email: ' ', password: 'secret-password' })).toBe(
      words.signInFieldsMissing.hi,
    );
    for (const quantity of [0, 1.5, MAX_LINE_QUANTITY + 1, 'two']) {
      expect(said(CartQuantitySchema, quantity)).toBe(words.lineQuantity.hi);
    }
    expect(words.lineQuantity.hi).toContain(`1 से ${MAX_LINE_QUANTITY}`);
  });

  it('says the kind of any other failure in Hindi, with its number', () => {
    const said = (schema: z.ZodType, value: unknown) => validationMessage(issueOf(schema, value), 'hi');
    expect(said(z.string().max(150, 'Too long'), 'x'.repeat(151))).toBe(
      'यहाँ ज़्यादा से ज़्यादा 150 अक्षर लिखे जा सकते हैं',
    );
    expect(said(z.string().min(3, 'Too short'), 'ab')).toBe('यहाँ कम से कम 3 अक्षर लिखें');
    expect(said(z.number().int('Whole, please'), 1.5)).toBe('कृपया पूरी संख्या लिखें');
    expect(said(z.number().min(1, 'At least one'), 0)).toBe('यह संख्या कम से कम 1 होनी चाहिए');
    expect(said(z.number().max(10, 'Ten at most'), 11)).toBe('यह संख्या ज़्यादा से ज़्यादा 10 हो सकती है');
    expect(said(z.array(z.string()).min(1, 'Choose one'), [])).toBe('कम से कम एक चुनें');
    expect(said(z.enum(['size', 'damaged'], 'Choose a reason'), 'bored')).toBe(
      'कृपया दिए गए विकल्पों में से एक चुनें',
    );
    expect(said(z.email('Bad email'), 'asha.example.in')).toBe('कृपया सही ईमेल पता लिखें');
  });
});
