// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boardKeys } from '#web/features/restaurant-orders/api/query-keys.ts';
import { TopItemsTable } from '#web/features/restaurant-orders/components/analytics/top-items-table.tsx';
import { NewOrderAlarm } from '#web/features/restaurant-orders/components/new-order-alarm.tsx';
import { OrderCard } from '#web/features/restaurant-orders/components/orders/order-card.tsx';
import { OrderList } from '#web/features/restaurant-orders/components/orders/order-list.tsx';
import { PickupDriver } from '#web/features/restaurant-orders/components/orders/pickup-driver.tsx';
import { StatCards } from '#web/features/restaurant-orders/components/stat-cards.tsx';
import { jsonResponse, renderWithProviders, stubFetch, testQueryClient } from '../../support/render';
import { readyOrder as order, vatIncludedOrder, yenOrder } from './fixtures';

// The board's pieces in a DOM: the spec's empty text, a tab that failed to load and its Try again,
// what a card shows (amounts in the order's currency), the driver line, the alarm's audio element
// with its "Tap to enable sound", and the stat cards and top items in the restaurant's currency.

/** An element's text, spaces normalised. */
const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('the Ready tab', () => {
  it('says "No orders ready for pickup" when there are none (SPEC section 2)', async () => {
    stubFetch(() => jsonResponse({ orders: [], nextBefore: null }));
    const queryClient = testQueryClient();
    queryClient.setQueryData(boardKeys.ordersByFilter('ready'), { orders: [], nextBefore: null });
    renderWithProviders(
      <OrderList filter="ready" emptyText="No orders ready for pickup" renderOrder={() => null} />,
      { queryClient },
    );
    expect(screen.getByText('No orders ready for pickup')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it("asks the server for the tab's orders and shows each the way the tab renders it", async () => {
    const calls = stubFetch(() => jsonResponse({ orders: [order], nextBefore: null }));
    renderWithProviders(
      <OrderList filter="ready" emptyText="No orders ready for pickup" renderOrder={(o) => `Card ${o.id}`} />,
    );
    expect(screen.getByRole('status', { name: 'Loading orders' })).toBeTruthy();
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem').map(textOf)).toEqual(['Card 42']);
    expect(calls).toEqual([{ url: '/api/restaurant/orders?status=ready', method: 'GET', body: undefined }]);
  });

  it('says why a tab could not be loaded, and reads it again on Try again', async () => {
    let fail = true;
    const calls = stubFetch(() =>
      fail
        ? jsonResponse({ message: 'Database unavailable' }, 500)
        : jsonResponse({ orders: [], nextBefore: null }),
    );
    const { user } = renderWithProviders(
      <OrderList filter="ready" emptyText="No orders ready for pickup" renderOrder={() => null} />,
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load orders')).toBeTruthy();
    expect(within(alert).getByText('Database unavailable')).toBeTruthy();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No orders ready for pickup')).toBeTruthy();
    expect(calls).toHaveLength(2);
  });

  it('shows who collects the order once a driver is assigned, and says it waits before', () => {
    const { unmount } = renderWithProviders(<PickupDriver order={order} />);
    expect(screen.getByText('Waiting for a driver')).toBeTruthy();
    unmount();
    const { container } = renderWithProviders(
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
    expect(textOf(container)).toBe('Driver: Daniel Okafor · car CKLM 482');
    expect(screen.queryByText('Waiting for a driver')).toBeNull();
  });
});

describe('OrderCard', () => {
  /** The amount lines of a card, as "label amount" pairs. */
  const amountsOf = (card: HTMLElement) =>
    Array.from(card.querySelectorAll('dl > div')).map((row) =>
      Array.from(row.children).map((cell) => textOf(cell)),
    );

  it('shows the number, customer, items with quantities, amounts, payment and age', () => {
    renderWithProviders(<OrderCard order={order} now={Date.parse('2026-03-05T12:07:00.000Z')} />);
    const card = screen.getByRole('article', { name: 'Order #42' });
    expect(textOf(card)).toContain('Order #42Noor7 min ago');
    expect(within(card).getByText('7 min ago').getAttribute('datetime')).toBe('2026-03-05T12:00:00.000Z');
    const items = within(card).getByRole('list', { name: 'Items' });
    expect(within(items).getAllByRole('listitem').map(textOf)).toEqual([
      '2 × Margherita$33.98',
      '1 × Tiramisu$8.99',
    ]);
    // No discount, no tax, no tip: only the lines the total is made of.
    expect(amountsOf(card)).toEqual([
      ['Subtotal', '$42.97'],
      ['Delivery fee', '$4.99'],
      ['Total', '$47.96'],
    ]);
    expect(within(card).getByText('Cash on delivery')).toBeTruthy();
  });

  it('shows a yen order in whole yen, with its discount, tax and tip lines', () => {
    renderWithProviders(<OrderCard order={yenOrder} now={Date.parse('2026-03-05T12:01:00.000Z')} />);
    const card = screen.getByRole('article', { name: 'Order #77' });
    const items = within(card).getByRole('list', { name: 'Items' });
    expect(within(items).getAllByRole('listitem').map(textOf)).toEqual([
      '2 × Shoyu ramen¥1,960',
      '1 × Gyoza¥1,200',
    ]);
    expect(amountsOf(card)).toEqual([
      ['Subtotal', '¥3,160'],
      ['Discount', '-¥316'],
      ['Delivery fee', '¥300'],
      ['Tax', '¥284'],
      ['Tip', '¥200'],
      ['Total', '¥3,628'],
    ]);
    expect(textOf(card)).not.toMatch(/\$|¥\d[\d,]*\.\d/);
    expect(within(card).getByText('Card · Paid')).toBeTruthy();
  });

  it('says the tax the prices include instead of adding a line for it', () => {
    renderWithProviders(<OrderCard order={vatIncludedOrder} now={Date.parse('2026-03-05T12:01:00.000Z')} />);
    const card = screen.getByRole('article', { name: 'Order #78' });
    expect(amountsOf(card)).toEqual([
      ['Subtotal', '£24.00'],
      ['Delivery fee', '£2.50'],
      ['Total', '£26.50'],
    ]);
    expect(within(card).getByText('Includes tax of £4.00')).toBeTruthy();
  });
});

describe('NewOrderAlarm', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is a real audio element with the committed chime, marked while it rings', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    renderWithProviders(<NewOrderAlarm ringing />);
    const audio = screen.getByTestId('new-order-alarm');
    expect(audio.tagName).toBe('AUDIO');
    expect(audio.getAttribute('src')).toBe('/sounds/new-order.wav');
    expect(audio.getAttribute('data-ringing')).toBe('true');
    expect(play).toHaveBeenCalledTimes(1);
    // The unlock button appears only after the browser refused to play.
    expect(screen.queryByRole('button', { name: 'Tap to enable sound' })).toBeNull();
  });

  it('stays silent while no order waits', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    renderWithProviders(<NewOrderAlarm ringing={false} />);
    expect(screen.getByTestId('new-order-alarm').getAttribute('data-ringing')).toBe('false');
    expect(play).not.toHaveBeenCalled();
  });

  it('offers "Tap to enable sound" when the browser refuses, and plays on the tap', async () => {
    const refusal = Object.assign(new Error('play() needs a user gesture'), { name: 'NotAllowedError' });
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValueOnce(refusal);
    play.mockResolvedValue(undefined);
    const { user } = renderWithProviders(<NewOrderAlarm ringing />);
    const button = await screen.findByRole('button', { name: 'Tap to enable sound' });
    await user.click(button);
    expect(play).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Tap to enable sound' })).toBeNull());
  });
});

describe('the stat cards and the top items', () => {
  /** The cards as "label value" pairs. */
  const cardsOf = (container: HTMLElement) =>
    Array.from(container.querySelectorAll('dl > div')).map((card) =>
      Array.from(card.children).map((cell) => textOf(cell)),
    );

  it("show today's figures in the restaurant's currency: whole yen for a kitchen in Japan", async () => {
    const calls = stubFetch(() =>
      jsonResponse({
        currency: 'JPY',
        todayRevenue: '12400',
        todayOrders: 4,
        averageOrderValue: '3091',
        rating: '4.60',
        ratingCount: 12,
        newOrders: 1,
      }),
    );
    const { container } = renderWithProviders(<StatCards />);
    await screen.findByText('¥12,400');
    expect(cardsOf(container)).toEqual([
      ["Today's revenue", '¥12,400'],
      ["Today's orders", '4'],
      ['Average order value', '¥3,091'],
      ['Rating', '4.6 (12)'],
    ]);
    expect(calls[0]?.url).toMatch(/^\/api\/restaurant\/stats\?tz=/);
  });

  it('list the best sellers with their revenue in the currency', () => {
    renderWithProviders(
      <TopItemsTable
        currency="JPY"
        items={[
          { name: 'Shoyu ramen', quantity: 12, revenue: '11760' },
          { name: 'Gyoza', quantity: 5, revenue: '6000' },
        ]}
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Top 5 items' })).getAllByRole('row');
    expect(rows.map(textOf)).toEqual(['ItemSoldRevenue', 'Shoyu ramen12¥11,760', 'Gyoza5¥6,000']);
  });
});
