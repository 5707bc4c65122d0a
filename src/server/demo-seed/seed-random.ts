// A seeded generator (mulberry32) for the demo history: the same orders and reviews on every fresh
// demo database.

export interface SeedRandom {
  /** A number in [0, 1). */
  next(): number;
  pick<T>(values: readonly T[]): T;
}

export function seedRandom(seed: number): SeedRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  return { next, pick };
}
