/**
 * Building an object schema makes zod probe `new Function` (to compile a faster parser). The shop's
 * CSP (`script-src 'self'`) refuses it, and the browser reports that as a violation on every page
 * that builds a schema (the back office; decision 061), although zod catches the refusal. zod keeps
 * its settings on `globalThis.__zod_globalConfig` and adopts an object already there, so the boot
 * script, which runs before any chunk, sets `jitless` this way without loading zod on shoppers' pages.
 * zod-without-eval.test.ts fails if a zod upgrade stops reading it.
 */
export function keepZodFromEval(): void {
  const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
}
