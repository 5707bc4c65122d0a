// The money lines of one order (DESIGN deviations 16 and 17), computed once on the server and shown
// as they are everywhere: subtotal - discount + delivery fee + tax when added + tip = total. All in
// cents (hundredths) of the restaurant's currency.
import { includedTaxOf, percentOfMoney } from '../shared/currency';
import { sumCents } from '../shared/money';

export interface OrderAmountsInput {
  currency: string;
  /** The food at menu prices. */
  subtotalCents: number;
  /** The promotion's discount off the food (0 without one); never more than the subtotal. */
  discountCents: number;
  deliveryFeeCents: number;
  tipCents: number;
  /** The restaurant's tax rate, a percent with up to three decimals ("13", "14.975"). */
  taxRate: string;
  /** True when menu prices already include the tax (VAT in the UK or Japan). */
  pricesIncludeTax: boolean;
}

export interface OrderAmounts {
  currency: string;
  subtotalCents: number;
  discountCents: number;
  deliveryFeeCents: number;
  /** On the food after the discount, never on the fee or the tip; rounded half up. */
  taxCents: number;
  /** The tax is inside the food prices (extracted) rather than added to the total. */
  taxIncluded: boolean;
  tipCents: number;
  totalCents: number;
}

export function orderAmounts(input: OrderAmountsInput): OrderAmounts {
  const { currency, subtotalCents, deliveryFeeCents, tipCents, taxRate, pricesIncludeTax } = input;
  const discountCents = Math.min(input.discountCents, subtotalCents);
  const taxableCents = subtotalCents - discountCents;
  const taxCents = pricesIncludeTax
    ? includedTaxOf(taxableCents, taxRate, currency)
    : percentOfMoney(taxableCents, taxRate, currency);
  const addedTaxCents = pricesIncludeTax ? 0 : taxCents;
  return {
    currency,
    subtotalCents,
    discountCents,
    deliveryFeeCents,
    taxCents,
    taxIncluded: pricesIncludeTax,
    tipCents,
    totalCents: sumCents([taxableCents, deliveryFeeCents, addedTaxCents, tipCents]),
  };
}

/** The tax that the total carries on top of the prices: 0 when it is included in them. */
export function addedTaxCents(amounts: Pick<OrderAmounts, 'taxCents' | 'taxIncluded'>): number {
  return amounts.taxIncluded ? 0 : amounts.taxCents;
}
