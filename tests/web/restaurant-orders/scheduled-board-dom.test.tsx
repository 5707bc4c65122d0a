// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RestaurantOrder } from '#domain/restaurant-orders/responses.ts';
import { OrderCard } from '#web/features/restaurant-orders/components/orders/order-card.tsx';
import { BoardTabs } from '#web/routes/restaurant-app/board-tabs.tsx';
import { type FetchCall, jsonResponse, renderWithProviders, stubFetch } from '../../support/render';
import { readyOrder } from './fixtures';

// Orders for later on the kitchen's board (issue 37): a Scheduled tab after Ready, soonest first,
// each card saying when it is for and when it moves to New Orders (its time minus the restaurant's
// preparation lead), with Reject; once in New Orders or Preparing, a card still badges the time
// promised to the customer. Times are read on the restaurant's clock (Toronto here).

const restaurant = { id: 1, timeZone: 'America/Toronto', prepLeadMinutes: 45 };

function forLater(
  id: number,
  scheduledFor: string,
  overrides: Partial<RestaurantOrder> = {},
): RestaurantOrder {
  return {
    ...readyOrder,
    id,
    status: 'scheduled',
    customerName: `Customer ${id}`,
    scheduledFor,
    prepMinutes: null,
    readyBy: null,
    ...overrides,
  };
}

// The server answers newest first: the order for Saturday came in after the one for Friday.
const saturday = forLater(52, '2026-11-28T17:00:00.000Z'); // Sat 12:00 PM in Toronto
const friday = forLater(51, '2026-11-28T00:15:00.000Z'); // Fri 7:15 PM in Toronto

function board(scheduled: RestaurantOrder[], reject?: (call: FetchCall) => Response) {
  let waiting = scheduled;
  const calls = stubFetch((call) => {
    if (call.url === '/api/restaurant/orders?status=scheduled')
      return jsonResponse({ orders: waiting, nextBefore: null });
    if (call.url.startsWith('/api/restaurant/orders')) return jsonResponse({ orders: [], nextBefore: null });
    if (call.method === 'POST' && reject) {
      waiting = [];
      return reject(call);
    }
    return jsonResponse({ message: 'Not found' }, 404);
  });
  return {
    ...renderWithProviders(<BoardTabs restaurant={restaurant} newOrders={0} />, { toaster: true }),
    calls,
  };
}

const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('the Scheduled tab', () => {
  it('comes after Ready', () => {
    board([]);
    expect(screen.getAllByRole('tab').map(textOf)).toEqual([
      'New Orders',
      'Preparing',
      'Ready',
      'Scheduled',
      'Menu',
      'Promotions',
      'Analytics',
      'Statement',
      'Reviews',
    ]);
  });

  it('lists the orders for later soonest first, each with its time and when it moves to New Orders', async () => {
    const { user, calls } = board([saturday, friday]);
    await user.click(screen.getByRole('tab', { name: 'Scheduled' }));
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Order #51',
      'Order #52',
    ]);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByText('For Fri 7:15 PM')).toBeTruthy();
    expect(within(first).getByText('Moves to New Orders at 6:30 PM')).toBeTruthy();
    // Read first, before the dishes.
    expect(textOf(first).indexOf('For Fri 7:15 PM')).toBeLessThan(textOf(first).indexOf('Margherita'));
    expect(within(second).getByText('For Sat 12:00 PM')).toBeTruthy();
    expect(within(second).getByText('Moves to New Orders at 11:15 AM')).toBeTruthy();
    // Nothing to accept yet: only Reject.
    expect(within(first).getAllByRole('button').map(textOf)).toEqual(['Reject']);
    expect(calls.map((call) => call.url)).toContain('/api/restaurant/orders?status=scheduled');
  });

  it('says when there are none', async () => {
    const { user } = board([]);
    await user.click(screen.getByRole('tab', { name: 'Scheduled' }));
    expect(await screen.findByText('No scheduled orders')).toBeTruthy();
  });

  it('rejects an order for later with the reason the customer is told, taking it off the tab', async () => {
    const { user, calls } = board([friday], () =>
      jsonResponse({ ...friday, status: 'cancelled', cancelReason: 'Too busy', version: friday.version + 1 }),
    );
    await user.click(screen.getByRole('tab', { name: 'Scheduled' }));
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject order #51' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject order' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Order #51' })).toBeNull());
    const posted = calls.filter((call) => call.method === 'POST');
    expect(posted.map((call) => call.url)).toEqual(['/api/orders/51/reject']);
    expect(await screen.findByText('No scheduled orders')).toBeTruthy();
  });
});

describe('an order for later once in the kitchen', () => {
  it('badges the time promised to the customer on New Orders and Preparing', () => {
    for (const status of ['confirmed', 'preparing']) {
      const view = renderWithProviders(
        <OrderCard
          order={forLater(51, friday.scheduledFor ?? '', { status })}
          now={Date.now()}
          timeZone="America/Toronto"
        />,
      );
      expect(screen.getByText('Scheduled for 7:15 PM'), status).toBeTruthy();
      view.unmount();
    }
  });

  it('has no badge for an order placed for as soon as possible', () => {
    renderWithProviders(<OrderCard order={{ ...readyOrder, status: 'confirmed' }} now={Date.now()} />);
    expect(screen.queryByText(/Scheduled for/)).toBeNull();
  });
});
