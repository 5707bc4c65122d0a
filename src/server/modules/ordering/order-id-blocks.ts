// Order ids are taken from the orders sequence a block at a time, so a cash order needs no round
// trip of its own for its id. A block is never handed out twice; ids of a block an instance had not
// used when it stopped are simply never used (gaps in the numbers, as a refused order leaves). One
// instance hands its ids out in the order requests ask for them.

export const ORDER_ID_BLOCK = 50;

export function createOrderIdBlocks(
  reserve: (count: number) => Promise<number[]>,
  blockSize = ORDER_ID_BLOCK,
) {
  let ids: number[] = [];
  let refill: Promise<void> | null = null;

  return {
    async next(): Promise<number> {
      // Everyone waiting on an empty block shares one reservation; a failed one is tried afresh by
      // the next request.
      for (;;) {
        const id = ids.shift();
        if (id !== undefined) return id;
        refill ??= reserve(blockSize)
          .then((reserved) => {
            ids = ids.concat(reserved);
          })
          .finally(() => {
            refill = null;
          });
        await refill;
      }
    },
  };
}

export type OrderIdBlocks = ReturnType<typeof createOrderIdBlocks>;
