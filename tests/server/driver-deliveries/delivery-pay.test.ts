import { describe, expect, it } from 'vitest';
import { deliveryPay } from '#server/modules/driver-deliveries/delivery-view.ts';

// The pay a driver sees before accepting follows the rate card kept with the order, in its currency.

const yenOrder = {
  currency: 'JPY',
  subtotal: '2940.00',
  discount: '0.00',
  deliveryFee: '300.00',
  tax: '267.00',
  taxIncluded: true,
  tip: '2500.00',
  deliveryDistance: '4.50',
};

const japaneseCard = {
  countryCode: 'JP',
  currency: 'JPY',
  driverBase: '500',
  driverPerKm: '80',
  freeKm: '3',
  tipFeeThreshold: '2000',
  tipFee: '300',
  restaurantDeliveryShare: '20',
  tipPresets: ['0', '100', '200', '500'],
};

describe('deliveryPay', () => {
  it("pays by the order's own card, in whole yen", () => {
    const breakdown = JSON.stringify({ estimate: true, rateCard: japaneseCard });
    // 500 base + 1.5 km beyond 3 at 80 (120) + the 2,500 tip less the 300 fee above 2,000.
    expect(deliveryPay({ ...yenOrder, paymentBreakdown: breakdown })).toEqual({
      base: '500',
      distance: '120',
      tip: '2500',
      tipFee: '300',
      total: '2820',
    });
  });

  it("pays by the spec's rules an order stored before rate cards", () => {
    const dollars = { ...yenOrder, currency: 'CAD', tip: '3.00', deliveryDistance: '7.25' };
    expect(deliveryPay({ ...dollars, paymentBreakdown: null })).toEqual({
      base: '5.00',
      distance: '2.25',
      tip: '3.00',
      tipFee: '0.00',
      total: '10.25',
    });
  });
});
