import { formatIndianNumber, pluralCategory, type Language } from '@shop/domain';

/** Values a message interpolates: `{count}`, `{name}`, or a plural's number. */
export type MessageValues = Record<string, string | number>;

/**
 * A message as the build compiled it (Lingui's compiled form, catalogue-plugin.ts): text, `[name]`
 * for a value, `[name, 'plural' | 'select', cases]` for a choice, where `#` in a plural's case
 * stands for the count.
 */
type Token = string | [name: string] | [name: string, kind: string, cases: Record<string, Message>];
type Message = string | Token[];

/**
 * Writes a compiled message with its values, as Lingui's own `i18n._` would, but with the shop's
 * hand-written plural rules and Indian numbers (decision 083): Lingui asks `Intl` for both, and a
 * page's first `Intl` call loads ICU's data in the middle of hydration. The catalogues use plain
 * values and `plural` (`select` is read too); a format such as `number` or `date` is not used.
 */
export function formatMessage(message: unknown, values: MessageValues, language: Language): string {
  return write(message as Message, values, language, null);
}

function write(message: Message, values: MessageValues, language: Language, count: number | null): string {
  if (typeof message === 'string') return message;
  let text = '';
  for (const token of message) {
    if (typeof token === 'string') {
      text += token === '#' && count !== null ? formatIndianNumber(count) : token;
      continue;
    }
    const [name, kind, cases] = token;
    const value = values[name];
    if (kind === 'plural' && cases) {
      const number = Number(value);
      const chosen = cases[String(number)] ?? cases[pluralCategory(language, number)] ?? cases.other;
      text += chosen === undefined ? '' : write(chosen, values, language, number);
    } else if (kind === 'select' && cases) {
      const chosen = cases[String(value)] ?? cases.other;
      text += chosen === undefined ? '' : write(chosen, values, language, null);
    } else if (value !== undefined && value !== null) {
      text += String(value);
    }
  }
  return text;
}
