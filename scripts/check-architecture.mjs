// `npm run lint:docs`: docs/architecture.md names every server module and web feature, and lists
// exactly who uses whom, as the code has it (issue 24: the page had drifted from the code).
//
// The page keeps two lists, one line a user:
//   ### Server modules use         - `orders` → `addresses`, `auth`, `cart`
//   ### Web features use           - `checkout` → `addresses`, `cart`
// A module or feature that uses no other is still named somewhere on the page in backticks. On a
// mismatch this prints the lines the page should have, to paste in, and exits 1.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const docPath = path.join(root, 'docs/architecture.md');

/** The folders directly under `dir`. */
const foldersIn = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** Every source file under `dir`, tests left out (they may reach anywhere they check). */
function sourceFiles(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const importPattern =
  /(?:^|\n)\s*(?:import|export)[^;'"]*?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** `unit → units it imports`, where `unitOf(file, specifier)` names the unit an import lands in. */
function usesOf(baseDir, units, unitOf) {
  const uses = new Map(units.map((unit) => [unit, new Set()]));
  for (const unit of units) {
    for (const file of sourceFiles(path.join(baseDir, unit))) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(importPattern)) {
        const specifier = match[1] ?? match[2];
        // Another server module's tables.ts is data, not a use: those reads are decision 052's
        // listed crossings, kept in their own table on the page.
        if (/\/tables(\.js)?$/.test(specifier)) continue;
        const target = unitOf(file, specifier);
        if (target && target !== unit && uses.has(target)) uses.get(unit).add(target);
      }
    }
  }
  return uses;
}

const serverDir = path.join(root, 'apps/server/src/modules');
const webDir = path.join(root, 'apps/web/src/features');
const modules = foldersIn(serverDir);
const features = foldersIn(webDir);

const serverUses = usesOf(serverDir, modules, (file, specifier) => {
  if (!specifier.startsWith('.')) return undefined;
  const relative = path.relative(serverDir, path.resolve(path.dirname(file), specifier));
  return relative.startsWith('..') ? undefined : relative.split(path.sep)[0];
});
const webUses = usesOf(webDir, features, (_file, specifier) => specifier.match(/^@\/features\/([^/]+)/)?.[1]);

const doc = fs.readFileSync(docPath, 'utf8');

/** The `- \`a\` → \`b\`, \`c\`` lines under the heading `title`, as a map. */
function listedUses(title) {
  const section = doc.split(/\n(?=#{2,3} )/).find((part) => part.startsWith(`### ${title}`));
  if (!section) return undefined;
  const listed = new Map();
  for (const [, user, used] of section.matchAll(/^- `([a-z0-9-]+)` → (.+)$/gm)) {
    listed.set(user, new Set([...used.matchAll(/`([a-z0-9-]+)`/g)].map(([, name]) => name)));
  }
  return listed;
}

const expectedLines = (uses) =>
  [...uses]
    .filter(([, used]) => used.size > 0)
    .map(
      ([user, used]) =>
        `- \`${user}\` → ${[...used]
          .sort()
          .map((name) => `\`${name}\``)
          .join(', ')}`,
    );

const problems = [];
for (const [title, uses, kind] of [
  ['Server modules use', serverUses, 'server module'],
  ['Web features use', webUses, 'web feature'],
]) {
  for (const name of uses.keys()) {
    if (!doc.includes(`\`${name}\``)) problems.push(`the ${kind} \`${name}\` is not named on the page`);
  }
  const listed = listedUses(title);
  const expected = expectedLines(uses);
  const actual = listed ? expectedLines(listed) : [];
  if (!listed || expected.join('\n') !== actual.join('\n')) {
    const missing = expected.filter((line) => !actual.includes(line));
    const stale = actual.filter((line) => !expected.includes(line));
    const differences = listed
      ? (missing.length ? `\n  the code has:\n    ${missing.join('\n    ')}` : '') +
        (stale.length ? `\n  the page says:\n    ${stale.join('\n    ')}` : '')
      : '';
    problems.push(
      `"### ${title}" ${listed ? 'differs from the code' : 'is missing'}:${differences}` +
        `\n  the whole list, as the code has it:\n    ${expected.join('\n    ')}`,
    );
  }
}

if (problems.length > 0) {
  console.error(`docs/architecture.md does not match the code:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `docs/architecture.md names all ${modules.length} server modules and ${features.length} web features, and who uses whom.`,
);
