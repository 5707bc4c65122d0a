import { maxOrderTotalCents } from '#domain/ordering/order-limits.ts';
import { amountTooLarge, currencyMustBe } from '#domain/payments/card-payments.ts';
import {
  amountDecimalsMessage,
  fitsCurrency,
  providerAmount,
  restaurantCurrency,
} from '#domain/shared/currency.ts';
import { AppError } from '#server/http/app-error.ts';
import type { CreatedIntent, PaymentProvider } from '#server/payment-providers/payment-provider.ts';
import type { PaymentsRepo } from './payments.repo';

// POST /api/create-payment-intent (DESIGN deviation 16): a card payment in the restaurant's
// currency. The amount is checked against that currency's decimals and limit, then handed to the
// provider in its smallest unit (whole yen for JPY, cents for CAD).

const invalid = (field: string, message: string) =>
  new AppError(400, 'invalid_input', `${field}: ${message}`, { [field]: message });

export async function startCardPayment(
  deps: { provider: PaymentProvider; repo: PaymentsRepo },
  input: { restaurantId: number; amount: number; currency?: string | undefined },
): Promise<CreatedIntent & { amountCents: number; currency: string }> {
  const country = await deps.repo.approvedRestaurantCountry(input.restaurantId);
  if (country === null) throw invalid('restaurantId', 'Restaurant not found');
  const currency = restaurantCurrency(country);
  const code = currency.toLowerCase();
  if (input.currency !== undefined && input.currency !== code)
    throw invalid('currency', currencyMustBe(currency));
  if (!fitsCurrency(input.amount, currency))
    throw invalid('amount', amountDecimalsMessage('Amount', currency));
  if (input.amount > maxOrderTotalCents(currency)) throw invalid('amount', amountTooLarge(currency));
  const intent = await deps.provider.createIntent({
    amount: providerAmount(input.amount, currency),
    currency: code,
  });
  return { ...intent, amountCents: input.amount, currency: code };
}
