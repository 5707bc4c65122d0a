import { describe, expect, it } from 'vitest';
import { driverTotals } from '#web/features/finance/driver-statement-figures.ts';

describe('the driver statement', () => {
  it('shows the seven totals, Total pay drawn stronger', () => {
    const figures = driverTotals(
      {
        deliveries: 2,
        base: '10.00',
        distance: '3.40',
        tip: '25.00',
        tipFee: '5.00',
        pay: '38.40',
        cashCollected: '41.97',
      },
      'CAD',
    );
    expect(figures.map((figure) => [figure.label, figure.value])).toEqual([
      ['Deliveries', '2'],
      ['Base pay', '$10.00'],
      ['Distance pay', '$3.40'],
      ['Tips', '$25.00'],
      ['Tip fees deducted', '$5.00'],
      ['Total pay', '$38.40'],
      ['Cash collected', '$41.97'],
    ]);
    expect(figures.filter((figure) => figure.emphasis).map((figure) => figure.label)).toEqual(['Total pay']);
  });

  it('writes every total in the statement currency: whole yen', () => {
    const figures = driverTotals(
      {
        deliveries: 1,
        base: '500',
        distance: '0',
        tip: '300',
        tipFee: '0',
        pay: '800',
        cashCollected: '1290',
      },
      'JPY',
    );
    expect(figures.slice(1).map((figure) => figure.value)).toEqual([
      '¥500',
      '¥0',
      '¥300',
      '¥0',
      '¥800',
      '¥1,290',
    ]);
  });
});
