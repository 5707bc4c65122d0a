// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Cancellation } from '#domain/tracking/order-outcome.ts';
import type { PhoneOrder, TrackedOrder } from '#domain/tracking/responses.ts';
import { OrderCard } from '#web/features/tracking/components/order-card.tsx';
import { OrderTracker } from '#web/features/tracking/components/order-tracker.tsx';
import type { OrderView } from '#web/features/tracking/order-views.ts';
import { formatStepTime } from '#web/features/tracking/timeline-steps.ts';
import { renderWithProviders } from '../../support/render';
import { phoneOrder, trackedOrder } from './fixtures';

// The tracker tells how the order is going and how it ended (issue "After the order", item 1): who
// cancelled and why, where the money is, the server's arrival time, the driver, each line's total,
// the tip, how it is paid and the cash to have ready.

const token = 'x'.repeat(43);
const full = (overrides: Partial<TrackedOrder> = {}): OrderView => ({
  kind: 'tracked',
  order: trackedOrder(overrides),
  trackingToken: token,
  driver: null,
});
const phone = (overrides: Partial<PhoneOrder> = {}): OrderView => ({
  kind: 'phone',
  order: phoneOrder(overrides),
});

const textOf = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
const facts = () =>
  screen.getAllByRole('term').map((term) => `${textOf(term)} ${textOf(term.nextElementSibling)}`);

const CANCELLED_AT = '2026-05-01T12:00:00.000Z';
const cancelled = (cancellation: Cancellation, overrides: Partial<TrackedOrder> = {}) =>
  full({
    status: 'cancelled',
    total: '23.47',
    cancelReason: cancellation.reason,
    cancellation,
    cashDue: null,
    timeline: [
      { status: 'confirmed', at: '2026-05-01T11:50:00.000Z' },
      { status: 'cancelled', at: CANCELLED_AT },
    ],
    ...overrides,
  });

describe('a cancelled order on the tracker', () => {
  it.each([
    ['refunded', 'Refunded to your card: $23.47'],
    ['pending', 'Your refund of $23.47 is on its way'],
    ['failed', 'The refund failed: we are looking into it'],
    ['not_charged', 'Nothing was charged'],
    ['cash_not_due', 'Nothing to pay: this was a cash order'],
  ] as const)('says where the money is when the refund is %s', (refund, sentence) => {
    renderWithProviders(<OrderTracker view={cancelled({ reason: null, by: 'restaurant', refund })} />);
    const notice = screen.getByTestId('cancellation');
    expect(within(notice).getByText(sentence)).toBeTruthy();
    expect(textOf(screen.getByRole('article'))).not.toContain('This order was cancelled');
  });

  it.each([
    ['restaurant', 'Cancelled by the restaurant'],
    ['admin', 'Cancelled by QuickBite support'],
    ['customer', 'You cancelled this order'],
    ['system', 'Cancelled automatically'],
  ] as const)('says who cancelled it: %s', (by, words) => {
    renderWithProviders(<OrderTracker view={cancelled({ reason: null, by, refund: 'refunded' })} />);
    const notice = screen.getByTestId('cancellation');
    expect(within(notice).getByText(words)).toBeTruthy();
    expect(notice.querySelector('time')?.getAttribute('datetime')).toBe(CANCELLED_AT);
    expect(textOf(notice)).toContain(formatStepTime(CANCELLED_AT));
  });

  it('gives the reason when there is one, and no "Reason" line without', () => {
    const { unmount } = renderWithProviders(
      <OrderTracker view={cancelled({ reason: 'Out of dough', by: 'restaurant', refund: 'refunded' })} />,
    );
    expect(within(screen.getByTestId('cancellation')).getByText('Reason: Out of dough')).toBeTruthy();
    unmount();
    renderWithProviders(<OrderTracker view={cancelled({ reason: null, by: 'admin', refund: 'refunded' })} />);
    expect(textOf(screen.getByTestId('cancellation'))).not.toContain('Reason');
  });

  it('tells the phone view as much, under Live tracking, in the order currency', async () => {
    const view = phone({
      status: 'cancelled',
      currency: 'JPY',
      total: '2260',
      cancellation: { reason: 'Closed early', by: 'restaurant', refund: 'pending' },
      timeline: [{ status: 'cancelled', at: CANCELLED_AT }],
    });
    const { user } = renderWithProviders(<OrderCard view={view} />);
    await user.click(screen.getByRole('button', { name: 'Live tracking' }));
    const notice = screen.getByTestId('cancellation');
    expect(within(notice).getByText('Cancelled by the restaurant')).toBeTruthy();
    expect(within(notice).getByText('Reason: Closed early')).toBeTruthy();
    expect(within(notice).getByText('Your refund of ¥2,260 is on its way')).toBeTruthy();
  });
});

