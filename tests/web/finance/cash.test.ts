import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { CashOverview, DriverCash } from '#domain/finance/responses.ts';
import { financeKeys } from '#web/features/finance/api/query-keys.ts';
import { replaceDriverCash } from '#web/features/finance/cash-cache.ts';
import { balanceNote, balanceState, canSettle } from '#web/features/finance/cash-text.ts';
import { handleAdminLiveMessage } from '#web/routes/admin/live-notices.ts';

const driver = (overrides: Partial<DriverCash>): DriverCash => ({
  driverId: 1,
  name: 'Sam Rider',
  phone: '+1 416 555 0199',
  currency: 'CAD',
  cashCollected: '60.00',
  payKept: '14.00',
  owes: '46.00',
  settled: '0.00',
  balance: '46.00',
  lastSettlementAt: null,
  ...overrides,
});

describe('what a balance says', () => {
  it('tells owing, even and owed apart, and offers a settlement only to a driver who owes', () => {
    expect([balanceState('46.00'), balanceNote('46.00'), canSettle('46.00')]).toEqual(['owes', null, true]);
    expect([balanceState('0.00'), balanceNote('0.00'), canSettle('0.00')]).toEqual([
      'settled',
      'Settled',
      false,
    ]);
    expect([balanceState('-3.50'), balanceNote('-3.50'), canSettle('-3.50')]).toEqual([
      'owed-to-driver',
      'The company owes the driver',
      false,
    ]);
  });
});

describe('replaceDriverCash', () => {
  const overview: CashOverview = {
    drivers: [
      driver({}),
      driver({ driverId: 2, name: 'Ana', balance: '-3.50' }),
      driver({ driverId: 3, name: 'Kenji', currency: 'JPY', balance: '4200' }),
    ],
    outstanding: [
      { currency: 'CAD', amount: '42.50' },
      { currency: 'JPY', amount: '4200' },
    ],
  };

  it('puts the driver’s new figures in its row and moves the outstanding sum of its currency by the change', () => {
    const settled = driver({ settled: '25.00', balance: '21.00', lastSettlementAt: '2026-03-18T10:00:00Z' });
    expect(replaceDriverCash(overview, settled)).toEqual({
      drivers: [settled, overview.drivers[1], overview.drivers[2]],
      outstanding: [
        { currency: 'CAD', amount: '17.50' },
        { currency: 'JPY', amount: '4200' },
      ],
    });
    const yen = driver({ driverId: 3, name: 'Kenji', currency: 'JPY', balance: '1200', settled: '3000' });
    expect(replaceDriverCash(overview, yen)?.outstanding).toEqual([
      { currency: 'CAD', amount: '42.50' },
      { currency: 'JPY', amount: '1200' },
    ]);
  });

  it('leaves the table as it is for a driver it does not list, or before it loaded', () => {
    expect(replaceDriverCash(overview, driver({ driverId: 9 }))).toBe(overview);
    expect(replaceDriverCash(undefined, driver({}))).toBeUndefined();
  });
});

describe('live refresh of the Cash tab', () => {
  it('reads the drivers’ cash again when an order changes', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    handleAdminLiveMessage(
      { type: 'order_updated', data: { id: 5, customerPhone: '1', restaurantId: 1, driverId: 3 } },
      client,
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: financeKeys.cash });
  });

  it('leaves them alone for an order change that writes no cash, such as a kitchen accepting', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    handleAdminLiveMessage(
      {
        type: 'order_updated',
        data: { id: 5, customerPhone: '1', restaurantId: 1, driverId: null, status: 'preparing' },
      },
      client,
    );
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: financeKeys.cash });
    handleAdminLiveMessage(
      {
        type: 'order_updated',
        data: { id: 5, customerPhone: '1', restaurantId: 1, driverId: 3, status: 'delivered' },
      },
      client,
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: financeKeys.cash });
  });

  it('reads them again when another admin recorded a settlement, and nothing else', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    handleAdminLiveMessage({ type: 'cash_updated', data: { driverId: 3 } }, client);
    expect(invalidate.mock.calls).toEqual([[{ queryKey: financeKeys.cash }]]);
  });
});
