// Housekeeping deletes in small batches, each its own short statement, so a large backlog never
// holds many row locks or one long transaction while orders are being placed.

export const DELETE_BATCH_SIZE = 1000;
/** Bounds one round, so a backlog is worked off over several rounds instead of one endless one. */
const MAX_BATCHES_PER_ROUND = 100;

/** Runs `deleteBatch` (which removes at most `size` rows and says how many) until a batch comes up short. */
export async function deleteInBatches(
  deleteBatch: (size: number) => Promise<number>,
  size = DELETE_BATCH_SIZE,
): Promise<number> {
  let total = 0;
  for (let batch = 0; batch < MAX_BATCHES_PER_ROUND; batch++) {
    const deleted = await deleteBatch(size);
    total += deleted;
    if (deleted < size) break;
  }
  return total;
}
