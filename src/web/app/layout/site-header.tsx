import { Menu, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { CountryPickerBar } from '#web/features/countries/components/country-picker-bar.tsx';
import { InstallButton } from '#web/features/pwa/components/install-button.tsx';
import { OfflineBanner } from '#web/features/pwa/components/offline-banner.tsx';
import { OnlineIndicator } from '#web/features/pwa/components/online-indicator.tsx';
import { CartDrawer } from './cart-drawer';
import { Logo } from './logo';
import { MainNav, MobileNav, MobileTrackLink } from './main-nav';

/**
 * SPEC section 2: offline banner, country picker bar, then logo, navigation, connection state,
 * Install App (when the browser offers it), cart and, on phones, the menu toggle.
 */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
      <OfflineBanner />
      <CountryPickerBar />
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:gap-4 sm:px-4">
        <Logo />
        <MainNav />
        <div className="flex items-center gap-1 sm:gap-2">
          <OnlineIndicator className="hidden lg:inline-flex" />
          <InstallButton />
          <MobileTrackLink />
          <CartDrawer />
          <button
            type="button"
            className="focus-ring inline-flex size-11 items-center justify-center rounded-md text-stone-700 hover:bg-stone-100 md:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <X className="size-6" aria-hidden="true" />
            ) : (
              <Menu className="size-6" aria-hidden="true" />
            )}
          </button>
        </div>
      </div>
      <MobileNav id={menuId} hidden={!menuOpen} onNavigate={() => setMenuOpen(false)} />
    </header>
  );
}
