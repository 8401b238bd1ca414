import { describe, expect, it } from 'vitest';
import { keepZodFromEval } from './zod-without-eval';

describe('keepZodFromEval', () => {
  it('makes zod, loaded afterwards, build its schemas without compiling code', async () => {
    keepZodFromEval();
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // An object schema still parses, and says what is wrong, in jitless mode.
    const schema = z.object({ pincode: z.string().regex(/^\d{6}$/, 'six digits') });
    expect(schema.safeParse({ pincode: '201310' }).success).toBe(true);
    expect(schema.safeParse({ pincode: '2013' }).error?.issues[0]?.message).toBe('six digits');
  });
});
