import { useEffect } from 'react';

const SHOP_TITLE = 'Kaarigar Studio';

/** Sets the tab title for a screen; the server-rendered product meta covers link previews. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    // The separator of the server-rendered titles (product pages, the not-found page).
    if (title) document.title = `${title} | ${SHOP_TITLE}`;
  }, [title]);
}
