import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Shared chrome of the customer-facing screens: skip link, header, main landmark, footer. */
export function PageShell({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className="flex min-h-screen flex-col bg-stone-50">
      <a href="#main-content" className="skip-link">
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className={cn('flex-1 outline-none', className)}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
