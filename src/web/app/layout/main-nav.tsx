import { PackageSearch } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { cn } from '#web/lib/cn.ts';
import { isActivePath, NAV_LINKS } from './nav-links';

const linkClass = (active: boolean) =>
  cn(
    'focus-ring rounded-md px-3 py-2 text-sm font-medium transition-colors',
    active ? 'bg-brand-soft text-brand-strong' : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900',
  );

/** Desktop navigation (md and up). */
export function MainNav() {
  const [location] = useLocation();
  return (
    <nav aria-label="Main" className="hidden md:block">
      <ul className="flex items-center gap-1">
        {NAV_LINKS.map((link) => {
          const active = isActivePath(link.href, location);
          return (
            <li key={link.href}>
              <Link href={link.href} className={linkClass(active)} aria-current={active ? 'page' : undefined}>
                {link.shortLabel ? (
                  <>
                    <span className="lg:hidden">{link.shortLabel}</span>
                    <span className="hidden lg:inline">{link.label}</span>
                  </>
                ) : (
                  link.label
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * Phones: Track Order stays in the header, labelled "Track" (SPEC section 2), because the mobile
 * menu lists only Home, Orders, Apps and Account.
 */
export function MobileTrackLink() {
  const [location] = useLocation();
  const link = NAV_LINKS.find((entry) => !entry.mobile);
  if (!link) return null;
  const active = isActivePath(link.href, location);
  return (
    <Link
      href={link.href}
      aria-current={active ? 'page' : undefined}
      className={cn(linkClass(active), 'inline-flex min-h-11 items-center gap-1.5 px-2 md:hidden')}
    >
      <PackageSearch className="size-5" aria-hidden="true" />
      {link.shortLabel ?? link.label}
    </Link>
  );
}

/** Mobile menu: Home, Orders, Apps, Account (SPEC section 2). */
export function MobileNav({
  id,
  hidden,
  onNavigate,
}: {
  id: string;
  hidden: boolean;
  onNavigate: () => void;
}) {
  const [location] = useLocation();
  return (
    <nav id={id} hidden={hidden} aria-label="Mobile" className="border-t border-stone-200 bg-white md:hidden">
      <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3">
        {NAV_LINKS.filter((link) => link.mobile).map((link) => {
          const active = isActivePath(link.href, location);
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                onClick={onNavigate}
                className={cn(linkClass(active), 'block py-3 text-base')}
                aria-current={active ? 'page' : undefined}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
