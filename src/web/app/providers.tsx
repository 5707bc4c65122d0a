import * as Tooltip from '@radix-ui/react-tooltip';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../domain/constants';
import { Toaster } from '../components/ui/toaster';
import { CartProvider } from '../features/cart/cart-context';
import { CountryProvider } from '../features/countries/country-context';
import { createQueryClient } from '../lib/query-client';
// Imported for its side effect: it starts listening for the browser's install prompt with the main
// chunk, before any screen renders, because Chromium fires that event only once and early.
import '../features/pwa/install-prompt';

/** App-wide providers: server-state cache, delivery country, cart, tooltips, toasts. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <CountryProvider>
        <CartProvider>
          <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
            {children}
            <Toaster />
          </Tooltip.Provider>
        </CartProvider>
      </CountryProvider>
    </QueryClientProvider>
  );
}
