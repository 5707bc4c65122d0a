import type { CreateOrderInput } from '#domain/ordering/requests.ts';
import type { PlacedOrderResponse } from '#domain/ordering/responses.ts';
import { apiCall } from '#web/lib/api-client.ts';

/**
 * POST /api/orders with an Idempotency-Key: a retry of the same attempt (same key, same body) gets
 * the same order back instead of a second one. The answer is the full view of the order plus its
 * tracking token, which no other answer ever carries.
 */
export async function placeOrder(
  body: CreateOrderInput,
  idempotencyKey: string,
): Promise<PlacedOrderResponse> {
  // Loaded on the first order, not with the app shell that holds the cart drawer: the schema brings
  // zod with it, which no screen should pay for before it needs to check an answer.
  const { placedOrderSchema } = await import('#domain/ordering/responses.ts');
  return apiCall({
    method: 'POST',
    url: '/api/orders',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: placedOrderSchema,
  });
}
