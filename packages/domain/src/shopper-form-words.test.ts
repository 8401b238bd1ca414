import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { contract } from './contract/index.js';
import type { Endpoint } from './contract/endpoint.js';
import { formWordsInHindi, SHOPPER_FORM_WORDS } from './shopper-form-words.js';
import { shopperMessage } from './shopper-messages.js';

const LINE = '00000000-0000-4000-8000-000000000001';
const refundOf = (refundTo: unknown) => ({
  items: [{ orderItemId: LINE, quantity: 1, resolution: 'refund' }],
  reason: 'size',
  refundTo,
});
const address = {
  name: 'Asha Verma',
  address: '12 MG Road',
  city: 'Noida',
  state: 'Uttar Pradesh',
  pincode: '201301',
  phone: '9876543210',
};
const bank = { accountName: 'Asha Verma', accountNumber: '123456789012', ifsc: 'HDFC0001234' };

/**
 * Each sentence, a body the shopper's route refuses with it, and the field it names. Keyed by the
 * sentences, so a sentence added without a case here does not compile.
 */
const CASES: Record<keyof typeof SHOPPER_FORM_WORDS, [z.ZodType | undefined, unknown, string]> = {
  upiIdFormat: [contract.returns.create.body, refundOf({ upiId: 'asha.okhdfcbank' }), 'refundTo.upiId'],
  accountNumberFormat: [
    contract.returns.create.body,
    refundOf({ ...bank, accountNumber: '12345' }),
    'refundTo.accountNumber',
  ],
  accountNumbersDiffer: [
    contract.returns.create.body,
    refundOf({ ...bank, confirmAccountNumber: '123456789013' }),
    'refundTo.confirmAccountNumber',
  ],
  ifscFormat: [contract.returns.create.body, refundOf({ ...bank, ifsc: 'HDFC1234' }), 'refundTo.ifsc'],
  upiIdOrBankAccount: [contract.returns.create.body, refundOf({}), 'refundTo'],
  photosRequired: [
    contract.returns.create.body,
    {
      items: [{ orderItemId: LINE, quantity: 1, resolution: 'exchange', exchangeVariantId: LINE }],
      reason: 'damaged',
    },
    'photoIds',
  ],
  eachLineOnce: [
    contract.returns.create.body,
    {
      ...refundOf(undefined),
      items: [0, 1].map(() => ({ orderItemId: LINE, quantity: 1, resolution: 'refund' })),
    },
    'items.1.orderItemId',
  ],
  exchangeChoiceNeeded: [
    contract.returns.create.body,
    { items: [{ orderItemId: LINE, quantity: 1, resolution: 'exchange' }], reason: 'size' },
    'items.0.exchangeVariantId',
  ],
  refundTakesNoReplacement: [
    contract.returns.create.body,
    {
      items: [{ orderItemId: LINE, quantity: 1, resolution: 'refund', exchangeVariantId: LINE }],
      reason: 'size',
    },
    'items.0.exchangeVariantId',
  ],
  businessNameNeeded: [
    contract.orders.place.body,
    { shippingAddress: address, buyerGstin: '09AAKFK1234L1Z5' },
    'buyerName',
  ],
  businessGstinNeeded: [
    contract.orders.place.body,
    { shippingAddress: address, buyerName: 'Kaarigar Traders' },
    'buyerGstin',
  ],
  orderNumberFormat: [
    contract.orders.track.body,
    { orderNumber: 'ORD-12', phone: '9876543210' },
    'orderNumber',
  ],
  utrFormat: [contract.orders.submitUtr.body, { utr: '12345' }, 'utr'],
  couponCodeFormat: [contract.cart.applyCoupon.body, { code: 'A!' }, 'code'],
  complaintPhone: [
    contract.complaints.create.body,
    {
      name: 'Asha',
      email: 'asha@example.in',
      phone: '12345',
      subject: 'Bent',
      message: 'Arrived bent at the hook.',
    },
    'phone',
  ],
  unsubscribeLinkIncomplete: [contract.abandonedCarts.unsubscribe.body, { token: 'abc' }, 'token'],
  lineQuantity: [contract.cart.addItem.body, { productId: LINE, quantity: 0 }, 'quantity'],
  signInFieldsMissing: [contract.auth.login.body, { email: 'asha@example.in', password: '' }, 'password'],
  twoStepCodeMissing: [contract.auth.mfa.body, { mfaToken: 'a-sign-in-token', code: ' ' }, 'code'],
  signInAgain: [contract.auth.mfa.body, { mfaToken: '', code: '123456' }, 'mfaToken'],
  resetTokenMissing: [
    contract.auth.resetPassword.body,
    { token: '', password: 'a-long-enough-password' },
    'token',
  ],
};

