// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TrackedOrder } from '#domain/tracking/responses.ts';
import { useTrackedOrder } from '#web/features/tracking/api/get-tracked-order.ts';
import { trackingKeys } from '#web/features/tracking/api/query-keys.ts';
import { OrderCard } from '#web/features/tracking/components/order-card.tsx';
import { OrderTracker } from '#web/features/tracking/components/order-tracker.tsx';
import { trackedView } from '#web/features/tracking/order-views.ts';
import { scheduledDateTime } from '#web/lib/scheduled-time.ts';
import {
  type FetchCall,
  findToast,
  jsonResponse,
  renderWithProviders,
  stubFetch,
  testQueryClient,
} from '../../support/render';
import { phoneOrder, trackedOrder } from './fixtures';

// An order for later on the customer's trackers (issue 37), and cancelling before the kitchen
// starts (issue 38): the time it is for, on the customer's own clock, the "Scheduled" badge, and a
// "Cancel order" that asks first, shows the cancelled order at once and says the server's reason
// when it is too late.

const token = 'x'.repeat(43);
const AT = '2026-11-28T00:15:00.000Z';
const scheduled = (overrides: Partial<TrackedOrder> = {}) =>
  trackedOrder({
    status: 'scheduled',
    scheduledFor: AT,
    timeline: [{ status: 'scheduled', at: '2026-11-27T18:00:00.000Z' }],
    ...overrides,
  });
const TOO_LATE = 'The restaurant has started your order';

/** The tracker of /order-tracking: the order read through its token, as the page shows it. */
function TokenTracker() {
  const tracked = useTrackedOrder(token);
  return tracked.data ? <OrderTracker view={trackedView(tracked.data, token, undefined)} /> : null;
}

function renderTracker(order: TrackedOrder, answer: (call: FetchCall) => Response) {
  const calls = stubFetch(answer);
  const queryClient = testQueryClient();
  // Fresh as the app keeps it (5 minutes): read again only when something says it changed.
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } });
  queryClient.setQueryData(trackingKeys.trackedOrder(token), order);
  return { ...renderWithProviders(<TokenTracker />, { queryClient, toaster: true }), calls, queryClient };
}

const cancelPosts = (calls: FetchCall[]) => calls.filter((call) => call.method === 'POST');

describe('an order for later on the tracker', () => {
  it('says the time it is for, badged "Scheduled", without the usual estimate', () => {
    renderTracker(scheduled(), () => jsonResponse({}));
    const article = screen.getByRole('article', { name: 'Order #1' });
    expect(within(article).getByText('Scheduled')).toBeTruthy();
    const when = within(article).getByTestId('scheduled-for');
    expect(when.textContent).toBe(`Scheduled for ${scheduledDateTime(AT)}`);
    expect(when.querySelector('time')?.getAttribute('datetime')).toBe(AT);
    expect(within(article).queryByText('25-35 min')).toBeNull();
    expect(within(article).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
  });

  it('shows the orders list card as Scheduled, with its time', () => {
    renderWithProviders(
      <OrderCard view={{ kind: 'phone', order: phoneOrder({ status: 'scheduled', scheduledFor: AT }) }} />,
    );
    const card = screen.getByRole('article', { name: 'Order #1' });
    expect(within(card).getByText('Scheduled')).toBeTruthy();
    expect(within(card).getByTestId('scheduled-for').textContent).toBe(
      `Scheduled for ${scheduledDateTime(AT)}`,
    );
  });

  it('says nothing of a time for an order placed for as soon as possible', () => {
    renderTracker(trackedOrder(), () => jsonResponse({}));
    expect(screen.queryByTestId('scheduled-for')).toBeNull();
    expect(screen.getByText('25-35 min')).toBeTruthy();
  });
});

describe('Cancel order', () => {
  it('asks first, then shows the order cancelled and says so', async () => {
    const cancelled = scheduled({ status: 'cancelled', cancelReason: 'Cancelled by the customer' });
    const { user, calls, queryClient } = renderTracker(scheduled(), (call) =>
      call.method === 'POST' ? jsonResponse(cancelled) : jsonResponse({}),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(within(dialog).getByText('Order #1 from Nonna Rosa Pizzeria.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Keep order' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));

    const toast = await findToast('Order cancelled');
    expect(within(toast).getByText('Order #1 was cancelled.')).toBeTruthy();
    expect(cancelPosts(calls)).toEqual([
      { url: `/api/orders/track/${token}/cancel`, method: 'POST', body: undefined },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const article = screen.getByRole('article', { name: 'Order #1' });
    expect(within(article).getByText('Cancelled')).toBeTruthy();
    expect(within(article).getByText(/Reason: Cancelled by the customer/)).toBeTruthy();
    expect(within(article).queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(queryClient.getQueryData<TrackedOrder>(trackingKeys.trackedOrder(token))?.status).toBe(
      'cancelled',
    );
  });

  it('says a paid card is refunded', async () => {
    const { user } = renderTracker(
      scheduled({ status: 'confirmed', paymentMethod: 'card', paymentStatus: 'paid' }),
      () => jsonResponse({}),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(
      within(dialog).getByText('Order #1 from Nonna Rosa Pizzeria. Your card payment is refunded.'),
    ).toBeTruthy();
  });

  it("says the server's reason when the kitchen started meanwhile, and reads the order again", async () => {
    const { user, calls } = renderTracker(scheduled({ status: 'confirmed' }), (call) =>
      call.method === 'POST'
        ? jsonResponse({ code: 'too_late_to_cancel', message: TOO_LATE }, 409)
        : jsonResponse(scheduled({ status: 'preparing' })),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(TOO_LATE);
    expect(within(dialog).getByRole('button', { name: 'Cancel order' })).toHaveProperty('disabled', true);
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    const article = screen.getByRole('article', { name: 'Order #1' });
    await waitFor(() =>
      expect(within(article).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50'),
    );
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(calls.filter((call) => call.method === 'GET').map((call) => call.url)).toEqual([
      `/api/orders/track/${token}`,
    ]);
  });

  it('keeps the order on "Keep order", sending nothing', async () => {
    const { user, calls } = renderTracker(scheduled(), () => jsonResponse({}));
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
  });

  it('is offered only before the kitchen starts, and only with the tracking token', () => {
    for (const status of ['preparing', 'ready', 'on-the-way', 'delivered', 'cancelled']) {
      const view = renderTracker(trackedOrder({ status }), () => jsonResponse({}));
      expect(screen.queryByRole('button', { name: 'Cancel order' }), status).toBeNull();
      view.unmount();
    }
    const confirmed = renderTracker(trackedOrder(), () => jsonResponse({}));
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
    confirmed.unmount();
    renderWithProviders(
      <OrderTracker view={{ kind: 'phone', order: phoneOrder({ status: 'scheduled' }) }} />,
    );
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });
});
