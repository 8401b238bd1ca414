import type { MessageId } from '@/lib/i18n/catalogue';

/** The shop's main sections, in the header, the phone's menu and the not-found page. */
export const NAV_LINKS: readonly { to: string; label: MessageId }[] = [
  { to: '/', label: 'nav.home' },
  { to: '/jewelry', label: 'nav.jewelry' },
  { to: '/clothing', label: 'nav.clothing' },
  { to: '/accessories', label: 'nav.accessories' },
  { to: '/about', label: 'nav.about' },
  { to: '/contact', label: 'nav.contact' },
];
