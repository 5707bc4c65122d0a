import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { AdminDeskOrder, AdminDeskPage } from '#domain/admin-orders/responses.ts';
import { ADMIN_DESK_PAGE_SIZE } from '#domain/admin-orders/responses.ts';
import { orderPaymentText, orderStatusText } from '#web/components/order-labels.ts';
import { adminOrdersUrl } from '#web/features/admin-orders/api/get-admin-orders.ts';
import { adminOrderKeys } from '#web/features/admin-orders/api/query-keys.ts';
import { replaceDeskOrder } from '#web/features/admin-orders/desk-cache.ts';
import { canAssign, canCancel, orderAge } from '#web/features/admin-orders/desk-text.ts';
import { handleAdminLiveMessage } from '#web/routes/admin/live-notices.ts';
import { deskOrder } from './fixtures';

// The admin's order desk: page URLs, what a row says, which actions an order offers, the cache after
// an action, and the live refresh.

describe('adminOrdersUrl', () => {
  it('asks for the newest page of every order by default', () => {
    expect(adminOrdersUrl({ status: null, before: null })).toBe(
      `/api/admin/orders?limit=${ADMIN_DESK_PAGE_SIZE}`,
    );
  });

  it('filters by status and pages with before', () => {
    expect(adminOrdersUrl({ status: 'on-the-way', before: 120, limit: 20 })).toBe(
      '/api/admin/orders?status=on-the-way&before=120&limit=20',
    );
  });
});

describe('orderAge', () => {
  const created = '2026-05-01T12:00:00.000Z';
  const at = (ms: number) => Date.parse(created) + ms;

  it('reads minutes, then hours and minutes, then days', () => {
    expect(orderAge(created, at(30_000))).toBe('under 1 min');
    expect(orderAge(created, at(12 * 60_000 + 59_000))).toBe('12 min');
    expect(orderAge(created, at(60 * 60_000))).toBe('1 h');
    expect(orderAge(created, at(185 * 60_000))).toBe('3 h 5 min');
    expect(orderAge(created, at(49 * 3_600_000))).toBe('2 d');
  });

  it('copes with a clock behind the server and an unreadable time', () => {
    expect(orderAge(created, at(-60_000))).toBe('under 1 min');
    expect(orderAge('never', at(0))).toBe('');
  });
});

describe('row texts', () => {
  it('names every status, and shows an unknown one as it is', () => {
    expect(orderStatusText('picked-up')).toBe('Picked up');
    expect(orderStatusText('on-the-way')).toBe('On the way');
    expect(orderStatusText('lost')).toBe('lost');
  });

  it('says how an order is paid', () => {
    expect(orderPaymentText('card', 'paid')).toBe('Card, paid');
    expect(orderPaymentText('cash', 'cash_due')).toBe('Cash, due');
    expect(orderPaymentText('cash', 'cash_collected')).toBe('Cash, collected');
    expect(orderPaymentText('card', 'refund_pending')).toBe('Card, refund pending');
    expect(orderPaymentText('voucher', 'odd_state')).toBe('voucher, odd state');
  });
});

describe('actions offered', () => {
  it('cancels anything not delivered or already cancelled', () => {
    for (const status of ['confirmed', 'preparing', 'ready', 'picked-up', 'on-the-way']) {
      expect(canCancel(status)).toBe(true);
    }
    expect(canCancel('delivered')).toBe(false);
    expect(canCancel('cancelled')).toBe(false);
  });

  it('assigns a driver to preparing and ready orders only', () => {
    expect(canAssign('preparing')).toBe(true);
    expect(canAssign('ready')).toBe(true);
    for (const status of ['confirmed', 'picked-up', 'on-the-way', 'delivered', 'cancelled']) {
      expect(canAssign(status)).toBe(false);
    }
  });
});

describe('replaceDeskOrder', () => {
  const page = (orders: AdminDeskOrder[], nextBefore: number | null): AdminDeskPage => ({
    orders,
    nextBefore,
  });
  const data = {
    pages: [page([deskOrder({ id: 9 }), deskOrder({ id: 8 })], 8), page([deskOrder({ id: 7 })], null)],
    pageParams: [null, 8],
  };

  it('puts the action’s answer in place of the row, on whichever page it is', () => {
    const cancelled = deskOrder({ id: 7, status: 'cancelled', version: 3, cancelReason: 'Out of stock' });
    const next = replaceDeskOrder(data, cancelled);
    expect(next?.pages[1]?.orders[0]).toBe(cancelled);
    expect(next?.pages[0]).toBe(data.pages[0]);
    expect(next?.pageParams).toEqual([null, 8]);
  });

  it('never steps a row back to an older version, and ignores orders not shown', () => {
    const older = deskOrder({ id: 9, status: 'confirmed', version: 0 });
    const current = data.pages[0]?.orders[0];
    expect(replaceDeskOrder(data, older)?.pages[0]?.orders[0]).toBe(current);
    expect(replaceDeskOrder(data, deskOrder({ id: 99 }))).toBe(data);
    expect(replaceDeskOrder(undefined, deskOrder({ id: 9 }))).toBeUndefined();
  });
});

describe('live refresh', () => {
  it('reads the desk again on order_created and order_updated', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    handleAdminLiveMessage(
      { type: 'order_created', data: { id: 5, restaurantId: 1, customerName: 'Ada', total: '12.00' } },
      client,
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: adminOrderKeys.desk });
    invalidate.mockClear();
    handleAdminLiveMessage(
      { type: 'order_updated', data: { id: 5, customerPhone: '1', restaurantId: 1, driverId: null } },
      client,
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: adminOrderKeys.desk });
  });

  it('one invalidation covers every status filter', () => {
    const client = new QueryClient();
    for (const status of [null, 'ready'] as const) {
      client.setQueryData(adminOrderKeys.deskOrders(status), { pages: [], pageParams: [] });
    }
    void client.invalidateQueries({ queryKey: adminOrderKeys.desk });
    expect(client.getQueryCache().findAll({ queryKey: adminOrderKeys.desk, stale: true })).toHaveLength(2);
  });
});
