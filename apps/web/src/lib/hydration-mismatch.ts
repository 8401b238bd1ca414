import { options } from 'preact';

/**
 * Preact's hook for a server page whose elements are not the ones the browser renders. It is the
 * hook `preact/debug` itself uses (`_hydrationMismatch`, shipped under its mangled name `__m`); the
 * test beside this file fails if an upgrade stops calling it.
 */
type MismatchHook = (vnode: { type: unknown }, domChildren: (Node | null)[]) => void;
const preactOptions = options as typeof options & { __m?: MismatchHook };

const reportMismatch: MismatchHook = (vnode, domChildren) => {
  const found = domChildren.map((node) => node?.nodeName.toLowerCase()).filter(Boolean);
  const expected = typeof vnode.type === 'string' ? vnode.type : 'text';
  console.error(
    `Hydration mismatch: the page has ${found.join(', ') || 'nothing'} where the app renders ${expected}`,
  );
};

/**
 * Says so in the console when hydration meets other elements than it renders (decision 078). React
 * reported this as a recoverable error; Preact quietly renders its own, which would hide a page
 * whose server HTML and first browser render disagree. The journeys fail on console errors.
 */
export function reportHydrationMismatches(): void {
  preactOptions.__m = reportMismatch;
}
