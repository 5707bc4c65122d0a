import { describe, expect, it } from 'vitest';
import { daysWithOrders, restaurantTotals } from '#web/features/finance/restaurant-statement-figures.ts';

describe('the restaurant statement', () => {
  it('shows the five totals, Net last and drawn stronger', () => {
    const figures = restaurantTotals({
      orders: 3,
      grossFoodSales: '1234.50',
      deliveryFeeShare: '3.00',
      refunds: '20.00',
      net: '1217.50',
    });
    expect(figures.map((figure) => [figure.label, figure.value])).toEqual([
      ['Orders', '3'],
      ['Gross food sales', '$1,234.50'],
      ['Delivery fee share (20%)', '$3.00'],
      ['Refunds', '$20.00'],
      ['Net', '$1,217.50'],
    ]);
    expect(figures.filter((figure) => figure.emphasis).map((figure) => figure.label)).toEqual(['Net']);
  });

  it('lists only the days that had orders', () => {
    const day = (date: string, orders: number) => ({ date, orders });
    expect(daysWithOrders([day('2026-03-01', 0), day('2026-03-02', 2), day('2026-03-03', 0)])).toEqual([
      day('2026-03-02', 2),
    ]);
  });
});
