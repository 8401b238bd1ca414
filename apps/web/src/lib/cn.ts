import { clsx, type ClassValue } from 'clsx';

/**
 * Which Tailwind property a utility sets, by its name without variants, `!` or a leading `-`. Two
 * classes of one group under the same variants conflict: the later one wins. The first rule that
 * matches decides, so the specific patterns come before the general ones. Unknown names belong to no
 * group and are always kept. It covers the utilities this shop writes: cn.test.ts checks every pair
 * of classes in src/ against tailwind-merge, whose full table (8 KB gzipped) stays out of the first
 * load (decision 021).
 */
const GROUPS: [RegExp, string][] = [
  [
    /^(block|inline|inline-block|inline-flex|flex|grid|inline-grid|hidden|contents|table|flow-root)$/,
    'display',
  ],
  [/^(static|fixed|absolute|relative|sticky)$/, 'position'],
  [/^(sr-only|not-sr-only)$/, 'sr'],
  [/^(visible|invisible|collapse)$/, 'visibility'],
  [/^(italic|not-italic)$/, 'font-style'],
  [/^(underline|overline|line-through|no-underline)$/, 'decoration-line'],
  [/^(uppercase|lowercase|capitalize|normal-case)$/, 'text-transform'],
  [/^(truncate|text-ellipsis|text-clip)$/, 'text-overflow'],
  [/^(antialiased|subpixel-antialiased)$/, 'font-smoothing'],
  [/^flex-(row|col)(-reverse)?$/, 'flex-direction'],
  [/^flex-(wrap|nowrap|wrap-reverse)$/, 'flex-wrap'],
  [/^flex-/, 'flex'],
  [/^(shrink|grow)(-|$)/, '$1'],
  [/^order-(\d+|first|last|none|\[.*\])$/, 'order'],
  [/^(basis|z|opacity|aspect|cursor|pointer-events|select|resize|appearance|columns)-/, '$1'],
  [/^grid-(cols|rows)-/, 'grid-$1'],
  [/^(col|row)-(span|auto)/, '$1-start-end'],
  [/^(col|row)-(start|end)-/, '$1-$2'],
  [/^gap-([xy])-/, 'gap-$1'],
  [/^gap-/, 'gap'],
  [/^(items|self|justify-items|justify-self|place-items|place-content|place-self)-/, '$1'],
  [/^justify-/, 'justify-content'],
  [/^content-(normal|center|start|end|between|around|evenly|baseline|stretch)$/, 'align-content'],
  [/^content-/, 'content'],
  [/^([pm])([xytrblse]?)-/, '$1$2'],
  [/^space-([xy])-/, 'space-$1'],
  [/^(min-w|min-h|max-w|max-h|size|w|h)-/, '$1'],
  [/^(inset-[xy]|inset|top|right|bottom|left|start|end)-/, '$1'],
  [/^overflow-([xy])-/, 'overflow-$1'],
  [/^overflow-/, 'overflow'],
  [/^(whitespace|break)-/, '$1'],
  [/^line-clamp-/, 'line-clamp'],
  [/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+)$/, 'font-weight'],
  [/^font-/, 'font-family'],
  [/^text-(xs|sm|base|lg|xl|\d?xl|\[\d[\w.%]*\])$/, 'font-size'],
  [/^text-(left|center|right|justify|start|end)$/, 'text-align'],
  [/^text-/, 'text-color'],
  [/^(leading|tracking|duration|ease|delay|fill|stroke|underline-offset)-/, '$1'],
  // Only Tailwind's own animations; the theme's (animate-fade-in…) are unknown to tailwind-merge.
  [/^animate-(none|spin|ping|pulse|bounce|\[.*\])$/, 'animate'],
  // tailwind-merge 3 reads Tailwind 3's bg-gradient-to-* as a colour; kept so, as cn behaved before.
  [/^bg-linear-/, 'bg-image'],
  [/^bg-(cover|contain|auto)$/, 'bg-size'],
  [/^bg-/, 'bg-color'],
  [/^(from|via|to)-/, 'gradient-$1'],
  [/^divide-([xy])(-|$)/, 'divide-$1'],
  [/^divide-/, 'divide-color'],
  [/^border(-\d+|-\[\d[^\]]*\])?$/, 'border-w'],
  [/^border-([xytrblse])(-\d+|-\[\d[^\]]*\])?$/, 'border-w-$1'],
  [/^border-(solid|dashed|dotted|double|hidden|none)$/, 'border-style'],
  [/^border-(collapse|separate)$/, 'border-collapse'],
  [/^align-/, 'vertical-align'],
  // A side's colour (border-l-danger) is a group of its own, which a later border-colour clears.
  [/^border-([xytrblse])-/, 'border-color-$1'],
  [/^border-/, 'border-color'],
  [/^rounded(-(none|xs|sm|md|lg|xl|\dxl|full|\[.*\]))?$/, 'rounded'],
  [/^rounded-([trblse][trbl]?)(-|$)/, 'rounded-$1'],
  // An arbitrary shadow-[var(--x)] reads as a colour to tailwind-merge: kept so.
  [/^shadow(-(2xs|xs|sm|md|lg|xl|2xl|none|inner))?$/, 'shadow'],
  // …but one written as offsets (shadow-[0_24px_40px_…]) is a shadow, as tailwind-merge reads it.
  [/^shadow-\[(inset_)?-?(\d*\.?\d+[a-z]+|0)_-?(\d*\.?\d+[a-z]+|0)/, 'shadow'],
  [/^shadow-/, 'shadow-color'],
  [/^ring(-\d+|-\[\d[^\]]*\])?$/, 'ring-w'],
  [/^ring-offset-/, 'ring-offset'],
  [/^ring-inset$/, 'ring-inset'],
  [/^ring-/, 'ring-color'],
  [/^outline-(none|hidden|solid|dashed|dotted|double)$/, 'outline-style'],
  [/^outline-offset-/, 'outline-offset'],
  [/^outline(-\d+|-\[\d[^\]]*\])?$/, 'outline-w'],
  [/^outline-/, 'outline-color'],
  [/^(drop-shadow|backdrop-blur|blur)(-|$)/, '$1'],
  [/^transition(-|$)/, 'transition'],
  [/^translate-([xy])-/, 'translate-$1'],
  [/^scale-([xy])-/, 'scale-$1'],
  [/^(scale|rotate)-/, '$1'],
  [/^object-(contain|cover|fill|none|scale-down)$/, 'object-fit'],
  [/^object-/, 'object-position'],
  [/^list-(inside|outside)$/, 'list-position'],
  [/^list-/, 'list-type'],
  [/^snap-(none|x|y|both)$/, 'snap-type'],
  [/^snap-(mandatory|proximity)$/, 'snap-strictness'],
  [/^snap-/, 'snap-align'],
  [/^scroll-(auto|smooth)$/, 'scroll-behavior'],
];

