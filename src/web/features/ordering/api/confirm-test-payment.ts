import type { TestCardConfirmInput } from '#domain/payments/card-payments.ts';
import { type TestPaymentResult, testPaymentResultSchema } from '#domain/payments/card-payments.ts';
import { apiCall } from '#web/lib/api-client.ts';

/** POST /api/test-payments/confirm (test mode): confirms an intent with a test card. */
export async function confirmTestPayment(input: TestCardConfirmInput): Promise<TestPaymentResult> {
  return apiCall({
    method: 'POST',
    url: '/api/test-payments/confirm',
    body: input,
    schema: testPaymentResultSchema,
  });
}
