import type { ChimeNote } from '#web/lib/sound/chime.ts';

/** A new offer: two rising notes, under half a second (made with Web Audio, no sound file). */
export const OFFER_CHIME: readonly ChimeNote[] = [
  { hz: 880, at: 0, seconds: 0.16 },
  { hz: 1320, at: 0.18, seconds: 0.24 },
];

/**
 * Which offers are new to this driver, for the new-offer sound. The first list after the app opens
 * or the driver goes online is what was already waiting: it sounds nothing. After that, an offer
 * sounds once, the first time it shows; one seen before (gone and back, e.g. after a refetch or a
 * trip offline) never again.
 */
export function createOfferArrivals() {
  const seen = new Set<number>();
  let primed = false;
  return {
    /** The ids of `offerIds` never seen before; none for a first list. */
    arrived(offerIds: readonly number[]): number[] {
      const fresh = offerIds.filter((id) => !seen.has(id));
      for (const id of fresh) seen.add(id);
      if (!primed) {
        primed = true;
        return [];
      }
      return fresh;
    },
    /** The driver stopped listening (went offline): the next list is a first list again. */
    pause(): void {
      primed = false;
    },
  };
}
