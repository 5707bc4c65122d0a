import { describe, expect, it } from 'vitest';
import { createOfferArrivals } from '#web/features/driver-deliveries/offer-arrivals.ts';

// The driver's new-offer sound: not for what was waiting when the list first loaded, once for each
// new offer, never again for one already seen.

describe('offer arrivals', () => {
  it('the first list is silent; a new offer sounds once', () => {
    const arrivals = createOfferArrivals();
    expect(arrivals.arrived([1, 2])).toEqual([]);
    expect(arrivals.arrived([1, 2])).toEqual([]);
    expect(arrivals.arrived([3, 1, 2])).toEqual([3]);
    expect(arrivals.arrived([3, 1, 2])).toEqual([]);
  });

  it('an offer seen before stays quiet when it comes back', () => {
    const arrivals = createOfferArrivals();
    arrivals.arrived([]);
    expect(arrivals.arrived([5])).toEqual([5]);
    expect(arrivals.arrived([])).toEqual([]);
    expect(arrivals.arrived([5])).toEqual([]);
  });

  it('an empty first list is still the first: the next offer sounds', () => {
    const arrivals = createOfferArrivals();
    expect(arrivals.arrived([])).toEqual([]);
    expect(arrivals.arrived([9])).toEqual([9]);
  });

  it('after going offline, the next list is a first list again, and what it holds is seen', () => {
    const arrivals = createOfferArrivals();
    arrivals.arrived([1]);
    arrivals.pause();
    expect(arrivals.arrived([1, 7])).toEqual([]);
    expect(arrivals.arrived([1, 7, 8])).toEqual([8]);
  });
});
