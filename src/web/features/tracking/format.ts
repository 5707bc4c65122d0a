/** "1 item" / "2 items". */
export function itemCountText(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/** "1 order" / "3 orders", newest first (the look-up's order). */
export function ordersSummary(count: number): string {
  return `${count} ${count === 1 ? 'order' : 'orders'}, newest first`;
}
