// GET /api/rate-cards/{countryCode}: a country's payout rules (the shape PUT takes back unchanged).
import * as z from 'zod';

export const rateCardSchema = z.object({
  countryCode: z.string(),
  currency: z.string(),
  driverBase: z.string(),
  driverPerKm: z.string(),
  freeKm: z.string(),
  tipFeeThreshold: z.string(),
  tipFee: z.string(),
  restaurantDeliveryShare: z.string(),
  tipPresets: z.array(z.string()),
});
export type RateCardResponse = z.infer<typeof rateCardSchema>;
