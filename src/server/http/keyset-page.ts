// Keyset paging of the order lists (restaurant board, driver deliveries, admin desk): a page holds
// rows older than `before`, newest first (the query fields are #domain/shared/paging.ts).

/** One page read by `read(rowsToRead)`, and the id the next, older page starts before (null: none). */
export async function keysetPage<Row extends { id: number }>(
  limit: number,
  read: (rowsToRead: number) => Promise<Row[]>,
): Promise<{ page: Row[]; nextBefore: number | null }> {
  // One row more than asked tells whether an older page exists.
  const rows = await read(limit + 1);
  const page = rows.slice(0, limit);
  return { page, nextBefore: rows.length > limit ? (page.at(-1)?.id ?? null) : null };
}
