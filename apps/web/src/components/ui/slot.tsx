import { cloneElement, isValidElement, type ReactNode } from 'react';

type Props = Record<string, unknown>;

function setRef(ref: unknown, node: unknown): void {
  if (typeof ref === 'function') (ref as (value: unknown) => void)(node);
  else if (ref && typeof ref === 'object') (ref as { current: unknown }).current = node;
}

/**
 * Renders its one child with the slot's props merged in: the `asChild` pattern of Button (a router
 * Link that looks like a button). Both classes are kept, both handlers run (the child's first), both
 * refs are set, and the child's own props win otherwise. Radix's Slot does the same; this one keeps
 * Radix out of the first load, where Button is the only user (decision 021).
 */
export function Slot({ children, ...slotProps }: Props & { children?: ReactNode }) {
  if (!isValidElement<Props>(children)) return null;
  const childProps = children.props;
  const merged: Props = { ...slotProps, ...childProps };
  for (const [key, own] of Object.entries(slotProps)) {
    const theirs = childProps[key];
    if (own === undefined || theirs === undefined) continue;
    if (/^on[A-Z]/.test(key) && typeof own === 'function' && typeof theirs === 'function') {
      merged[key] = (...args: unknown[]) => {
        (theirs as (...values: unknown[]) => void)(...args);
        (own as (...values: unknown[]) => void)(...args);
      };
    } else if (key === 'className') {
      merged[key] = `${own as string} ${theirs as string}`;
    } else if (key === 'style') {
      merged[key] = { ...(own as object), ...(theirs as object) };
    } else if (key === 'ref') {
      merged[key] = (node: unknown) => {
        setRef(own, node);
        setRef(theirs, node);
      };
    }
  }
  return cloneElement(children, merged);
}
