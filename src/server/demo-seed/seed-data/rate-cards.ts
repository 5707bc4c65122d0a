import type { RateCard } from '#domain/rate-cards/rules.ts';

/**
 * The demo's rate cards for its countries beyond the United States and Canada (whose cards, the
 * spec's rules, every database gets from its migrations): local figures in local currency, at the
 * level delivery platforms pay there.
 */
export const DEMO_RATE_CARDS: readonly RateCard[] = [
  {
    countryCode: 'GB',
    currency: 'GBP',
    driverBase: '3.50',
    driverPerKm: '0.60',
    freeKm: '4',
    tipFeeThreshold: '15.00',
    tipFee: '3.00',
    restaurantDeliveryShare: '20',
    tipPresets: ['0.00', '1.00', '2.00', '5.00'],
  },
  {
    countryCode: 'JP',
    currency: 'JPY',
    driverBase: '500',
    driverPerKm: '80',
    freeKm: '3',
    tipFeeThreshold: '2000',
    tipFee: '300',
    restaurantDeliveryShare: '20',
    tipPresets: ['0', '100', '200', '500'],
  },
  {
    countryCode: 'MX',
    currency: 'MXN',
    driverBase: '35.00',
    driverPerKm: '6.00',
    freeKm: '3',
    tipFeeThreshold: '300.00',
    tipFee: '50.00',
    restaurantDeliveryShare: '20',
    tipPresets: ['0.00', '20.00', '30.00', '50.00'],
  },
];
