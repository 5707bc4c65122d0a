import type { RateCard } from '#domain/rate-cards/rules.ts';
import { formatShortAmount, SPEC_US_RATE_CARD } from '#web/features/registration/payout-rules.ts';
import { CLAIMS } from '#web/lib/marketing.ts';

const usd = (value: string) => formatShortAmount(value, SPEC_US_RATE_CARD.currency);

const COUNTRIES = CLAIMS.find((claim) => claim.label === 'Countries')?.value ?? '50+';

/**
 * The tab title of /driver-register: its heading and what drivers earn in the chosen country, from
 * its rate card in its currency ("earn ¥500 base plus ¥80 per km plus tips"). Without a card there
 * is no figure to state.
 */
export function driverRegisterTitle(card: RateCard | null): string {
  if (!card) return 'Register as Driver';
  const short = (value: string) => formatShortAmount(value, card.currency);
  return `Register as Driver: earn ${short(card.driverBase)} base plus ${short(card.driverPerKm)} per km plus tips`;
}

/**
 * The meta description of /driver-register. It is read before any country is chosen, so it quotes
 * the spec's card (the United States) by name and leaves every other country's rates to the page.
 * A function, not a constant: formatting money is a page's first use of Intl, which costs a phone
 * tens of milliseconds, and every other page would pay it while the entry script loads.
 */
export const driverRegisterDescription = (): string =>
  `Drive with QuickBite: in the US earn ${usd(SPEC_US_RATE_CARD.driverBase)} base plus ${usd(SPEC_US_RATE_CARD.driverPerKm)} per km plus tips; elsewhere your country's rates. Register as a driver in ${COUNTRIES} countries.`;
