import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '#domain/order-lifecycle/status-machine.ts';
import { adminOrderKeys } from '#web/features/admin-orders/api/query-keys.ts';
import { OrdersDesk } from '#web/features/admin-orders/components/orders-desk.tsx';
import { deskOrder } from './fixtures';

// The Orders tab rendered to HTML (no browser): the columns, the Locked badge, which rows offer
// Cancel and Assign driver, the filter and Load more.

function text(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function render(status: OrderStatus | null, nextBefore: number | null, orders = rows()) {
  const client = new QueryClient();
  client.setQueryData(adminOrderKeys.deskOrders(status), {
    pages: [{ orders, nextBefore }],
    pageParams: [null],
  });
  return renderToString(
    <QueryClientProvider client={client}>
      <OrdersDesk status={status} onStatusChange={() => {}} onUnauthorized={() => {}} />
    </QueryClientProvider>,
  );
}

function rows() {
  return [
    deskOrder({ id: 30, status: 'ready', deliveryLocked: false }),
    deskOrder({
      id: 29,
      status: 'on-the-way',
      deliveryLocked: true,
      driver: { id: 4, name: 'Sam Rider', phone: '+1 416 555 0199' },
    }),
    deskOrder({ id: 28, status: 'delivered', paymentMethod: 'cash', paymentStatus: 'cash_collected' }),
    deskOrder({
      id: 27,
      status: 'cancelled',
      cancelReason: 'Restaurant closed early',
      paymentStatus: 'refunded',
    }),
  ];
}

/** The HTML of one table row, found by its order number. */
function rowOf(html: string, id: number): string {
  const row = html
    .split('<tr')
    .find((part) => part.includes(`>#<!-- -->${id}<`) || part.includes(`>#${id}<`));
  return text(row ?? '');
}

describe('OrdersDesk', () => {
  it('lists each order with its columns, newest first', () => {
    const html = render(null, null);
    const all = text(html);
    for (const header of [
      'Order',
      'Status',
      'Restaurant',
      'Driver',
      'Customer',
      'Total',
      'Payment',
      'Age',
      'Actions',
    ]) {
      expect(all).toContain(header);
    }
    expect(all).toContain('4 orders shown, newest first');
    expect(rowOf(html, 30)).toContain(
      'Ready Nonna Rosa Pizzeria Unassigned Ada Lovelace +1 416 555 0101 $38.97 Card, paid',
    );
    expect(rowOf(html, 29)).toContain('Sam Rider +1 416 555 0199');
    expect(rowOf(html, 27)).toContain('Restaurant closed early');
    expect(html).toContain('dateTime="2026-05-01T12:00:00.000Z"');
  });

  it('badges a locked delivery and offers to unlock it', () => {
    const html = render(null, null);
    expect(rowOf(html, 29)).toMatch(/Locked ?: too many wrong delivery codes/);
    expect(rowOf(html, 29)).toContain('Unlock delivery of order #29');
    expect(rowOf(html, 30)).not.toContain('Locked');
    expect(rowOf(html, 30)).not.toContain('Unlock');
  });

  it('offers Assign driver while preparing or ready, Cancel until delivered or cancelled', () => {
    const html = render(null, null);
    expect(rowOf(html, 30)).toContain('Assign driver to order #30');
    expect(rowOf(html, 30)).toContain('Cancel order #30');
    expect(rowOf(html, 29)).not.toContain('Assign driver');
    expect(rowOf(html, 29)).toContain('Cancel order #29');
    expect(rowOf(html, 28)).not.toContain('Cancel');
    expect(rowOf(html, 27)).not.toContain('Cancel order');
  });

  it('has a labelled status filter with every status, and Load more while older orders remain', () => {
    const html = render('ready', 30);
    const all = text(html);
    expect(all).toContain(
      'Status All statuses Confirmed Preparing Ready Picked up On the way Delivered Cancelled',
    );
    expect(html).toMatch(/<option value="ready" selected="">Ready<\/option>/);
    expect(all).toContain('Load more');
    expect(text(render('ready', null))).not.toContain('Load more');
  });

  it('says when a filter has no orders', () => {
    expect(text(render('on-the-way', null, []))).toContain('No on the way orders.');
    expect(text(render(null, null, []))).toContain('No orders yet.');
  });
});
