import { DEFAULT_COUNTRY_CODE } from '#domain/countries/country-list.ts';
import {
  checkoutDetailsSchemaFor,
  hasRequiredCheckoutInfo,
  orderNotesSchema,
} from '#domain/ordering/requests.ts';
import { phoneRegionOfCountryName } from '#domain/shared/phone.ts';
import type { CustomerDetailsInput } from './order-body';

// The only part of ordering that needs zod (through the domain's schema). usePlaceOrder imports it
// on demand, so the cart drawer, which is on every customer screen, keeps zod out of the home bundle.

export { MISSING_INFO_DESCRIPTION, MISSING_INFO_TITLE } from '#domain/ordering/requests.ts';

export type DetailsField = keyof Required<CustomerDetailsInput>;
export type DetailsErrors = Partial<Record<DetailsField, string>>;

export type DetailsCheck =
  | { status: 'ok' }
  /** Empty cart or a blank name, phone or address (SPEC section 5). */
  | { status: 'missing-info'; fields: DetailsErrors }
  /** Filled in but not valid (e.g. letters in the phone). */
  | { status: 'invalid-details'; fields: DetailsErrors };

/**
 * The schema's message per field (first one each), or null when the details are valid. The phone is
 * read in `phoneRegion` (the restaurant's country, two letters), as the server reads it.
 */
export function detailFieldErrors(
  details: CustomerDetailsInput,
  phoneRegion: string = DEFAULT_COUNTRY_CODE,
): DetailsErrors | null {
  // The notes by the very rule the server applies (length after trimming, plain text).
  const parsed = [
    checkoutDetailsSchemaFor(phoneRegion).safeParse(details),
    orderNotesSchema.safeParse(details),
  ];
  const fields: DetailsErrors = {};
  for (const result of parsed) {
    for (const issue of result.error?.issues ?? []) {
      const name = issue.path[0] as DetailsField;
      fields[name] ??= issue.message;
    }
  }
  return Object.keys(fields).length > 0 ? fields : null;
}

/**
 * Place Order's gate: the spec's check first, then the same rules the server validates with. The
 * phone is read in the restaurant's country (`restaurantCountry`, its name as restaurants store it;
 * the spec's Canada while the restaurant is not known), as placing the order reads it.
 */
export function checkDetails(
  details: CustomerDetailsInput,
  cartItemCount: number,
  restaurantCountry?: string | null,
): DetailsCheck {
  const fields = detailFieldErrors(details, phoneRegionOfCountryName(restaurantCountry));
  if (!hasRequiredCheckoutInfo(details, cartItemCount))
    return { status: 'missing-info', fields: fields ?? {} };
  if (fields) return { status: 'invalid-details', fields };
  return { status: 'ok' };
}
