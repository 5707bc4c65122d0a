// SPEC section 2, shared chrome.

export interface NavLink {
  href: string;
  label: string;
  /** Shorter label for narrow screens. */
  shortLabel?: string;
  /** Listed in the mobile menu. */
  mobile: boolean;
}

export const NAV_LINKS: readonly NavLink[] = [
  { href: '/', label: 'Home', mobile: true },
  { href: '/orders', label: 'Orders', mobile: true },
  { href: '/apps', label: 'Apps', mobile: true },
  { href: '/track-order', label: 'Track Order', shortLabel: 'Track', mobile: false },
  { href: '/account', label: 'Account', mobile: true },
];

export const FOOTER_LINKS: readonly { href: string; label: string }[] = [
  { href: '/about-us', label: 'About Us' },
  { href: '/careers', label: 'Careers' },
  { href: '/press', label: 'Press' },
  { href: '/blog', label: 'Blog' },
  { href: '/help-center', label: 'Help Center' },
  { href: '/contact-us', label: 'Contact Us' },
  { href: '/safety', label: 'Safety' },
  { href: '/terms', label: 'Terms of Service' },
];

/** '/' is active only on the home; other links also on their sub-paths. */
export function isActivePath(href: string, location: string): boolean {
  if (href === '/') return location === '/';
  return location === href || location.startsWith(`${href}/`);
}
