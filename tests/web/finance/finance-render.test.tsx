import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FinanceResults } from '#web/features/finance/components/finance-results.tsx';
import { financeBlock, financeOrder, financeTotals, yenBlock } from './fixtures';

// The dashboard's figures rendered to HTML (no browser), as the first paint shows them: one
// currency's cards, final pay apart from estimates, the cancelled orders beside them, the recent
// orders with their Estimate badge, the charts' placeholder before their own chunk arrives, and
// the loading and empty states. Nothing here is clicked or typed into: the controls,
// the dashboard's requests and Retry are tested in a DOM (finance-dom.test.tsx).

/** The visible text of rendered HTML, one space between elements. */
function text(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

function render(node: ReactNode, client = new QueryClient()): string {
  return renderToString(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

/** The text of the card whose label is `label`: its value and its note. */
function card(html: string, label: string): string {
  const all = text(html);
  const at = all.indexOf(label);
  return at < 0 ? '' : all.slice(at, at + 80);
}

const ready = (block = financeBlock(), status: 'all' | 'cancelled' = 'all') =>
  render(<FinanceResults state={{ kind: 'ready', block, status, updating: false }} />);

describe('the figures', () => {
  const html = ready();

  it('show the sums of one currency as money and kilometres, with the order count and the cancelled orders apart', () => {
    expect(card(html, 'Total Revenue')).toContain('Total Revenue $1,234.50 from 3 orders');
    expect(card(html, 'Tips')).toContain('Tips $15.00');
    expect(card(html, 'Driver Payouts')).toContain('Driver Payouts $60.25 Final');
    expect(card(html, 'Restaurant Payouts')).toContain('Restaurant Payouts $1,100.00');
    expect(card(html, 'Company Revenue')).toContain('Company Revenue $74.25');
    expect(card(html, 'Delivery Distance')).toContain('Delivery Distance 1,234.56 km');
    expect(card(html, 'Cancelled Orders')).toContain(
      'Cancelled Orders 1 Not in revenue or payouts; $20.00 refunded to cards',
    );
    expect(html).toContain('aria-label="Figures in CAD"');
    // Nothing is on its way: no estimate is shown.
    expect(text(html)).not.toContain('Estimated, not yet delivered');
  });

  it('show the pay estimated for orders still moving apart from the final pay', () => {
    const moving = ready(
      financeBlock({
        totals: financeTotals({
          estimatedDriverPay: '12.00',
          estimatedRestaurantPay: '30.10',
          estimatedCompanyPay: '-1.10',
        }),
      }),
    );
    expect(text(moving)).toContain(
      'Driver Payouts $60.25 Final: base, distance and tips of delivered orders Estimated, not yet delivered: $12.00',
    );
    expect(text(moving)).toContain('Estimated, not yet delivered: $30.10');
    expect(text(moving)).toContain('Estimated, not yet delivered: -$1.10');
  });

  it('show yen without decimals, everywhere', () => {
    const yen = text(ready(yenBlock()));
    expect(yen).toContain('Total Revenue ¥4,580 from 2 orders');
    expect(yen).toContain('Driver Payouts ¥800');
    expect(yen).toContain('Kazeya Ramen Delivered Card, paid ¥2,290 ¥800 ¥1,460 ¥30 Final');
    expect(yen).toContain('Cancelled Orders 0 Not in revenue or payouts; ¥0 refunded to cards');
    expect(yen).not.toMatch(/\$/);
  });

  it('show a company loss with its minus sign', () => {
    const loss = ready(financeBlock({ totals: financeTotals({ companyPay: '-12.40' }) }));
    expect(card(loss, 'Company Revenue')).toContain('Company Revenue -$12.40 Final: payouts exceed revenue');
  });

  it('show cancelled orders as what they were worth and what was refunded, with no payout cards', () => {
    const cancelled = ready(
      financeBlock({
        totals: financeTotals({
          orderCount: 2,
          total: '61.93',
          tip: '3.00',
          driverPay: '0.00',
          restaurantPay: '0.00',
          companyPay: '0.00',
          refunds: '41.97',
        }),
        cancelled: { orderCount: 2, total: '61.93', refunds: '41.97' },
        recentOrders: [
          financeOrder({
            id: 39,
            status: 'cancelled',
            paymentStatus: 'refunded',
            stage: 'cancelled',
            total: '41.97',
            driverPay: '0.00',
            restaurantPay: '0.00',
            companyPay: '0.00',
            refund: '41.97',
          }),
        ],
      }),
      'cancelled',
    );
    const all = text(cancelled);
    expect(card(cancelled, 'Cancelled Orders')).toContain('Cancelled Orders 2 Not in revenue or payouts');
    expect(card(cancelled, 'Cancelled Order Value')).toContain(
      'Cancelled Order Value $61.93 What 2 cancelled orders were placed for',
    );
    expect(card(cancelled, 'Refunded to Cards')).toContain('Refunded to Cards $41.97');
    for (const label of ['Total Revenue', 'Driver Payouts', 'Restaurant Payouts', 'Company Revenue']) {
      expect(all).not.toContain(label);
    }
    expect(all).toContain('Cancelled Card, refunded $41.97 $0.00 $0.00 $0.00 None, $41.97 refunded');
  });

  it('list the recent orders with their split, and mark estimates', () => {
    const all = text(html);
    for (const header of [
      'Order',
      'Placed',
      'Restaurant',
      'Status',
      'Payment',
      'Total',
      'Driver pay',
      'Restaurant pay',
      'Company',
      'Split',
    ]) {
      expect(all).toContain(header);
    }
    expect(all).toContain('#41 May 15, 2026');
    expect(all).toContain('Nonna Rosa Pizzeria Delivered Card, paid $47.96 $10.00 $43.97 -$6.01 Final');
    expect(all).toContain('#40');
    expect(all).toContain('Preparing Cash, due $47.96 $10.00 $43.97 $1.20 Estimate');
    expect(html).toContain('<span class="sr-only">: final once delivered</span>');
    expect(html).toContain('dateTime="2026-05-15T12:30:00.000Z"');
  });

  it('wait for the charts, which load on their own', () => {
    // The charts library arrives in its own chunk; until then its skeleton holds the place.
    expect(html).toContain('animate-pulse');
    expect(html).not.toContain('recharts');
  });

  it('say when they are being replaced by those of other filters', () => {
    const updating = render(
      <FinanceResults state={{ kind: 'ready', block: financeBlock(), status: 'all', updating: true }} />,
    );
    expect(updating).toContain('aria-busy="true"');
    expect(text(updating)).toContain('Updating figures…');
  });
});

describe('the other states', () => {
  it('say "No orders in this period" when no order of the currency matches, with the zero sums', () => {
    const html = ready(
      financeBlock({
        totals: financeTotals({
          orderCount: 0,
          total: '0.00',
          tip: '0.00',
          driverPay: '0.00',
          restaurantPay: '0.00',
          companyPay: '0.00',
          deliveryDistance: '0.00',
        }),
        recentOrders: [],
      }),
    );
    expect(text(html)).toContain('No orders in this period');
    expect(card(html, 'Total Revenue')).toContain('$0.00 from 0 orders');
    expect(html).not.toContain('Recent orders');
  });

  it('say "No orders in this period" alone when no currency has any order in the range', () => {
    const html = render(
      <FinanceResults state={{ kind: 'ready', block: null, status: 'all', updating: false }} />,
    );
    expect(text(html)).toBe('No orders in this period Choose a longer range or another order filter.');
  });

  it('show skeletons while loading, announced once', () => {
    const html = render(<FinanceResults state={{ kind: 'loading' }} />);
    expect(text(html)).toBe('Loading financial figures…');
    expect(html.match(/animate-pulse/g)?.length).toBeGreaterThanOrEqual(6);
  });

  it('ask for both dates of an incomplete custom range', () => {
    expect(text(render(<FinanceResults state={{ kind: 'incomplete' }} />))).toContain(
      'Choose a From and a To date',
    );
  });
});
