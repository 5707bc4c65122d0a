import { etaMinutes, haversineKm, type LatLng } from '#domain/shared/geo.ts';

// The simulated drive of the GPS demo: pure functions of the route and the number of updates so
// far, so the page (and its tests) can replay any moment of the trip exactly.

/** How far along the route the driver moves per position update. */
export const STEPS_TO_ARRIVAL = 24;

export interface TripMoment {
  position: LatLng;
  /** 0..100, share of the route covered. */
  progressPercent: number;
  remainingKm: number;
  /** Minutes to arrival (2 min per km, domain rule); 0 once arrived. */
  etaMinutes: number;
  speedKmh: number;
  arrived: boolean;
}

function legLengths(route: readonly LatLng[]): number[] {
  return route.slice(1).map((point, i) => haversineKm(route[i] as LatLng, point));
}

export function routeLengthKm(route: readonly LatLng[]): number {
  return legLengths(route).reduce((sum, km) => sum + km, 0);
}

/** The point at `fraction` (0..1) of the route's length, interpolated along its legs. */
export function pointAlong(route: readonly LatLng[], fraction: number): LatLng {
  const first = route[0];
  if (!first) throw new RangeError('A route needs at least one point');
  const legs = legLengths(route);
  let remaining = Math.min(1, Math.max(0, fraction)) * legs.reduce((sum, km) => sum + km, 0);
  for (let i = 0; i < legs.length; i++) {
    const leg = legs[i] as number;
    const from = route[i] as LatLng;
    const to = route[i + 1] as LatLng;
    if (remaining <= leg || i === legs.length - 1) {
      const t = leg === 0 ? 1 : Math.min(1, remaining / leg);
      return {
        latitude: from.latitude + (to.latitude - from.latitude) * t,
        longitude: from.longitude + (to.longitude - from.longitude) * t,
      };
    }
    remaining -= leg;
  }
  return first;
}

/** City driving: a speed that changes from update to update, between 22 and 37 km/h. */
function simulatedSpeed(step: number): number {
  return 22 + ((step * 7) % 16);
}

export function tripMoment(route: readonly LatLng[], step: number): TripMoment {
  const clamped = Math.min(STEPS_TO_ARRIVAL, Math.max(0, Math.floor(step)));
  const fraction = clamped / STEPS_TO_ARRIVAL;
  const total = routeLengthKm(route);
  const remainingKm = Math.max(0, total * (1 - fraction));
  const arrived = clamped === STEPS_TO_ARRIVAL;
  return {
    position: pointAlong(route, fraction),
    progressPercent: Math.round(fraction * 100),
    remainingKm,
    etaMinutes: arrived ? 0 : etaMinutes(remainingKm),
    speedKmh: arrived ? 0 : simulatedSpeed(clamped),
    arrived,
  };
}
