import { DEFAULT_SHOP_INFO } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { shopInfoQuery } from './shop-info';

/**
 * Sets the tab title for a screen, followed by the shop's name as Shop Settings give it; the
 * server-rendered product meta covers link previews. It asks nothing itself: the layout's header
 * reads the shop, and the title follows once that answer is in.
 */
export function usePageTitle(title: string | undefined): void {
  const shopName = useQuery({ ...shopInfoQuery, enabled: false }).data?.name ?? DEFAULT_SHOP_INFO.name;
  useEffect(() => {
    // The separator of the server-rendered titles (product pages, the not-found page).
    if (title) document.title = `${title} | ${shopName}`;
  }, [title, shopName]);
}
