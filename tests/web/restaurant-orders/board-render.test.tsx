import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { RestaurantOrder } from '#domain/restaurant-orders/responses.ts';
import { boardKeys } from '#web/features/restaurant-orders/api/query-keys.ts';
import { NewOrderAlarm } from '#web/features/restaurant-orders/components/new-order-alarm.tsx';
import { OrderCard } from '#web/features/restaurant-orders/components/orders/order-card.tsx';
import { OrderList } from '#web/features/restaurant-orders/components/orders/order-list.tsx';
import { PickupDriver } from '#web/features/restaurant-orders/components/orders/pickup-driver.tsx';

// The board's pieces rendered to HTML (no browser): the spec's empty text, what a card shows, the
// driver line and the alarm's audio element.

const order: RestaurantOrder = {
  id: 42,
  status: 'ready',
  customerName: 'Noor',
  items: [
    { name: 'Margherita', quantity: 2, price: '16.99' },
    { name: 'Tiramisu', quantity: 1, price: '8.99' },
  ],
  itemCount: 3,
  subtotal: '42.97',
  deliveryFee: '4.99',
  tip: '0.00',
  total: '47.96',
  paymentMethod: 'cash',
  paymentStatus: 'cash_due',
  prepMinutes: 20,
  readyBy: '2026-03-05T12:20:00.000Z',
  cancelReason: null,
  driver: null,
  createdAt: '2026-03-05T12:00:00.000Z',
  updatedAt: '2026-03-05T12:15:00.000Z',
  version: 3,
  timeline: [],
};

/** The visible text of rendered HTML, one space between elements. */
function text(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function withQueries(client: QueryClient, node: ReactNode): string {
  return renderToString(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

describe('the Ready tab', () => {
  it('says "No orders ready for pickup" when there are none (SPEC section 2)', () => {
    const client = new QueryClient();
    client.setQueryData(boardKeys.ordersByFilter('ready'), { orders: [], nextBefore: null });
    const html = withQueries(
      client,
      <OrderList filter="ready" emptyText="No orders ready for pickup" renderOrder={() => null} />,
    );
    expect(html).toContain('No orders ready for pickup');
  });

  it('shows who collects the order once a driver is assigned, and says it waits before', () => {
    expect(renderToString(<PickupDriver order={order} />)).toContain('Waiting for a driver');
    const html = renderToString(
      <PickupDriver
        order={{
          ...order,
          driver: {
            id: 3,
            name: 'Daniel Okafor',
            phone: '4165550100',
            vehicleType: 'car',
            vehicleNumber: 'CKLM 482',
          },
        }}
      />,
    );
    expect(html).toContain('Daniel Okafor');
    expect(html).toContain('CKLM 482');
    expect(html).not.toContain('Waiting for a driver');
  });
});

describe('OrderCard', () => {
  it('shows the number, customer, items with quantities, total, payment and age', () => {
    const shown = text(
      renderToString(<OrderCard order={order} now={Date.parse('2026-03-05T12:07:00.000Z')} />),
    );
    expect(shown).toContain('Order #42 Noor 7 min ago');
    expect(shown).toContain('2 × Margherita $33.98');
    expect(shown).toContain('1 × Tiramisu $8.99');
    expect(shown).toContain('Total $47.96 Cash on delivery');
  });
});

describe('NewOrderAlarm', () => {
  it('is a real audio element with the committed chime, marked while it rings', () => {
    const html = renderToString(<NewOrderAlarm ringing />);
    expect(html).toContain('<audio');
    expect(html).toContain('src="/sounds/new-order.wav"');
    expect(html).toContain('data-testid="new-order-alarm"');
    expect(html).toContain('data-ringing="true"');
    // The unlock button appears only after the browser refused to play.
    expect(html).not.toContain('Tap to enable sound');
  });
});
