import type { ReactNode } from 'react';
import { FloatingAppsMenu } from '#web/features/apps-switcher/components/floating-apps-menu.tsx';
import { MobileAppBar } from '#web/features/apps-switcher/components/mobile-app-bar.tsx';
import { NewCartDialog } from '#web/features/cart/components/new-cart-dialog.tsx';
import { InstallBanner } from '#web/features/pwa/components/install-banner.tsx';
import { cn } from '#web/lib/cn.ts';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * Shared chrome of the customer-facing screens: skip link, header, main landmark, footer, the app
 * switcher (floating on desktop, a bottom bar on phones), the install banner and the new-cart question.
 * The cart drawer opens from its button in the header.
 */
export function PageShell({ children, className }: { children: ReactNode; className?: string }) {
  return (
    // Bottom padding on phones keeps the footer clear of the fixed app bar.
    <div className="flex min-h-screen flex-col bg-stone-50 pb-16 md:pb-0">
      <a href="#main-content" className="skip-link">
        Skip to main content
      </a>
      <SiteHeader />
      {/* At least a screen tall: while a screen's code loads, the footer stays below the fold instead
          of being pushed down (a layout shift) when the content arrives. */}
      <main id="main-content" tabIndex={-1} className={cn('min-h-svh flex-1 outline-none', className)}>
        {children}
      </main>
      <SiteFooter />
      <FloatingAppsMenu />
      <MobileAppBar />
      <InstallBanner />
      <NewCartDialog />
    </div>
  );
}
