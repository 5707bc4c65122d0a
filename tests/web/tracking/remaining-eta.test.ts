import { describe, expect, it } from 'vitest';
import { etaMinutes, haversineKm } from '#domain/shared/geo.ts';
import { formatDistance, remainingEta } from '#web/features/tracking/remaining-eta.ts';

// Once the driver has the food, the arrival follows the distance from its last position to the
// customer: 2 minutes per km, counted from when that position was reported.

const customer = { latitude: 43.6532, longitude: -79.3832 };
const driver = { latitude: 43.67, longitude: -79.4, at: '2026-05-01T12:00:00.000Z' };

describe('remainingEta', () => {
  it('measures from the driver to the customer while picked up or on the way', () => {
    const km = haversineKm(driver, customer);
    for (const status of ['picked-up', 'on-the-way']) {
      const eta = remainingEta(status, driver, customer);
      expect(eta?.km).toBeCloseTo(km, 9);
      expect(eta?.minutes).toBe(etaMinutes(km));
      expect(eta?.arrivalAt).toBe(new Date(Date.parse(driver.at) + etaMinutes(km) * 60_000).toISOString());
    }
  });

  it('is 2 minutes per km, rounded up', () => {
    // About 2.2 km due north: 4.4 minutes, so 5.
    const north = { latitude: customer.latitude + 0.02, longitude: customer.longitude, at: driver.at };
    const eta = remainingEta('on-the-way', north, customer);
    expect(eta?.km).toBeCloseTo(2.224, 2);
    expect(eta?.minutes).toBe(5);
  });

  it('follows the driver as it comes closer', () => {
    const far = remainingEta('on-the-way', driver, customer);
    const near = remainingEta('on-the-way', { ...driver, latitude: 43.655, longitude: -79.385 }, customer);
    expect(near?.km).toBeLessThan(far?.km ?? 0);
    expect(near?.minutes).toBe(1);
  });

  it('is none before pickup, after delivery, or without both positions', () => {
    for (const status of ['confirmed', 'preparing', 'ready', 'delivered', 'cancelled']) {
      expect(remainingEta(status, driver, customer)).toBeNull();
    }
    expect(remainingEta('on-the-way', null, customer)).toBeNull();
    expect(remainingEta('on-the-way', driver, null)).toBeNull();
    expect(remainingEta('on-the-way', { ...driver, latitude: 91 }, customer)).toBeNull();
  });

  it('has no arrival time when the position time is unreadable', () => {
    const eta = remainingEta('on-the-way', { ...driver, at: 'soon' }, customer);
    expect(eta?.minutes).toBeGreaterThan(0);
    expect(eta?.arrivalAt).toBeNull();
  });
});

describe('formatDistance', () => {
  it('says metres under a km and km with one decimal above', () => {
    expect(formatDistance(0.348)).toBe('350 m');
    expect(formatDistance(0.001)).toBe('10 m');
    expect(formatDistance(1.26)).toBe('1.3 km');
    expect(formatDistance(12)).toBe('12.0 km');
  });
});
