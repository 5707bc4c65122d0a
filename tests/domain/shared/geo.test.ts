import { describe, expect, it } from 'vitest';
import { deliveryDistanceKm, etaMinutes, haversineKm, isValidLatLng, roundKm } from '#domain/shared/geo.ts';

const toronto = { latitude: 43.6532, longitude: -79.3832 };
const montreal = { latitude: 45.5017, longitude: -73.5673 };

describe('haversineKm', () => {
  it('is zero for the same point and symmetric', () => {
    expect(haversineKm(toronto, toronto)).toBe(0);
    expect(haversineKm(toronto, montreal)).toBeCloseTo(haversineKm(montreal, toronto), 9);
  });

  it('uses an earth radius of 6371 km', () => {
    // One degree of latitude along a meridian is 6371 * pi / 180 km.
    const oneDegree = haversineKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 });
    expect(oneDegree).toBeCloseTo((6371 * Math.PI) / 180, 9);
    // Antipodes: half the circumference.
    const half = haversineKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 });
    expect(half).toBeCloseTo(6371 * Math.PI, 6);
  });

  it('gives the known Toronto-Montreal distance', () => {
    expect(haversineKm(toronto, montreal)).toBeGreaterThan(500);
    expect(haversineKm(toronto, montreal)).toBeLessThan(510);
  });

  it('refuses invalid coordinates', () => {
    expect(isValidLatLng({ latitude: 91, longitude: 0 })).toBe(false);
    expect(isValidLatLng({ latitude: 0, longitude: -180 })).toBe(true);
    expect(() => haversineKm({ latitude: Number.NaN, longitude: 0 }, toronto)).toThrow(RangeError);
    expect(() => haversineKm(toronto, { latitude: 0, longitude: 181 })).toThrow(RangeError);
  });
});

describe('roundKm and deliveryDistanceKm', () => {
  it('rounds to 2 decimals, half up', () => {
    expect(roundKm(1.234)).toBe(1.23);
    expect(roundKm(1.235)).toBe(1.24);
    expect(roundKm(1.005)).toBe(1.01);
    expect(roundKm(7.5)).toBe(7.5);
    expect(() => roundKm(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('stores the haversine distance rounded', () => {
    const km = deliveryDistanceKm(toronto, montreal);
    expect(km).toBe(Math.round(haversineKm(toronto, montreal) * 100) / 100);
  });
});

describe('etaMinutes', () => {
  it('is 2 minutes per km, rounded up, at least 1', () => {
    expect(etaMinutes(5)).toBe(10);
    expect(etaMinutes(2.5)).toBe(5);
    expect(etaMinutes(2.51)).toBe(6);
    expect(etaMinutes(0.35)).toBe(1);
    expect(etaMinutes(0)).toBe(1);
    expect(etaMinutes(1.1)).toBe(3);
  });

  it('refuses negative or non-finite distances', () => {
    expect(() => etaMinutes(-1)).toThrow(RangeError);
    expect(() => etaMinutes(Number.NaN)).toThrow(RangeError);
  });
});
