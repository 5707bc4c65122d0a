import type { RateCard } from '#domain/rate-cards/rules.ts';

// Every instance keeps the rate cards (one small row per country) to estimate pay when an order is
// placed and to show pay on driver offers, without a read per order. A card change drops the copy
// on every instance (it publishes catalogue_changed); while changes from other instances might not
// be heard, or after `ttlMs`, the cards are read again. Final pay at delivery always reads the card
// in the delivering transaction.

export interface RateCardCacheOptions {
  load: () => Promise<RateCard[]>;
  hearsChanges: () => boolean;
  ttlMs?: number;
  now?: () => number;
}

export function createRateCardCache(options: RateCardCacheOptions) {
  const ttlMs = options.ttlMs ?? 5_000;
  const now = options.now ?? Date.now;
  let cached: { cards: Promise<Map<string, RateCard>>; expiresAt: number } | null = null;

  const loadAll = () =>
    options.load().then((cards) => new Map(cards.map((card) => [card.countryCode, card])));

  return {
    async get(countryCode: string): Promise<RateCard | null> {
      if (!options.hearsChanges()) return (await loadAll()).get(countryCode) ?? null;
      if (!cached || cached.expiresAt <= now()) {
        const entry = { cards: loadAll(), expiresAt: now() + ttlMs };
        cached = entry;
        entry.cards.catch(() => {
          if (cached === entry) cached = null;
        });
      }
      return (await cached.cards).get(countryCode) ?? null;
    },
    invalidate(): void {
      cached = null;
    },
  };
}

export type RateCardCache = ReturnType<typeof createRateCardCache>;
