import { z } from 'zod';
import { FIELD_MESSAGES, gstinFieldProblem } from './field-rules.js';

/** A GSTIN as typed: trimmed, in capitals, and checked by the forms' own rule (shape, state, check character). */
export function gstinField(options: { allowEmpty: boolean }) {
  return z
    .string({ error: FIELD_MESSAGES.gstinRequired })
    .trim()
    .toUpperCase()
    .superRefine((value, context) => {
      const message = gstinFieldProblem(value, options);
      if (message) context.addIssue({ code: 'custom', message });
    });
}
