import type { CartItem } from '#domain/cart/rules.ts';
import { cartTotalCents } from '#domain/cart/rules.ts';
import type { CreateOrderInput, PaymentMethod } from '#domain/ordering/requests.ts';
import { DELIVERY_FEE_CENTS } from '#domain/ordering/rules.ts';
import { centsToDecimal } from '#domain/shared/money.ts';
import type { Coordinates } from './geolocation';

export interface OrderAmounts {
  subtotalCents: number;
  deliveryFeeCents: number;
  tipCents: number;
  totalCents: number;
}

/** Subtotal, the fixed fee, the tip and their sum, in integer cents (DESIGN section 4). */
export function orderAmounts(items: readonly CartItem[], tipCents = 0): OrderAmounts {
  const subtotalCents = cartTotalCents(items);
  return {
    subtotalCents,
    deliveryFeeCents: DELIVERY_FEE_CENTS,
    tipCents,
    totalCents: subtotalCents + DELIVERY_FEE_CENTS + tipCents,
  };
}

export interface CustomerDetailsInput {
  customerName: string;
  customerPhone: string;
  customerAddress: string;
}

export const EMPTY_DETAILS: CustomerDetailsInput = Object.freeze({
  customerName: '',
  customerPhone: '',
  customerAddress: '',
});

export interface OrderBodyInput {
  items: readonly CartItem[];
  details: CustomerDetailsInput;
  /** The drop-off pin the customer confirmed (never a guessed or default position). */
  coordinates: Coordinates;
  tipCents: number;
  estimatedDelivery: string;
  paymentMethod: PaymentMethod;
  /** The succeeded intent paying a card order; absent for cash. */
  paymentIntentId?: string;
}

/**
 * The body of POST /api/orders (SPEC section 7): amounts as decimal strings, the pin's coordinates
 * as text.
 */
export function buildOrderBody(input: OrderBodyInput): CreateOrderInput {
  const amounts = orderAmounts(input.items, input.tipCents);
  return {
    restaurantId: input.items[0]?.restaurantId ?? 1,
    customerName: input.details.customerName.trim(),
    customerPhone: input.details.customerPhone.trim(),
    customerAddress: input.details.customerAddress.trim(),
    customerLatitude: String(input.coordinates.latitude),
    customerLongitude: String(input.coordinates.longitude),
    items: JSON.stringify(input.items),
    subtotal: centsToDecimal(amounts.subtotalCents),
    deliveryFee: centsToDecimal(amounts.deliveryFeeCents),
    tip: centsToDecimal(amounts.tipCents),
    total: centsToDecimal(amounts.totalCents),
    estimatedDelivery: input.estimatedDelivery,
    paymentMethod: input.paymentMethod,
    ...(input.paymentMethod === 'card' && input.paymentIntentId
      ? { paymentIntentId: input.paymentIntentId }
      : {}),
  };
}
