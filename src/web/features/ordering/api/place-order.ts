import type { CustomerOrder } from '../../../../domain/customer-order';
import type { CreateOrderInput } from '../../../../domain/schemas/order';
import { apiCall } from '../../../lib/api-client';

/**
 * POST /api/orders with an Idempotency-Key: a retry of the same attempt (same key, same body) gets
 * the same order back instead of a second one.
 */
export async function placeOrder(body: CreateOrderInput, idempotencyKey: string): Promise<CustomerOrder> {
  // Loaded on the first order, not with the app shell that holds the cart drawer: the schema brings
  // zod with it, which no screen should pay for before it needs to check an answer.
  const { customerOrderSchema } = await import('../../../../domain/customer-order');
  return apiCall({
    method: 'POST',
    url: '/api/orders',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: customerOrderSchema,
  });
}
