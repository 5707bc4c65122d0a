import { useEffect, useRef, useState } from 'react';
import type { DriverOffer } from '#domain/driver-deliveries/responses.ts';
import { type ChimeNote, playChime } from '#web/lib/sound/chime.ts';
import { createOfferArrivals, OFFER_CHIME } from '../offer-arrivals';

interface OfferChimeOptions {
  offers: readonly DriverOffer[] | undefined;
  /** When the offers were read (the query's dataUpdatedAt). */
  updatedAt: number;
  /** The driver is online: offers are read and new ones heard. */
  listening: boolean;
  play?: (notes: readonly ChimeNote[]) => void;
}

/**
 * Plays a short sound when a new offer appears (not for what was waiting when the list first
 * loaded, nor for an offer already seen). When the driver goes back online, a list cached from
 * before is not the first list: the one read after that moment is, so offers that came meanwhile
 * stay quiet.
 */
export function useOfferChime({ offers, updatedAt, listening, play = playChime }: OfferChimeOptions) {
  const [arrivals] = useState(createOfferArrivals);
  // From mount any list counts (a cached one too); after a pause, only one read since going online.
  const listeningSince = useRef<number | null>(0);
  const playRef = useRef(play);
  playRef.current = play;

  useEffect(() => {
    if (!listening) {
      arrivals.pause();
      listeningSince.current = null;
      return;
    }
    listeningSince.current ??= Date.now();
    if (!offers || updatedAt < listeningSince.current) return;
    if (arrivals.arrived(offers.map((offer) => offer.id)).length > 0) playRef.current(OFFER_CHIME);
  }, [arrivals, offers, updatedAt, listening]);
}
