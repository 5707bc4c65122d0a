import { moneyDecimal, restaurantCurrency } from '#domain/shared/currency.ts';
import { toCents } from '#domain/shared/money.ts';
import type { StoredOptionGroup } from './schema';

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

/** A menu item with its restaurant's currency, its price and options' price changes printed in it. */
export function menuItemInCurrency<T extends { price: string; optionGroups?: StoredOptionGroup[] }>(
  row: T,
  currency: string,
): T & { currency: string } {
  const priced = { ...row, price: moneyDecimal(toCents(row.price), currency), currency };
  if (row.optionGroups) priced.optionGroups = optionGroupsInCurrency(row.optionGroups, currency);
  return priced;
}

/** Option groups with each price change printed in the currency ("1.50", "200"). */
export function optionGroupsInCurrency(
  groups: readonly StoredOptionGroup[],
  currency: string,
): StoredOptionGroup[] {
  return groups.map((group) => ({
    ...group,
    options: group.options.map((option) => ({
      ...option,
      priceDelta: moneyDecimal(toCents(option.priceDelta), currency),
    })),
  }));
}
