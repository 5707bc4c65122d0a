import { describe, expect, it } from 'vitest';
import { haversineKm } from '#domain/shared/geo.ts';
import {
  matchesSamplePhone,
  SAMPLE_ORDER,
  SAMPLE_PHONE,
} from '#web/features/tracking/gps-demo/sample-order.ts';
import {
  pointAlong,
  routeLengthKm,
  STEPS_TO_ARRIVAL,
  tripMoment,
} from '#web/features/tracking/gps-demo/simulation.ts';

const route = SAMPLE_ORDER.route;

describe('sample phone lookup', () => {
  it.each([SAMPLE_PHONE, '15550123456', '555-012-3456', '(555) 012 3456'])('matches %s', (phone) => {
    expect(matchesSamplePhone(phone)).toBe(true);
  });

  it.each(['', '   ', '+1 (555) 012-3457', '555012345', '+44 5550123456'])('does not match "%s"', (phone) => {
    expect(matchesSamplePhone(phone)).toBe(false);
  });
});

describe('simulated trip', () => {
  it('starts at the restaurant with the whole route ahead', () => {
    const start = tripMoment(route, 0);
    expect(start.position).toEqual(route[0]);
    expect(start.progressPercent).toBe(0);
    expect(start.remainingKm).toBeCloseTo(routeLengthKm(route), 6);
    // ETA follows the domain rule: 2 minutes per km, rounded up.
    expect(start.etaMinutes).toBe(Math.ceil(routeLengthKm(route) * 2));
    expect(start.arrived).toBe(false);
  });

  it('moves closer to the customer on every update', () => {
    const customer = route[route.length - 1]!;
    let previous = Number.POSITIVE_INFINITY;
    for (let step = 0; step <= STEPS_TO_ARRIVAL; step++) {
      const moment = tripMoment(route, step);
      const distance = haversineKm(moment.position, customer);
      expect(distance).toBeLessThanOrEqual(previous + 1e-9);
      expect(moment.progressPercent).toBe(Math.round((step / STEPS_TO_ARRIVAL) * 100));
      previous = distance;
    }
  });

  it('arrives at the customer and stays there', () => {
    const end = tripMoment(route, STEPS_TO_ARRIVAL + 5);
    expect(end.arrived).toBe(true);
    expect(end.progressPercent).toBe(100);
    expect(end.remainingKm).toBe(0);
    expect(end.etaMinutes).toBe(0);
    expect(end.speedKmh).toBe(0);
    expect(end.position.latitude).toBeCloseTo(route[route.length - 1]!.latitude, 9);
    expect(end.position.longitude).toBeCloseTo(route[route.length - 1]!.longitude, 9);
  });

  it('drives at a plausible city speed while moving', () => {
    for (let step = 0; step < STEPS_TO_ARRIVAL; step++) {
      const { speedKmh } = tripMoment(route, step);
      expect(speedKmh).toBeGreaterThanOrEqual(22);
      expect(speedKmh).toBeLessThanOrEqual(37);
    }
  });

  it('interpolates along the legs, not in a straight line', () => {
    // An L-shaped route on the equator with two legs of equal length: halfway is the corner.
    const corner = { latitude: 0, longitude: 0.01 };
    const lShape = [{ latitude: 0, longitude: 0 }, corner, { latitude: 0.01, longitude: 0.01 }];
    const halfway = pointAlong(lShape, 0.5);
    expect(halfway.latitude).toBeCloseTo(corner.latitude, 6);
    expect(halfway.longitude).toBeCloseTo(corner.longitude, 6);
    const quarter = pointAlong(lShape, 0.25);
    expect(quarter.latitude).toBeCloseTo(0, 9);
    expect(quarter.longitude).toBeCloseTo(0.005, 6);
    expect(pointAlong(lShape, -1)).toEqual(lShape[0]);
    expect(pointAlong(lShape, 2)).toEqual(lShape[2]);
  });

  it('rejects an empty route', () => {
    expect(() => pointAlong([], 0.5)).toThrow(RangeError);
  });
});
