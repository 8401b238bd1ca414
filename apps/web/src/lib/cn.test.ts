// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './cn';

const src = fileURLToPath(new URL('..', import.meta.url));

/** Every word in a string literal of the storefront's source that could be a Tailwind class. */
function classesInSource(): string[] {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.|^cn\.ts$/.test(entry.name)) {
        const text = fs.readFileSync(file, 'utf8');
        for (const literal of text.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
          for (const word of literal[2]!.split(/\s+/)) {
            if (/^!?-?[a-z[][\w:/.[\]()%#,&>*=+'!-]*$/.test(word)) found.add(word);
          }
        }
      }
    }
  };
  walk(src);
  return [...found];
}

/** Splits off the variants the way both mergers read them (up to the last colon outside brackets). */
function variantsOf(className: string): string {
  let depth = 0;
  let cut = 0;
  [...className].forEach((char, index) => {
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) cut = index;
  });
  return className.slice(0, cut);
}

describe('cn', () => {
  it('joins conditional classes and lets a later class override an earlier one', () => {
    const hidden = false;
    expect(cn('h-9 px-3 text-sm', hidden && 'hidden', 'h-11 px-4')).toBe('text-sm h-11 px-4');
    expect(cn('text-ink-soft text-sm', 'text-ink')).toBe('text-sm text-ink');
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('px-2', 'p-4')).toBe('p-4');
    expect(cn('hover:bg-sand bg-card', 'bg-accent')).toBe('hover:bg-sand bg-accent');
  });

  it('resolves every pair of classes written in src/ as tailwind-merge does', () => {
    const byVariants = new Map<string, string[]>();
    // A class either merger sorts into a group; plain words (test ids, labels) are kept by both.
    const grouped = (className: string) =>
      twMerge(`${className} ${className}`) === className || cn(className, className) === className;
    for (const className of classesInSource().filter(grouped)) {
      const key = variantsOf(className);
      byVariants.set(key, [...(byVariants.get(key) ?? []), className]);
    }
    const differences: string[] = [];
    for (const group of byVariants.values()) {
      for (const first of group) {
        for (const second of group) {
          if (first === second) continue;
          const expected = twMerge(`${first} ${second}`);
          const actual = cn(first, second);
          if (actual !== expected) differences.push(`"${first} ${second}": ${actual} ≠ ${expected}`);
        }
      }
    }
    expect(differences.slice(0, 80)).toEqual([]);
  }, 60_000);
});
