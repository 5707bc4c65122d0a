import { describe, expect, it } from 'vitest';
import { daysWithOrders, restaurantTotals } from '#web/features/finance/restaurant-statement-figures.ts';

describe('the restaurant statement', () => {
  it('shows the seven totals in its currency, Net last and drawn stronger', () => {
    const figures = restaurantTotals(
      {
        orders: 3,
        grossFoodSales: '1234.50',
        discounts: '10.00',
        tax: '160.49',
        deliveryFeeShare: '3.00',
        refunds: '20.00',
        net: '1367.99',
      },
      'CAD',
    );
    expect(figures.map((figure) => [figure.label, figure.value])).toEqual([
      ['Orders', '3'],
      ['Gross food sales', '$1,234.50'],
      ['Discounts', '$10.00'],
      ['Tax added', '$160.49'],
      ['Delivery fee share (20%)', '$3.00'],
      ['Refunds', '$20.00'],
      ['Net', '$1,367.99'],
    ]);
    expect(figures.filter((figure) => figure.emphasis).map((figure) => figure.label)).toEqual(['Net']);
  });

  it('writes yen without decimals and pounds with their sign', () => {
    const yen = restaurantTotals(
      {
        orders: 2,
        grossFoodSales: '2960',
        discounts: '0',
        tax: '0',
        deliveryFeeShare: '120',
        refunds: '0',
        net: '3080',
      },
      'JPY',
    );
    expect(yen.at(-1)?.value).toBe('¥3,080');
    expect(yen[1]?.value).toBe('¥2,960');
    const pounds = restaurantTotals(
      {
        orders: 1,
        grossFoodSales: '12.50',
        discounts: '0.00',
        tax: '0.00',
        deliveryFeeShare: '0.50',
        refunds: '0.00',
        net: '13.00',
      },
      'GBP',
    );
    expect(pounds.at(-1)?.value).toBe('£13.00');
  });

  it('lists only the days that had orders', () => {
    const day = (date: string, orders: number) => ({ date, orders });
    expect(daysWithOrders([day('2026-03-01', 0), day('2026-03-02', 2), day('2026-03-03', 0)])).toEqual([
      day('2026-03-02', 2),
    ]);
  });
});
