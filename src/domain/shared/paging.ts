// Keyset paging shared by the order lists (restaurant board, driver deliveries, admin desk): a page
// holds orders older than `before` (the previous page's nextBefore), at most `limit` of them.
import * as z from 'zod';
import { MAX_ID } from './ids';

const BEFORE_MESSAGE = 'before must be an order id';

/** An order id: the page holds only older orders. */
export const beforeQuery = z.coerce
  .number({ error: BEFORE_MESSAGE })
  .int(BEFORE_MESSAGE)
  .min(1, BEFORE_MESSAGE)
  .max(MAX_ID, BEFORE_MESSAGE)
  .optional();

export function limitQuery(max: number, fallback: number) {
  const message = `limit must be from 1 to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(1, message).max(max, message).default(fallback);
}
