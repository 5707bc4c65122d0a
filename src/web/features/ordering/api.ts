import { queryOptions } from '@tanstack/react-query';
import { PAYMENT_CURRENCY } from '../../../domain/constants';
import type { CustomerOrder } from '../../../domain/customer-order';
import { centsToDecimal } from '../../../domain/money';
import type {
  AuthorizedIntentStatus,
  PaymentConfig,
  PaymentIntentResponse,
  TestCardConfirmInput,
} from '../../../domain/payments';
import type { CreateOrderInput } from '../../../domain/schemas/order';
import { apiRequest, getQueryFn } from '../../lib/api-client';

// One fetcher per endpoint of the ordering contract. Query keys double as URLs (urlFromQueryKey).

export const orderingKeys = {
  paymentConfig: ['/api/payments/config'] as const,
  /** Prefix of every customer's order list (GET /api/orders/customer/{phone}). */
  customerOrders: ['/api/orders/customer'] as const,
};

/** Which card provider is active; it does not change while the server runs. */
export const paymentConfigQuery = () =>
  queryOptions({
    queryKey: orderingKeys.paymentConfig,
    queryFn: getQueryFn<PaymentConfig>(),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** POST /api/create-payment-intent for an order total (dollars as a decimal string, SPEC section 7). */
export async function createPaymentIntent(totalCents: number): Promise<PaymentIntentResponse> {
  const res = await apiRequest('POST', '/api/create-payment-intent', {
    amount: centsToDecimal(totalCents),
    currency: PAYMENT_CURRENCY,
  });
  return (await res.json()) as PaymentIntentResponse;
}

/** POST /api/test-payments/confirm (test mode): confirms an intent with a test card. */
export async function confirmTestPayment(
  input: TestCardConfirmInput,
): Promise<{ paymentIntentId: string; status: AuthorizedIntentStatus }> {
  const res = await apiRequest('POST', '/api/test-payments/confirm', input);
  return (await res.json()) as { paymentIntentId: string; status: AuthorizedIntentStatus };
}

/**
 * POST /api/orders with an Idempotency-Key: a retry of the same attempt (same key, same body) gets
 * the same order back instead of a second one.
 */
export async function placeOrder(body: CreateOrderInput, idempotencyKey: string): Promise<CustomerOrder> {
  const res = await apiRequest('POST', '/api/orders', body, { 'Idempotency-Key': idempotencyKey });
  return (await res.json()) as CustomerOrder;
}
