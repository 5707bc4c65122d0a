import { cartLinesForOrder } from '#domain/cart/cart-requests.ts';
import type { CartItem } from '#domain/cart/rules.ts';
import type { CreateOrderInput, PaymentMethod } from '#domain/ordering/requests.ts';
import type { OrderQuote } from '#domain/ordering/responses.ts';
import type { Coordinates } from './geolocation';

export interface CustomerDetailsInput {
  customerName: string;
  customerPhone: string;
  customerAddress: string;
  /** This order's notes (never remembered on the device); missing or blank sends none. */
  kitchenNote?: string;
  deliveryInstructions?: string;
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
  /** The server's quote of this very order: its amounts are the ones sent (and paid). */
  quote: OrderQuote;
  /** The promotion code the quote was made with; blank sends none. */
  promoCode?: string;
  estimatedDelivery: string;
  paymentMethod: PaymentMethod;
  /** The succeeded intent paying a card order; absent for cash. */
  paymentIntentId?: string;
  /** An order for later: the chosen time (ISO), the one the quote was made for; absent for as soon as possible. */
  scheduledFor?: string | null;
}

/**
 * The body of POST /api/orders (SPEC section 7): the quote's subtotal, delivery fee, tip and total
 * as the decimal strings it gave them, in the restaurant's currency; the pin's coordinates as text.
 */
export function buildOrderBody(input: OrderBodyInput): CreateOrderInput {
  const promoCode = input.promoCode?.trim();
  const kitchenNote = input.details.kitchenNote?.trim();
  const deliveryInstructions = input.details.deliveryInstructions?.trim();
  return {
    restaurantId: input.items[0]?.restaurantId ?? 1,
    customerName: input.details.customerName.trim(),
    customerPhone: input.details.customerPhone.trim(),
    customerAddress: input.details.customerAddress.trim(),
    customerLatitude: String(input.coordinates.latitude),
    customerLongitude: String(input.coordinates.longitude),
    items: JSON.stringify(cartLinesForOrder(input.items)),
    subtotal: input.quote.subtotal,
    deliveryFee: input.quote.deliveryFee,
    tip: input.quote.tip,
    total: input.quote.total,
    estimatedDelivery: input.estimatedDelivery,
    paymentMethod: input.paymentMethod,
    ...(promoCode ? { promoCode } : {}),
    ...(kitchenNote ? { kitchenNote } : {}),
    ...(deliveryInstructions ? { deliveryInstructions } : {}),
    ...(input.scheduledFor ? { scheduledFor: input.scheduledFor } : {}),
    ...(input.paymentMethod === 'card' && input.paymentIntentId
      ? { paymentIntentId: input.paymentIntentId }
      : {}),
  };
}
