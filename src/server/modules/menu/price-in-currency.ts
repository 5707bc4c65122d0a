import { amountDecimalsMessage, moneyOrNull } from '#domain/shared/currency.ts';
import { AppError } from '#server/http/app-error.ts';

/** A price with more decimals than the restaurant's currency has (980.5 yen) is a 400 on `price`. */
export function assertPriceFitsCurrency(price: string, currency: string): void {
  if (moneyOrNull(price, currency) !== null) return;
  const message = amountDecimalsMessage('Price', currency);
  throw new AppError(400, 'invalid_input', `price: ${message}`, { price: message });
}
