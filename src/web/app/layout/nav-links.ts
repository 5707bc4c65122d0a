import { paths } from '../paths';
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
  { href: paths.home, label: 'Home', mobile: true },
  { href: paths.orders, label: 'Orders', mobile: true },
  { href: paths.apps, label: 'Apps', mobile: true },
  { href: paths.trackOrder, label: 'Track Order', shortLabel: 'Track', mobile: false },
  { href: paths.account, label: 'Account', mobile: true },
];

export const FOOTER_LINKS: readonly { href: string; label: string }[] = [
  { href: paths.aboutUs, label: 'About Us' },
  { href: paths.careers, label: 'Careers' },
  { href: paths.press, label: 'Press' },
  { href: paths.blog, label: 'Blog' },
  { href: paths.helpCenter, label: 'Help Center' },
  { href: paths.contactUs, label: 'Contact Us' },
  { href: paths.safety, label: 'Safety' },
  { href: paths.terms, label: 'Terms of Service' },
];

/** '/' is active only on the home; other links also on their sub-paths. */
export function isActivePath(href: string, location: string): boolean {
  if (href === paths.home) return location === paths.home;
  return location === href || location.startsWith(`${href}/`);
}
