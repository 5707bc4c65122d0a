// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UNANSWERED_ORDER_REASON } from '#domain/order-lifecycle/unanswered-orders.ts';
import { OrderCard } from '#web/features/tracking/components/order-card.tsx';
import { OrderTracker } from '#web/features/tracking/components/order-tracker.tsx';
import type { OrderView } from '#web/features/tracking/order-views.ts';
import { renderWithProviders } from '../../support/render';
import { phoneOrder, trackedOrder } from './fixtures';

// A cancelled order says why on both trackers (issue "Never miss an order"): an order nobody
// answered in time reads "The restaurant did not respond".

const cancelled = {
  status: 'cancelled',
  cancelReason: UNANSWERED_ORDER_REASON,
  timeline: [
    { status: 'confirmed', at: '2026-05-01T11:50:00.000Z' },
    { status: 'cancelled', at: '2026-05-01T12:00:00.000Z' },
  ],
};

/** The timeline's closing line (the live map's note says "This order was cancelled." alone). */
const cancelledText = () => screen.getByText(/^This order was cancelled at/);

describe('a cancelled order', () => {
  it('shows the reason on the full tracker', () => {
    const view: OrderView = {
      kind: 'tracked',
      order: trackedOrder(cancelled),
      trackingToken: 'x'.repeat(43),
      driver: null,
    };
    renderWithProviders(<OrderTracker view={view} />);
    expect(cancelledText().textContent).toContain(`Reason: ${UNANSWERED_ORDER_REASON}`);
  });

  it('shows the reason on the phone look-up card, under Live tracking', async () => {
    const { user } = renderWithProviders(
      <OrderCard view={{ kind: 'phone', order: phoneOrder(cancelled) }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Live tracking' }));
    expect(cancelledText().textContent).toContain(`Reason: ${UNANSWERED_ORDER_REASON}`);
  });

  it('says no reason when none was given', async () => {
    const { user } = renderWithProviders(
      <OrderCard view={{ kind: 'phone', order: phoneOrder({ ...cancelled, cancelReason: null }) }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Live tracking' }));
    expect(cancelledText().textContent).not.toContain('Reason');
  });
});
