import { describe, expect, it } from 'vitest';
import {
  formatDistance,
  restaurantReach,
  sortByReach,
  TOO_FAR_TO_DELIVER,
} from '#web/features/catalogue/restaurant-reach.ts';

// Toronto's Union Station as the drop-off; restaurants at known distances from it.
const dropoff = { latitude: 43.6453, longitude: -79.3806 };
const near = { id: 1, latitude: '43.6532', longitude: '-79.3832', deliveryRadiusKm: 8 };
const far = { id: 2, latitude: '43.8561', longitude: '-79.337', deliveryRadiusKm: 8 };
const wide = { id: 3, latitude: '43.8561', longitude: '-79.337', deliveryRadiusKm: 30 };
const nowhere = { id: 4, latitude: null, longitude: null, deliveryRadiusKm: 8 };

describe('restaurantReach', () => {
  it('is unknown until the customer has a drop-off point', () => {
    expect(restaurantReach(near, null)).toBeNull();
  });

  it('measures the straight line and compares it with the radius', () => {
    expect(restaurantReach(near, dropoff)).toEqual({ distanceKm: expect.closeTo(0.9, 1), tooFar: false });
    expect(restaurantReach(far, dropoff)).toEqual({ distanceKm: expect.closeTo(23.7, 1), tooFar: true });
    expect(restaurantReach(wide, dropoff)?.tooFar).toBe(false);
    expect(restaurantReach(nowhere, dropoff)).toEqual({ distanceKm: null, tooFar: false });
  });
});

describe('sortByReach', () => {
  it('puts the restaurants out of reach last and keeps the order otherwise', () => {
    const list = [far, near, nowhere, wide];
    expect(sortByReach(list, dropoff).map((r) => r.id)).toEqual([1, 4, 3, 2]);
    expect(sortByReach(list, null).map((r) => r.id)).toEqual([2, 1, 4, 3]);
  });
});

describe('texts', () => {
  it('word for word', () => {
    expect(TOO_FAR_TO_DELIVER).toBe('Too far to deliver to you');
    expect(formatDistance(2.4321)).toBe('2.4 km');
  });
});
