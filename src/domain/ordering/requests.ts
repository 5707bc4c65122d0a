// Checkout and order placement (SPEC sections 5 and 7). The server recomputes every amount from the
// menu (DESIGN deviation 7); the amounts here are validated only so nonsense is a clear 400.
import * as z from 'zod';
import { MAX_CART_ITEM_QUANTITY } from '../cart/rules';
import { DEFAULT_COUNTRY_CODE } from '../countries/country-list';
import { lineOptionsSchema } from '../menu/option-groups';
import { formatMoney } from '../shared/currency';
import { decimalInput } from '../shared/decimal-schema';
import { MAX_LENGTH, optionalEnum, optionalText, requiredText } from '../shared/fields';
import { idValueSchema } from '../shared/ids';
import { customerPhoneIn, customerPhoneText } from '../shared/phone';
import { CHOOSE_DELIVERY_POINT, LATITUDE_RANGE, LONGITUDE_RANGE } from './messages';
import { maxTipCents } from './order-limits';
import {
  DELIVERY_INSTRUCTIONS_CONTROL,
  DELIVERY_INSTRUCTIONS_TOO_LONG,
  foldLineBreaks,
  hasControlCharacter,
  KITCHEN_NOTE_CONTROL,
  KITCHEN_NOTE_TOO_LONG,
  ORDER_NOTE_MAX_LENGTH,
} from './order-notes';

export const MISSING_INFO_TITLE = 'Missing information';
export const MISSING_INFO_DESCRIPTION = 'Please fill in all required fields.';
export const TIP_FORMAT = 'Tip must be a non-negative amount with at most 2 decimal places';
/** Said when a tip is above the limit of the restaurant's currency ($500.00, ¥75,000). */
export function tipTooLarge(currency: string): string {
  return `Tip cannot be more than ${formatMoney(maxTipCents(currency), currency)}`;
}
export const CART_EMPTY = 'Your cart is empty';
export const ITEMS_NOT_A_LIST = 'Items must be a JSON list of cart entries';
export const MAX_ORDER_ENTRIES = 50;
export const QUANTITY_RANGE = `Quantity must be a whole number from 1 to ${MAX_CART_ITEM_QUANTITY}`;
export const PAYMENT_METHODS = ['card', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * The details step of the drawer and the /checkout form, its phone read in the restaurant's country
 * (`phoneRegion`, two letters) exactly as placing the order reads it.
 */
export function checkoutDetailsSchemaFor(phoneRegion: string) {
  return z.object({
    customerName: requiredText('Name is required', MAX_LENGTH.name),
    customerPhone: customerPhoneIn(phoneRegion),
    customerAddress: requiredText('Address is required', MAX_LENGTH.address),
  });
}
/** The details step while the restaurant's country is not known: the spec's Canada. */
export const checkoutDetailsSchema = checkoutDetailsSchemaFor(DEFAULT_COUNTRY_CODE);
export type CheckoutDetails = z.output<typeof checkoutDetailsSchema>;

/**
 * Place Order's gate (SPEC section 5): a non-empty cart and all three fields filled in, else the
 * "Missing information" toast.
 */
export function hasRequiredCheckoutInfo(
  details: { customerName: string; customerPhone: string; customerAddress: string },
  cartItemCount: number,
): boolean {
  return (
    cartItemCount > 0 &&
    details.customerName.trim() !== '' &&
    details.customerPhone.trim() !== '' &&
    details.customerAddress.trim() !== ''
  );
}

/**
 * A tip: non-negative, cents at most. Missing means 0. Its limit and decimals depend on the
 * restaurant's currency, so the server checks them once it knows the restaurant (tipTooLarge).
 */
export const tipSchema = decimalInput({
  // Wide enough for any currency's limit, narrow enough for toCents.
  precision: 15,
  scale: 2,
  messages: { required: TIP_FORMAT, format: TIP_FORMAT, tooLarge: TIP_FORMAT },
}).default('0.00');

const amount = (label: string, precision: number) =>
  decimalInput({
    precision,
    scale: 2,
    messages: {
      required: `${label} is required`,
      format: `${label} must be a non-negative amount with at most 2 decimal places`,
      tooLarge: `${label} is too large`,
    },
  });

/** One cart entry inside `items`; extra cart fields (imageUrl, restaurantName...) are stripped. */
export const orderItemEntrySchema = z.object({
  id: idValueSchema.optional(),
  name: requiredText('Item name is required', 200),
  quantity: z
    .number({ error: QUANTITY_RANGE })
    .int(QUANTITY_RANGE)
    .min(1, QUANTITY_RANGE)
    .max(MAX_CART_ITEM_QUANTITY, QUANTITY_RANGE),
  /** The unit price with the chosen options' deltas. */
  price: amount('Item price', 12),
  /** The chosen option ids of the item's option groups; none by default. */
  options: lineOptionsSchema,
});
export type OrderItemEntry = z.output<typeof orderItemEntrySchema>;

/** `items` is JSON text of the cart (SPEC section 7); an already-parsed list is accepted too. */
export const orderItemsSchema = z
  .union([z.string().max(50_000, 'Items are too long'), z.array(z.unknown())], { error: ITEMS_NOT_A_LIST })
  .transform((value, ctx) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: ITEMS_NOT_A_LIST });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(orderItemEntrySchema, { error: ITEMS_NOT_A_LIST })
      .min(1, CART_EMPTY)
      .max(MAX_ORDER_ENTRIES, `An order can hold at most ${MAX_ORDER_ENTRIES} entries`),
  );

