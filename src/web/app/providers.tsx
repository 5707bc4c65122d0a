import * as Tooltip from '@radix-ui/react-tooltip';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useToast } from '../components/ui/use-toast';
import { CartProvider } from '../features/cart/cart-context';
import { CountryProvider } from '../features/countries/country-context';
import { createQueryClient } from '../lib/query-client';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../lib/ui-timings';
// Imported for its side effect: it starts listening for the browser's install prompt with the main
// chunk, before any screen renders, because Chromium fires that event only once and early.
import '../features/pwa/install-prompt';

const Toaster = lazy(async () => ({ default: (await import('../components/ui/toaster')).Toaster }));

/**
 * Radix Toast (and the collection code it brings) loads with the first toast, not with every
 * screen: most visits never show one. Once there, it stays mounted, F8 and all.
 */
function ToasterOnFirstToast() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/** App-wide providers: server-state cache, delivery country, cart, tooltips, toasts. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <CountryProvider>
        <CartProvider>
          <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
            {children}
            <ToasterOnFirstToast />
          </Tooltip.Provider>
        </CartProvider>
      </CountryProvider>
    </QueryClientProvider>
  );
}
