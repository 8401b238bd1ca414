import { describe, expect, it, vi } from 'vitest';
import { keepZodFromEval } from './zod-without-eval';

describe('keepZodFromEval', () => {
  it('makes zod, loaded afterwards, build its schemas without compiling code', async () => {
    // As on a page: nothing set yet, and zod not loaded (the web tests share their modules).
    delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
    vi.resetModules();
    keepZodFromEval();
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // An object schema still parses, and says what is wrong, in jitless mode.
    const schema = z.object({ pincode: z.string().regex(/^\d{6}$/, 'six digits') });
    expect(schema.safeParse({ pincode: '201310' }).success).toBe(true);
    expect(schema.safeParse({ pincode: '2013' }).error?.issues[0]?.message).toBe('six digits');
  });
});