describe('the arrival time', () => {
  const eta = '2026-05-01T23:42:00.000Z';

  it("shows the server's eta as a clock time once the kitchen accepted", () => {
    renderWithProviders(<OrderTracker view={full({ status: 'preparing', eta, readyBy: eta })} />);
    expect(facts()).toContain(`Arriving by ${formatStepTime(eta)}`);
    expect(formatStepTime(eta)).toMatch(/\d{1,2}[:.]\d{2}/);
    expect(screen.queryByText('Estimated delivery')).toBeNull();
  });

  it("keeps the restaurant's estimate before the kitchen answers", () => {
    renderWithProviders(<OrderTracker view={full({ status: 'confirmed', eta: null })} />);
    expect(facts()).toContain('Estimated delivery 25-35 min');
    expect(screen.queryByText('Arriving by')).toBeNull();
  });

  it('shows no time at all once delivered or cancelled', () => {
    for (const status of ['delivered', 'cancelled']) {
      const view = renderWithProviders(<OrderTracker view={full({ status, eta: null, cashDue: null })} />);
      expect(screen.queryByTestId('order-eta'), status).toBeNull();
      expect(screen.queryByText('Estimated delivery'), status).toBeNull();
      view.unmount();
    }
  });

  it('follows the eta on the phone view too', () => {
    renderWithProviders(<OrderTracker view={phone({ status: 'ready', eta })} />);
    expect(facts()).toContain(`Arriving by ${formatStepTime(eta)}`);
  });
});

describe('the driver card', () => {
  const driver = { firstName: 'Maria', vehicleType: 'car', vehicleNumber: 'ABC 123' };

  it('names the driver and the vehicle for the token holder', () => {
    renderWithProviders(<OrderTracker view={full({ status: 'picked-up', driverName: 'Maria', driver })} />);
    const card = screen.getByRole('region', { name: 'Your driver' });
    expect(within(card).getByText('Maria is delivering your order')).toBeTruthy();
    expect(within(card).getByText('Car · ABC 123')).toBeTruthy();
  });

  it('gives the phone view the first name only', () => {
    renderWithProviders(<OrderTracker view={phone({ status: 'on-the-way', driverName: 'Maria' })} />);
    const card = screen.getByRole('region', { name: 'Your driver' });
    expect(textOf(card)).toBe('Maria is delivering your order');
  });

  it('is absent before a driver takes the order and once it is delivered', () => {
    const { unmount } = renderWithProviders(<OrderTracker view={full({ status: 'preparing' })} />);
    expect(screen.queryByRole('region', { name: 'Your driver' })).toBeNull();
    unmount();
    renderWithProviders(
      <OrderTracker view={full({ status: 'delivered', driverName: 'Maria', driver, cashDue: null })} />,
    );
    expect(screen.queryByText(/is delivering your order/)).toBeNull();
  });
});

describe('lines and money', () => {
  it("shows each line's total, not its unit price", () => {
    renderWithProviders(<OrderTracker view={full()} />);
    const items = screen.getByRole('list', { name: 'Items of order #1' });
    expect(within(items).getAllByRole('listitem').map(textOf)).toEqual([
      '2 × Margherita$33.98',
      '1 × Tiramisu$8.99',
    ]);
  });

  it('shows the tip and a card payment, with nothing to have ready', () => {
    renderWithProviders(
      <OrderTracker
        view={full({
          status: 'preparing',
          tip: '3.00',
          total: '50.96',
          paymentMethod: 'card',
          paymentStatus: 'paid',
          cashDue: null,
        })}
      />,
    );
    const payment = screen.getByRole('region', { name: 'Payment of order #1' });
    expect(
      within(payment)
        .getAllByRole('term')
        .map((term) => textOf(term.parentElement)),
    ).toContain('Tip$3.00');
    expect(within(payment).getByText('Paid by card')).toBeTruthy();
    expect(screen.queryByTestId('cash-due')).toBeNull();
  });

  it('asks a cash customer to have the amount ready, first and large', () => {
    renderWithProviders(
      <OrderTracker view={full({ status: 'on-the-way', total: '33.47', cashDue: '33.47' })} />,
    );
    const payment = screen.getByRole('region', { name: 'Payment of order #1' });
    expect(textOf(within(payment).getByTestId('cash-due'))).toBe('Have $33.47 ready');
    expect(within(payment).getByText('Cash on delivery')).toBeTruthy();
    expect(payment.firstElementChild).toBe(within(payment).getByTestId('cash-due'));
  });

  it('says nothing to have ready once the cash is collected', () => {
    renderWithProviders(
      <OrderTracker view={phone({ status: 'delivered', paymentStatus: 'cash_collected', cashDue: null })} />,
    );
    expect(screen.queryByText(/ready$/)).toBeNull();
    expect(screen.getByText('Cash on delivery')).toBeTruthy();
  });
});
