import { describe, expect, it } from 'vitest';
import { computePayouts, driverTipCents } from '#domain/order-lifecycle/payouts.ts';

const base = { subtotalCents: 3000, deliveryFeeCents: 499, tipCents: 0, distanceKm: 3 };

describe('computePayouts', () => {
  it('pays the $5 base only within 5 km', () => {
    const p = computePayouts(base);
    expect(p.driverPayCents).toBe(500);
    expect(p.driverDistanceCents).toBe(0);
    expect(computePayouts({ ...base, distanceKm: 5 }).driverPayCents).toBe(500);
  });

  it('matches the worked example: 7.5 km, $25 tip', () => {
    const p = computePayouts({ subtotalCents: 3000, deliveryFeeCents: 499, tipCents: 2500, distanceKm: 7.5 });
    expect(p.driverBaseCents).toBe(500);
    expect(p.driverDistanceCents).toBe(250);
    expect(p.driverTipCents).toBe(2000);
    expect(p.tipFeeCents).toBe(500);
    expect(p.driverPayCents).toBe(2750);
    expect(p.restaurantDeliveryShareCents).toBe(100);
    expect(p.restaurantPayCents).toBe(3100);
    expect(p.totalCents).toBe(5999);
    expect(p.companyPayCents).toBe(5999 - 2750 - 3100);
  });

  it('pays distance beyond 5 km pro rata to the cent, rounded half up', () => {
    expect(computePayouts({ ...base, distanceKm: 5.13 }).driverDistanceCents).toBe(13);
    expect(computePayouts({ ...base, distanceKm: 5.125 }).driverDistanceCents).toBe(13);
    expect(computePayouts({ ...base, distanceKm: 5.124 }).driverDistanceCents).toBe(12);
    expect(computePayouts({ ...base, distanceKm: 12.34 }).driverDistanceCents).toBe(734);
  });

  it('gives tips up to $20 fully to the driver and deducts $5 above', () => {
    expect(driverTipCents(0)).toBe(0);
    expect(driverTipCents(1000)).toBe(1000);
    expect(driverTipCents(2000)).toBe(2000);
    expect(driverTipCents(2001)).toBe(1501);
    expect(driverTipCents(5000)).toBe(4500);
    const p = computePayouts({ ...base, tipCents: 2000 });
    expect(p.driverPayCents).toBe(2500);
    expect(p.tipFeeCents).toBe(0);
  });

  it('gives the restaurant the subtotal plus 20% of the fee, rounded half up', () => {
    expect(computePayouts(base).restaurantPayCents).toBe(3000 + 100);
    expect(computePayouts({ ...base, deliveryFeeCents: 299 }).restaurantPayCents).toBe(3000 + 60);
    expect(computePayouts({ ...base, deliveryFeeCents: 0 }).restaurantPayCents).toBe(3000);
  });

  it('lets companyPay go negative on long trips and always balances', () => {
    const p = computePayouts({ subtotalCents: 1000, deliveryFeeCents: 499, tipCents: 0, distanceKm: 20 });
    expect(p.driverPayCents).toBe(2000);
    expect(p.companyPayCents).toBe(1499 - 2000 - 1100);
    expect(p.companyPayCents).toBeLessThan(0);
    for (const input of [base, { ...base, tipCents: 3333, distanceKm: 9.99 }]) {
      const q = computePayouts(input);
      expect(q.driverPayCents + q.restaurantPayCents + q.companyPayCents).toBe(q.totalCents);
    }
  });

  it('refuses invalid input', () => {
    expect(() => computePayouts({ ...base, subtotalCents: -1 })).toThrow(RangeError);
    expect(() => computePayouts({ ...base, tipCents: 1.5 })).toThrow(RangeError);
    expect(() => computePayouts({ ...base, deliveryFeeCents: Number.NaN })).toThrow(RangeError);
    expect(() => computePayouts({ ...base, distanceKm: -2 })).toThrow(RangeError);
    expect(() => computePayouts({ ...base, distanceKm: Number.POSITIVE_INFINITY })).toThrow(RangeError);
  });
});
