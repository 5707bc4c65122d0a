// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrackedOrder } from '#domain/tracking/responses.ts';
import { CartProvider } from '#web/features/cart/cart-context.tsx';
import { PLACED_ORDERS_KEY } from '#web/features/ordering/placed-orders.ts';
import { OrderTrackingPage } from '#web/routes/order-tracking/order-tracking-page.tsx';
import { type FetchCall, jsonResponse, renderWithProviders, stubFetch } from '../../support/render';
import { phoneOrder, trackedOrder } from '../tracking/fixtures';
import { publicReview } from './fixtures';

// /order-tracking?token=… with the rating under the tracker: offered only for a delivered order not
// yet rated and inside its window, the customer's own rating shown back once given, and the section
// focused when the page opens at #rate (the "delivered" notification's link).

const token = 'R'.repeat(43);
const DAY = 86_400_000;
const trackUrl = `/api/orders/track/${token}`;

/** The page's live channel, never connected. */
class FakeSocket {
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: (() => void) | null = null;
  send(): void {}
  close(): void {}
}

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeSocket);
  window.localStorage.clear();
});
afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

const inWindow = () => new Date(Date.now() + 2 * DAY).toISOString();

/** The page for the token, the order answered by `orders` in turn (the last one repeated). */
function renderPage(orders: TrackedOrder[], hash = '') {
  window.history.replaceState(null, '', `/order-tracking?token=${token}${hash}`);
  let reads = 0;
  const calls = stubFetch((call: FetchCall) => {
    if (call.url === trackUrl) {
      const order = orders[Math.min(reads, orders.length - 1)];
      reads += 1;
      return jsonResponse(order);
    }
    if (call.url === `${trackUrl}/rating`) return jsonResponse(publicReview({ food: 5, delivery: 4 }), 201);
    return jsonResponse({});
  });
  // The ended order's "Order again" fills the cart: the page sits in the app's cart as it does there.
  const view = renderWithProviders(
    <CartProvider>
      <OrderTrackingPage />
    </CartProvider>,
    { path: `/order-tracking?token=${token}` },
  );
  return { ...view, calls, reads: () => calls.filter((call) => call.url === trackUrl).length };
}

const orderShown = () => screen.findByRole('article', { name: 'Order #1' });

describe('the rating under the full tracker', () => {
  it('is not offered before delivery', async () => {
    renderPage([trackedOrder({ status: 'on-the-way', rateableUntil: null })]);
    await orderShown();
    expect(screen.queryByRole('heading', { name: 'Rate your order' })).toBeNull();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('is not offered once the window has closed', async () => {
    const closed = new Date(Date.now() - 60_000).toISOString();
    renderPage([trackedOrder({ status: 'delivered', rateableUntil: closed })]);
    await orderShown();
    expect(screen.queryByRole('heading', { name: 'Rate your order' })).toBeNull();
  });

  it('is offered for a delivered order inside its window, and read again once sent', async () => {
    const rated = trackedOrder({
      status: 'delivered',
      review: { food: 5, delivery: 4, comment: null, createdAt: new Date().toISOString() },
    });
    const { user, reads } = renderPage([
      trackedOrder({ status: 'delivered', rateableUntil: inWindow() }),
      rated,
    ]);
    const section = await screen.findByRole('region', { name: 'Rate your order' });
    await user.click(within(section).getAllByRole('radio', { name: '5 stars' })[0] as HTMLElement);
    await user.click(within(section).getAllByRole('radio', { name: '4 stars' })[1] as HTMLElement);
    await user.click(within(section).getByRole('button', { name: 'Submit rating' }));
    await screen.findByRole('heading', { name: 'Thanks for your rating' });
    // The order is read again (it now carries the review); the thanks stays on screen.
    await waitFor(() => expect(reads()).toBe(2));
    expect(screen.getByRole('heading', { name: 'Thanks for your rating' })).toBeTruthy();
  });

  it('shows the customer’s own rating back once rated, with no form', async () => {
    const review = {
      food: 5,
      delivery: 4,
      comment: 'Lovely, thank you',
      createdAt: '2026-05-01T19:00:00.000Z',
    };
    renderPage([trackedOrder({ status: 'delivered', review, rateableUntil: null })]);
    const heading = await screen.findByRole('heading', {
      name: 'You rated this order: Food 5/5, Delivery 4/5',
    });
    const section = screen.getByRole('region', { name: 'You rated this order: Food 5/5, Delivery 4/5' });
    expect(section.contains(heading)).toBe(true);
    expect(within(section).getByText('Lovely, thank you')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit rating' })).toBeNull();
  });

  it('scrolls to and focuses the rating when the page opens at #rate', async () => {
    const scrolled: Element[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    renderPage([trackedOrder({ status: 'delivered', rateableUntil: inWindow() })], '#rate');
    const section = await screen.findByRole('region', { name: 'Rate your order' });
    await waitFor(() => expect(document.activeElement).toBe(section));
    expect(section.id).toBe('rate');
    expect(scrolled).toEqual([section]);
  });

  it('leaves the focus alone without the #rate hash', async () => {
    renderPage([trackedOrder({ status: 'delivered', rateableUntil: inWindow() })]);
    const section = await screen.findByRole('region', { name: 'Rate your order' });
    expect(document.activeElement).not.toBe(section);
  });

  it('is offered and focused on the phone link the "delivered" notification opens, on the device that ordered', async () => {
    const phone = '+14165550101';
    window.localStorage.setItem(PLACED_ORDERS_KEY, JSON.stringify([{ orderId: 1, trackingToken: token }]));
    window.history.replaceState(null, '', '/order-tracking#rate');
    stubFetch((call: FetchCall) => {
      if (call.url.startsWith('/api/orders/customer/'))
        return jsonResponse([phoneOrder({ status: 'delivered' })]);
      if (call.url === trackUrl)
        return jsonResponse(trackedOrder({ status: 'delivered', rateableUntil: inWindow() }));
      return jsonResponse({});
    });
    renderWithProviders(
      <CartProvider>
        <OrderTrackingPage />
      </CartProvider>,
      { path: `/order-tracking?${new URLSearchParams({ phone })}` },
    );
    const section = await screen.findByRole('region', { name: 'Rate your order' });
    await waitFor(() => expect(document.activeElement).toBe(section));
  });
});
