import {
  DRIVER_BASE_PAY_CENTS,
  DRIVER_INCLUDED_KM,
  DRIVER_PAY_PER_KM_CENTS,
} from '#domain/order-lifecycle/payouts.ts';
import { formatUsd } from '#domain/shared/money.ts';
import { CLAIMS } from '#web/lib/marketing.ts';

/** "$5" for 500 cents: the short form a search result shows. */
function dollars(cents: number): string {
  const text = formatUsd(cents);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

const COUNTRIES = CLAIMS.find((claim) => claim.label === 'Countries')?.value ?? '50+';

/** The tab title of /driver-register: its heading and what drivers earn (SPEC section 9, search metadata). */
export const DRIVER_REGISTER_TITLE = `Register as Driver: earn ${dollars(DRIVER_BASE_PAY_CENTS)} base plus ${dollars(DRIVER_PAY_PER_KM_CENTS)} per km plus tips`;

/** The meta description of /driver-register, written from the same constants as the payout rules. */
export const DRIVER_REGISTER_DESCRIPTION = `Drive with QuickBite on your own schedule: earn ${dollars(DRIVER_BASE_PAY_CENTS)} base per delivery plus ${dollars(DRIVER_PAY_PER_KM_CENTS)} per km beyond ${DRIVER_INCLUDED_KM} km plus tips. Register as a driver in ${COUNTRIES} countries.`;
