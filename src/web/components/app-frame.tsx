import { Home } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../app/paths';
import { cn } from '../lib/cn';
import { buttonClass } from './ui/button';

interface AppFrameProps {
  /** After "QuickBite" in the header, e.g. "Admin". */
  brandSuffix?: string;
  /** Beside the brand, e.g. the live-connection indicator. */
  status?: ReactNode;
  /** The header's right-hand side (toolbar, who is signed in). */
  end?: ReactNode;
  /** Width of the header and content column. */
  width: 'max-w-5xl' | 'max-w-7xl';
  /** Lets the brand group wrap on narrow screens (it holds a status). */
  wrapStart?: boolean;
  /** Above the header and kept in view while scrolling, e.g. the yellow offline banner. */
  banner?: ReactNode;
  children: ReactNode;
}

/** The admin's and partners' own compact chrome: skip link, header with Home and brand, main. */
export function AppFrame({ brandSuffix, status, end, width, wrapStart, banner, children }: AppFrameProps) {
  return (
    <div className="flex min-h-screen flex-col bg-stone-50">
      <a href="#main-content" className="skip-link">
        Skip to main content
      </a>
      {banner ? <div className="sticky top-0 z-40">{banner}</div> : null}
      <header className="border-b border-stone-200 bg-white">
        <div
          className={cn(
            'mx-auto flex min-h-16 flex-wrap items-center justify-between gap-3 px-4 py-2',
            width,
          )}
        >
          <div className={cn('flex items-center gap-3', wrapStart && 'flex-wrap')}>
            <Link href={paths.home} className={buttonClass('ghost', 'sm')}>
              <Home className="size-4" aria-hidden="true" />
              Home
            </Link>
            <span className="text-lg font-extrabold text-stone-900">
              Quick<span className="text-brand-strong">Bite</span>
              {brandSuffix ? ` ${brandSuffix}` : null}
            </span>
            {status}
          </div>
          {end}
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <div className={cn('mx-auto px-4 py-8', width)}>{children}</div>
      </main>
    </div>
  );
}