/**
 * The confirmed drop-off's coordinate, sent as text (SPEC: customerLatitude/Longitude are strings)
 * or a number. Required: missing or blank asks for the pin on the map (DESIGN deviation 14).
 */
const coordinateText = (limit: 90 | 180, message: string) =>
  z
    .union([z.string(), z.number()], {
      error: (issue) => (issue.input === undefined || issue.input === null ? CHOOSE_DELIVERY_POINT : message),
    })
    .transform((value) => String(value).trim())
    .refine((text) => text !== '', { message: CHOOSE_DELIVERY_POINT, abort: true })
    .refine((text) => /^-?\d+(\.\d+)?$/.test(text) && Math.abs(Number(text)) <= limit, message);

/** One note: missing, null or blank means none (null); else trimmed, bounded and plain. */
function orderNote(messages: { tooLong: string; control: string }) {
  return z
    .string({ error: messages.control })
    .transform((text) => foldLineBreaks(text).trim())
    .refine((text) => !hasControlCharacter(text), { message: messages.control, abort: true })
    .refine((text) => text.length <= ORDER_NOTE_MAX_LENGTH, messages.tooLong)
    .nullish()
    .transform((text) => (text ? text : null));
}

export const kitchenNoteSchema = orderNote({ tooLong: KITCHEN_NOTE_TOO_LONG, control: KITCHEN_NOTE_CONTROL });
export const deliveryInstructionsSchema = orderNote({
  tooLong: DELIVERY_INSTRUCTIONS_TOO_LONG,
  control: DELIVERY_INSTRUCTIONS_CONTROL,
});

/** The checkout form's two notes, as the details step and /checkout validate them before placing. */
export const orderNotesSchema = z.object({
  kitchenNote: kitchenNoteSchema,
  deliveryInstructions: deliveryInstructionsSchema,
});
export type OrderNotes = z.output<typeof orderNotesSchema>;

export const INVALID_SCHEDULED_FOR = 'Choose a delivery time such as 2026-11-27T19:15:00Z';

/**
 * An order for later: an ISO time with its offset ("2026-11-27T19:15:00Z"); absent or null for as
 * soon as possible. Which times may be chosen is the restaurant's (opening-hours/delivery-slots.ts).
 */
export const scheduledForSchema = z
  .union([z.iso.datetime({ offset: true, error: INVALID_SCHEDULED_FOR }), z.null()], {
    error: INVALID_SCHEDULED_FOR,
  })
  .optional()
  .transform((text) => (text ? new Date(text) : null));

/** The body of POST /api/orders. */
export const createOrderSchema = z.object({
  restaurantId: idValueSchema,
  customerName: checkoutDetailsSchema.shape.customerName,
  // Read in the restaurant's country when the order is placed, and stored in E.164.
  customerPhone: customerPhoneText,
  customerAddress: checkoutDetailsSchema.shape.customerAddress,
  customerLatitude: coordinateText(90, LATITUDE_RANGE),
  customerLongitude: coordinateText(180, LONGITUDE_RANGE),
  items: orderItemsSchema,
  subtotal: amount('Subtotal', 12),
  deliveryFee: amount('Delivery fee', 12),
  tip: tipSchema,
  total: amount('Total', 12),
  estimatedDelivery: requiredText('Estimated delivery is required', 50),
  paymentMethod: optionalEnum(PAYMENT_METHODS),
  paymentIntentId: optionalText(255),
  /** A restaurant's promotion code; without one the best automatic promotion applies. */
  promoCode: optionalText(40),
  /** Plain text for the kitchen ("No onions"): the restaurant and the customer see it. */
  kitchenNote: kitchenNoteSchema,
  /** Plain text for the driver at the door: the driver who holds the delivery and the customer see it. */
  deliveryInstructions: deliveryInstructionsSchema,
  /** When the customer wants it, for an order for later; absent for as soon as possible. */
  scheduledFor: scheduledForSchema,
});
export type CreateOrderInput = z.input<typeof createOrderSchema>;

/**
 * The body of POST /api/orders/quote: what prices an order, nothing placed. The phone is optional:
 * with it, first-order promotions are judged for that phone; without, they are left out.
 */
export const orderQuoteRequestSchema = z.object({
  restaurantId: idValueSchema,
  items: orderItemsSchema,
  tip: tipSchema,
  promoCode: optionalText(40),
  customerPhone: customerPhoneText.optional(),
  /** An order for later is quoted for its time: a restaurant closed now may be open then. */
  scheduledFor: scheduledForSchema,
});
export type OrderQuoteRequestInput = z.input<typeof orderQuoteRequestSchema>;
export type OrderQuoteRequest = z.output<typeof orderQuoteRequestSchema>;
export type CreateOrder = z.output<typeof createOrderSchema>;