/** Groups a class also clears when it comes later: padding clears its sides, size clears w and h. */
const ALSO_CLEARS: Record<string, string[]> = {
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe'],
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me'],
  mx: ['mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left', 'start', 'end'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  gap: ['gap-x', 'gap-y'],
  overflow: ['overflow-x', 'overflow-y'],
  'font-size': ['leading'],
  'border-w': ['border-w-x', 'border-w-y', 'border-w-t', 'border-w-r', 'border-w-b', 'border-w-l'],
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'border-color': [
    'border-color-x',
    'border-color-y',
    'border-color-t',
    'border-color-r',
    'border-color-b',
    'border-color-l',
    'border-color-s',
    'border-color-e',
  ],
  'border-color-x': ['border-color-r', 'border-color-l'],
  'border-color-y': ['border-color-t', 'border-color-b'],
  rounded: [
    'rounded-t',
    'rounded-r',
    'rounded-b',
    'rounded-l',
    'rounded-tl',
    'rounded-tr',
    'rounded-br',
    'rounded-bl',
  ],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'line-clamp': ['display', 'overflow'],
  flex: ['shrink', 'grow', 'basis'],
};

const groups = new Map<string, string | undefined>();

/** The group of a utility; remembered, since a page asks about the same few hundred again and again. */
function groupOf(utility: string): string | undefined {
  if (groups.has(utility)) return groups.get(utility);
  let found: string | undefined;
  for (const [pattern, group] of GROUPS) {
    const match = pattern.exec(utility);
    if (match) {
      found = match[0].replace(pattern, group);
      break;
    }
  }
  groups.set(utility, found);
  return found;
}

/** `hover:sm:!-mt-2` → variants `hover:sm:!`, utility `mt-2`; brackets may hold colons. */
function split(className: string): { variants: string; utility: string } {
  let depth = 0;
  let cut = 0;
  for (let index = 0; index < className.length; index++) {
    const char = className[index];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) cut = index + 1;
  }
  let utility = className.slice(cut);
  let variants = className.slice(0, cut);
  if (utility.startsWith('!') || utility.endsWith('!')) {
    variants += '!';
    utility = utility.replace(/^!|!$/g, '');
  }
  return { variants, utility: utility.replace(/^-/, '') };
}

const merged = new Map<string, string>();
const MERGED_LIMIT = 1000;

/** Joins class names and lets a later Tailwind class win over an earlier one of the same property. */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  let result = merged.get(joined);
  if (result === undefined) {
    result = merge(joined);
    // Renders repeat the same few strings; a full cache starts over rather than grow without end.
    if (merged.size >= MERGED_LIMIT) merged.clear();
    merged.set(joined, result);
  }
  return result;
}

function merge(joined: string): string {
  const classes = joined.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let index = classes.length - 1; index >= 0; index--) {
    const className = classes[index]!;
    const { variants, utility } = split(className);
    const group = groupOf(utility);
    if (group === undefined) {
      kept.push(className);
      continue;
    }
    if (taken.has(variants + group)) continue;
    taken.add(variants + group);
    for (const cleared of ALSO_CLEARS[group] ?? []) taken.add(variants + cleared);
    kept.push(className);
  }
  return kept.reverse().join(' ');
}
