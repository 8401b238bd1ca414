export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/jewelry', label: 'Jewellery' },
  { to: '/clothing', label: 'Clothing' },
  { to: '/accessories', label: 'Accessories' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const;
