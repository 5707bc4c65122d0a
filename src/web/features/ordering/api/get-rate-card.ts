import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { getQueryFn } from '#web/lib/api-client.ts';

/**
 * What the checkout reads of a country's rate card (GET /api/rate-cards/{countryCode}): its
 * currency and the tip presets, decimal text in that currency ("0", "300", "500"). The answer
 * carries more; only these are relied on.
 */
export const rateCardSchema = z.object({
  countryCode: z.string(),
  currency: z.string(),
  tipPresets: z.array(z.string()),
});
export type RateCard = z.infer<typeof rateCardSchema>;

/** Doubles as the URL: ['/api/rate-cards', 'JP'] GETs /api/rate-cards/JP. */
export const rateCardKey = (countryCode: string) => ['/api/rate-cards', countryCode] as const;

export const rateCardQuery = (countryCode: string) =>
  queryOptions({ queryKey: rateCardKey(countryCode), queryFn: getQueryFn({ schema: rateCardSchema }) });

/**
 * The rate card of the restaurant's country (two letters), once known. Until it answers (or when
 * it fails), there is none: the checkout then offers only the custom tip, never invented presets.
 */
export function useRateCard(countryCode: string | null) {
  return useQuery({ ...rateCardQuery(countryCode ?? ''), enabled: countryCode !== null });
}
