import { moneyDecimal } from '#domain/shared/currency.ts';
import { toCents } from '#domain/shared/money.ts';

// An order's money as every view sends it: each amount as a decimal string in the order's own
// currency ("980" yen, "12.50" pounds; numeric columns read back as "980.00"), with that currency.

export interface StoredOrderAmounts {
  currency: string;
  subtotal: string;
  discount: string;
  deliveryFee: string;
  tax: string;
  taxIncluded: boolean;
  tip: string;
  total: string;
}

export function orderAmountsView(row: StoredOrderAmounts): StoredOrderAmounts {
  const money = (text: string) => moneyDecimal(toCents(text), row.currency);
  return {
    currency: row.currency,
    subtotal: money(row.subtotal),
    discount: money(row.discount),
    deliveryFee: money(row.deliveryFee),
    tax: money(row.tax),
    taxIncluded: row.taxIncluded,
    tip: money(row.tip),
    total: money(row.total),
  };
}
