// Path ids (/api/restaurants/{id} and the like). Ids are Postgres `integer` serials, so anything
// outside 1..2147483647 cannot exist: refusing it here gives a clean 400 instead of a database
// error (a 500) for ids such as "abc", "1.5" or a 30-digit number.
import * as z from 'zod';

export const MAX_ID = 2_147_483_647;
export const INVALID_ID = 'Invalid id';

/** A string of digits without leading zeros, parsed to a number in 1..2147483647. */
export const idParamSchema = z
  .string({ error: INVALID_ID })
  // One check, so a bad id gets one message: digits without a leading zero, at most MAX_ID.
  .refine((text) => /^[1-9]\d{0,9}$/.test(text) && Number(text) <= MAX_ID, INVALID_ID)
  .transform(Number);

/** The params object of a route with a single :id segment. */
export const idParamsSchema = z.object({ id: idParamSchema });

/** An id inside a JSON body: a positive integer number, or its digit string, in the same range. */
export const idValueSchema = z
  .union([z.number(), z.string()], { error: INVALID_ID })
  .transform((value) => (typeof value === 'number' ? String(value) : value))
  .pipe(idParamSchema);
