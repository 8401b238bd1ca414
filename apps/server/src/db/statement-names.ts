import { createHash } from 'node:crypto';

/**
 * How many statement texts one server names. A named statement lives on every connection that
 * ran it, with its plan, until the connection closes; the shapes of the shop's catalogue reads are
 * a few dozen, so past this number a new text is simply sent unnamed.
 */
export const MAX_REUSED_STATEMENTS = 200;

const names = new Map<string, string>();

/** Marks a text as worth keeping prepared and returns its name (none past the cap). */
export function nameStatement(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_REUSED_STATEMENTS) {
    // The same text always gets the same name, on every connection and every app server.
    name = `shop_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/** The name of a text marked by `nameStatement`, or undefined for any other statement. */
export const statementNameOf = (text: string): string | undefined => names.get(text);
