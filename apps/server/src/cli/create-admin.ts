// Creates (or promotes) an administrator: `npm run create-admin -- --email a@b.in --password … --name …`.
// Missing values are asked for. Uses the same settings (DATABASE_URL / DATA_DIR) as the server.
import readline from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { EmailSchema, FullNameSchema, passwordSchema } from '@shop/domain';
import type { z } from 'zod';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { upsertAdministrator } from '../modules/users/index.js';

const USAGE = `Usage: npm run create-admin -- [--email <email>] [--password <password>] [--name <full name>]
Creates an administrator, or makes an existing account an administrator with this password.
Values not given as flags are asked for.`;

/** Reads answers line by line; lines piped in all at once are buffered, not lost. */
function linePrompt() {
  const rl = readline.createInterface({ input: process.stdin, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  return {
    async question(text: string): Promise<string | undefined> {
      process.stdout.write(text);
      const next = await lines.next();
      return next.done ? undefined : String(next.value);
    },
    close: () => rl.close(),
  };
}
type Prompt = ReturnType<typeof linePrompt>;

async function ask<T>(
  prompt: Prompt | null,
  question: string,
  flag: string,
  given: string | undefined,
  schema: z.ZodType<T, string>,
): Promise<T> {
  let value = given;
  for (;;) {
    if (value === undefined) value = prompt ? await prompt.question(`${question}: `) : undefined;
    if (value === undefined) throw new Error(`${question} is required (--${flag})`);
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    const message = parsed.error.issues[0]?.message ?? 'Invalid value';
    if (!prompt || given !== undefined) throw new Error(`${question}: ${message}`);
    console.error(message);
    value = undefined;
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig();
  const needsPrompt = !values.email || !values.password || !values.name;
  const prompt = needsPrompt ? linePrompt() : null;
  let input: { email: string; password: string; fullName: string };
  try {
    input = {
      email: await ask(prompt, 'Email', 'email', values.email, EmailSchema),
      password: await ask(
        prompt,
        'Password (at least 6 characters)',
        'password',
        values.password,
        passwordSchema('Password must be at least 6 characters'),
      ),
      fullName: await ask(prompt, 'Full name', 'name', values.name, FullNameSchema),
    };
  } finally {
    prompt?.close();
  }

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const outcome = await upsertAdministrator(database.db, input);
    console.log(
      outcome === 'created'
        ? `Administrator ${input.email} created.`
        : `${input.email} is now an active administrator with the new password.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
