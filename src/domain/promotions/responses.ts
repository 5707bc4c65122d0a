// What the restaurant's promotion endpoints answer: its promotions as it set them.
import * as z from 'zod';
import { PROMOTION_KINDS } from './rules';

export const promotionSchema = z.object({
  id: z.number().int(),
  restaurantId: z.number().int(),
  title: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  /** "10" for 10%, or "2.00" off in `currency`. */
  value: z.string(),
  minSubtotal: z.string(),
  firstOrderOnly: z.boolean(),
  code: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  isActive: z.boolean(),
  /** The restaurant's currency: amounts are in it. */
  currency: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Promotion = z.infer<typeof promotionSchema>;
