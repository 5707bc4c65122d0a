import { moneyDecimal, restaurantCurrency } from '#domain/shared/currency.ts';
import { toCents } from '#domain/shared/money.ts';

// Stored restaurant amounts as every reader sends them: in the currency of the restaurant's country
// and printed with its decimals ("300" yen; numeric columns read back as "300.00").

/** The restaurant row with its currency, its fee and minimum order printed in it. */
export function withRestaurantCurrency<
  T extends { country: string; deliveryFee: string; minOrder: string; taxRate: string },
>(row: T): T & { currency: string } {
  const currency = restaurantCurrency(row.country);
  return {
    ...row,
    currency,
    taxRate: percentText(row.taxRate),
    deliveryFee: moneyDecimal(toCents(row.deliveryFee), currency),
    minOrder: moneyDecimal(toCents(row.minOrder), currency),
  };
}

/** "13.000" (how numeric(6,3) reads back) as "13", "14.975" as it is. */
export function percentText(stored: string): string {
  return stored.includes('.') ? stored.replace(/\.?0+$/, '') : stored;
}

/** A menu item with its restaurant's currency, its price printed in it. */
export function menuItemInCurrency<T extends { price: string }>(
  row: T,
  currency: string,
): T & { currency: string } {
  return { ...row, price: moneyDecimal(toCents(row.price), currency), currency };
}
