import type { ComponentProps } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * A form on a server-rendered page: its fields and buttons stay disabled until the browser has
 * taken the page over. Typed into earlier, the text would be lost to hydration; submitted earlier,
 * the browser would send the fields (a password, too) in the address of a plain GET.
 */
export function Form({ children, ...props }: ComponentProps<'form'>) {
  const hydrated = useHydrated();
  return (
    <form {...props}>
      <fieldset disabled={!hydrated} className="contents">
        {children}
      </fieldset>
    </form>
  );
}
