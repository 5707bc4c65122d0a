import { useEffect, useState } from 'react';
import type { LatLng } from '#domain/shared/geo.ts';
import { MAP_CLOCK_TICK_MS } from '#web/lib/ui-timings.ts';
import { GPS_UPDATE_INTERVAL_MS } from './sample-order';
import { STEPS_TO_ARRIVAL, type TripMoment, tripMoment } from './simulation';

export interface SimulatedTrip extends TripMoment {
  /** Whole seconds since the last position update, from the map clock. */
  secondsSinceUpdate: number;
}

const TICKS_PER_UPDATE = Math.round(GPS_UPDATE_INTERVAL_MS / MAP_CLOCK_TICK_MS);

/**
 * One clock ticking every MAP_CLOCK_TICK_MS (1 s) drives both the "updated N s ago" label and the
 * driver, who moves one step every GPS_UPDATE_INTERVAL_MS (the "updates every 5 s" claim). The
 * clock stops on arrival.
 */
export function useSimulatedTrip(route: readonly LatLng[]): SimulatedTrip {
  const [ticks, setTicks] = useState(0);
  const step = Math.floor(ticks / TICKS_PER_UPDATE);
  const arrived = step >= STEPS_TO_ARRIVAL;

  useEffect(() => {
    if (arrived) return;
    const clock = setInterval(() => setTicks((count) => count + 1), MAP_CLOCK_TICK_MS);
    return () => clearInterval(clock);
  }, [arrived]);

  const secondsSinceUpdate = Math.round(((ticks % TICKS_PER_UPDATE) * MAP_CLOCK_TICK_MS) / 1000);
  return { ...tripMoment(route, step), secondsSinceUpdate: arrived ? 0 : secondsSinceUpdate };
}
