// The answer to placing an order.
import { z } from 'zod';
import { trackedOrderSchema } from '../tracking/responses';

/** POST /api/orders: the full view plus the tracking token, which only this answer ever carries. */
export const placedOrderSchema = trackedOrderSchema.extend({ trackingToken: z.string() });
export type PlacedOrderResponse = z.infer<typeof placedOrderSchema>;