describe('the shopper forms’ own checks in Hindi (issue 28)', () => {
  it.each(Object.entries(CASES))(
    '%s: the route’s schema says the English, which has its Hindi',
    (key, [schema, body, path]) => {
      const words = SHOPPER_FORM_WORDS[key as keyof typeof SHOPPER_FORM_WORDS];
      const issues = schema?.safeParse(body).error?.issues ?? [];
      const said = issues.filter((issue) => issue.path.join('.') === path).map((issue) => issue.message);
      expect(said).toContain(words.en);
      expect(formWordsInHindi(words.en)).toBe(words.hi);
    },
  );

  it('writes each in Devanagari, keeping the examples and numbers the English gives', () => {
    for (const words of Object.values(SHOPPER_FORM_WORDS)) {
      expect(words.hi, words.en).toMatch(/[\u0900-\u097F]/);
      for (const kept of words.en.match(/[\w.]*[\d@][\w.@]*/g) ?? []) {
        expect(words.hi, words.en).toContain(kept);
      }
    }
  });
});

/** Zod's own description of a schema, as far as this walk reads it. */
interface Walked {
  _zod?: {
    def: {
      type: string;
      error?: (issue: unknown) => unknown;
      checks?: Walked[];
      check?: string;
      format?: string;
      shape?: Record<string, Walked>;
      options?: Walked[];
      [inner: string]: unknown;
    };
  };
}

const INNER = ['innerType', 'element', 'in', 'out', 'schema', 'valueType', 'left', 'right'];

/** The words a schema's own error gives (zod keeps `{ error: '…' }` as a function). */
function wordsOf(error: ((issue: unknown) => unknown) | undefined): string | undefined {
  const said = error?.({ code: 'custom', input: undefined });
  if (typeof said === 'string') return said;
  return typeof said === 'object' && said && 'message' in said ? String(said.message) : undefined;
}

/**
 * The messages of a schema's refinements, patterns and choices between shapes: the checks whose
 * kind of failure alone ("write it in the right form") would lose what the English says. A
 * superRefine's messages are inside its function, out of reach: the cases above name those.
 */
function ownMessages(node: Walked | undefined, found = new Set<string>(), seen = new Set<Walked>()) {
  const def = node?._zod?.def;
  if (!node || !def || seen.has(node)) return found;
  seen.add(node);
  if (def.type === 'union') {
    const words = wordsOf(def.error);
    if (words) found.add(words);
  }
  for (const check of def.checks ?? []) {
    const checkDef = check._zod?.def;
    if (
      checkDef?.check === 'custom' ||
      (checkDef?.check === 'string_format' && checkDef.format === 'regex')
    ) {
      const words = wordsOf(checkDef.error);
      if (words) found.add(words);
    }
  }
  const inner = [
    ...Object.values(def.shape ?? {}),
    ...(def.options ?? []),
    ...INNER.map((key) => def[key] as Walked | undefined),
  ];
  for (const child of inner) ownMessages(child, found, seen);
  return found;
}

/** What the browser sends by itself; no shopper types these. */
const MACHINE_ONLY = new Set([
  'Must be a lower-case slug',
  'Send an Idempotency-Key header of 8 to 100 letters, digits, - or _',
]);

describe('every shopper route’s own checks', () => {
  it('have their Hindi, so a new refinement or pattern on a storefront form cannot ship in English alone', () => {
    const missing: string[] = [];
    for (const [area, entries] of Object.entries(contract)) {
      // The first-run setup is the owner's, in English, whatever its access.
      if (area === 'setup') continue;
      for (const [name, entry] of Object.entries(entries as Record<string, Endpoint>)) {
        if (entry.access !== 'public' && entry.access !== 'signed-in') continue;
        const parts = [entry.params, entry.querystring, entry.headers, entry.body] as (Walked | undefined)[];
        for (const part of parts) {
          for (const english of ownMessages(part)) {
            const hindi = formWordsInHindi(english) ?? shopperMessage(english, 'hi');
            if (!MACHINE_ONLY.has(english) && hindi === english) {
              missing.push(`${area}.${name}: ${english}`);
            }
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
