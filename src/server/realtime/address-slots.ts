// Open live sockets per client address on this instance, so one address cannot hold an unbounded
// number of them. A slot is taken before the upgrade completes and given back when the TCP
// connection closes, whichever way it ends, so two upgrades racing cannot both take the last one.

export function createAddressSlots(maxPerAddress: number) {
  const open = new Map<string, number>();

  return {
    /** Takes a slot for `address`, or returns false when it already holds the maximum. */
    tryTake(address: string): boolean {
      const count = open.get(address) ?? 0;
      if (count >= maxPerAddress) return false;
      open.set(address, count + 1);
      return true;
    },
    release(address: string): void {
      const count = open.get(address) ?? 0;
      // Drop the key at zero so addresses seen once do not accumulate.
      if (count <= 1) open.delete(address);
      else open.set(address, count - 1);
    },
    count(address: string): number {
      return open.get(address) ?? 0;
    },
  };
}

export type AddressSlots = ReturnType<typeof createAddressSlots>;
