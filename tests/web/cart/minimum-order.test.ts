import { describe, expect, it } from 'vitest';
import { minimumOrderMessage, minimumOrderShortfall } from '#web/features/cart/minimum-order.ts';

// DESIGN deviation 13: what the cart lacks to reach its restaurant's minimum order, as the server
// counts it (the food subtotal, in cents).

describe('minimumOrderShortfall', () => {
  it('is what the subtotal lacks, to the cent', () => {
    expect(minimumOrderShortfall(1199, '15.00', 'CAD')).toEqual({
      minimumCents: 1500,
      missingCents: 301,
      currency: 'CAD',
    });
    expect(minimumOrderShortfall(0, '15.00', 'CAD')).toMatchObject({
      minimumCents: 1500,
      missingCents: 1500,
    });
    expect(minimumOrderShortfall(1499, '15', 'CAD')).toMatchObject({ minimumCents: 1500, missingCents: 1 });
    expect(minimumOrderShortfall(70_000, '1000', 'JPY')).toEqual({
      minimumCents: 100_000,
      missingCents: 30_000,
      currency: 'JPY',
    });
  });

  it('is null once the minimum is reached or passed', () => {
    expect(minimumOrderShortfall(1500, '15.00')).toBeNull();
    expect(minimumOrderShortfall(1699, '15.00')).toBeNull();
  });

  it('is null without a minimum, or with one that is not an amount (the server still checks)', () => {
    expect(minimumOrderShortfall(0, '0.00')).toBeNull();
    expect(minimumOrderShortfall(100, '0')).toBeNull();
    expect(minimumOrderShortfall(100, '')).toBeNull();
    expect(minimumOrderShortfall(100, 'fifteen')).toBeNull();
    expect(minimumOrderShortfall(100, '15.001')).toBeNull();
  });
});

describe('minimumOrderMessage', () => {
  it("names the missing amount and the minimum in the restaurant's currency", () => {
    expect(minimumOrderMessage({ minimumCents: 1500, missingCents: 301, currency: 'CAD' })).toBe(
      'Add $3.01 more to reach the $15.00 minimum order',
    );
    expect(minimumOrderMessage({ minimumCents: 2000, missingCents: 2000, currency: 'GBP' })).toBe(
      'Add £20.00 more to reach the £20.00 minimum order',
    );
    expect(minimumOrderMessage({ minimumCents: 100_000, missingCents: 30_000, currency: 'JPY' })).toBe(
      'Add ¥300 more to reach the ¥1,000 minimum order',
    );
  });

  it("is in the spec's currency for a caller that names none", () => {
    expect(minimumOrderShortfall(1199, '15.00')).toMatchObject({ currency: 'USD' });
  });
});
