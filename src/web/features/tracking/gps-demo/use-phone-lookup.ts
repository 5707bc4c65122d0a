import { useCallback, useEffect, useRef, useState } from 'react';
import { GPS_DEMO_SEARCH_DELAY_MS } from '#web/lib/ui-timings.ts';
import { matchesSamplePhone } from './sample-order';

export type LookupState = 'idle' | 'searching' | 'found' | 'not-found';

/**
 * The demo's phone lookup: after GPS_DEMO_SEARCH_DELAY_MS (the spec's simulated search time) the
 * phone either matches the sample order or not. A new search replaces one still running.
 */
export function usePhoneLookup() {
  const [state, setState] = useState<LookupState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const search = useCallback((phone: string) => {
    if (!phone.trim()) return;
    clearTimeout(timer.current);
    setState('searching');
    timer.current = setTimeout(() => {
      setState(matchesSamplePhone(phone) ? 'found' : 'not-found');
    }, GPS_DEMO_SEARCH_DELAY_MS);
  }, []);

  return { state, search };
}
