// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DriverOffer } from '#domain/driver-deliveries/responses.ts';
import { useOfferChime } from '#web/features/driver-deliveries/hooks/use-offer-chime.ts';
import { OFFER_CHIME } from '#web/features/driver-deliveries/offer-arrivals.ts';
import { offer } from './fixtures';

// The driver app plays a short sound when a new offer appears: not on the list's first load, not
// for an offer already seen, not while the driver is offline.

const offers = (...ids: number[]): DriverOffer[] => ids.map((id) => ({ ...offer, id }));

function renderChime(initial: { offers: DriverOffer[] | undefined; updatedAt: number; listening: boolean }) {
  const play = vi.fn();
  const view = renderHook((props: typeof initial) => useOfferChime({ ...props, play }), {
    initialProps: initial,
  });
  return { play, rerender: view.rerender };
}

describe('the new-offer sound', () => {
  it('is silent for the first list, plays once for a new offer, and not again for it', () => {
    const { play, rerender } = renderChime({ offers: undefined, updatedAt: 0, listening: true });
    rerender({ offers: offers(1, 2), updatedAt: Date.now(), listening: true });
    expect(play).not.toHaveBeenCalled();
    rerender({ offers: offers(3, 1, 2), updatedAt: Date.now(), listening: true });
    expect(play).toHaveBeenCalledTimes(1);
    expect(play).toHaveBeenCalledWith(OFFER_CHIME);
    rerender({ offers: offers(3, 1, 2), updatedAt: Date.now() + 1, listening: true });
    rerender({ offers: offers(3), updatedAt: Date.now() + 2, listening: true });
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('is silent while offline and for the list cached from before; the list read after going online is a first list', () => {
    const before = Date.now() - 60_000;
    const { play, rerender } = renderChime({ offers: offers(1), updatedAt: before, listening: true });
    rerender({ offers: offers(1), updatedAt: before, listening: false });
    rerender({ offers: offers(1), updatedAt: before, listening: true });
    expect(play).not.toHaveBeenCalled();
    // What came while the driver was away is not "new" to a driver who just came online.
    rerender({ offers: offers(1, 4, 5), updatedAt: Date.now() + 1, listening: true });
    expect(play).not.toHaveBeenCalled();
    rerender({ offers: offers(1, 4, 5, 6), updatedAt: Date.now() + 2, listening: true });
    expect(play).toHaveBeenCalledTimes(1);
  });
});
