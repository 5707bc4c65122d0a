import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FinanceResults } from '#web/features/finance/components/finance-results.tsx';
import { financeSummary, financeTotals } from './fixtures';

// The dashboard's figures rendered to HTML (no browser), as the first paint shows them: the cards,
// the recent orders with their Estimate badge, the charts' placeholder before their own chunk
// arrives, and the loading and empty states. Nothing here is clicked or typed into: the controls,
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

describe('the figures', () => {
  const html = render(
    <FinanceResults state={{ kind: 'ready', summary: financeSummary(), updating: false }} />,
  );

  it('show the six sums as money and kilometres, with the order count', () => {
    expect(card(html, 'Total Revenue')).toContain('Total Revenue $1,234.50 from 3 orders');
    expect(card(html, 'Tips')).toContain('Tips $15.00');
    expect(card(html, 'Driver Payouts')).toContain('Driver Payouts $60.25');
    expect(card(html, 'Restaurant Payouts')).toContain('Restaurant Payouts $1,100.00');
    expect(card(html, 'Company Revenue')).toContain('Company Revenue $74.25');
    expect(card(html, 'Delivery Distance')).toContain('Delivery Distance 1,234.56 km');
  });

  it('show a company loss with its minus sign', () => {
    const loss = render(
      <FinanceResults
        state={{
          kind: 'ready',
          summary: financeSummary({ totals: financeTotals({ companyPay: '-12.40' }) }),
          updating: false,
        }}
      />,
    );
    expect(card(loss, 'Company Revenue')).toContain('Company Revenue -$12.40 Payouts exceed revenue');
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
      <FinanceResults state={{ kind: 'ready', summary: financeSummary(), updating: true }} />,
    );
    expect(updating).toContain('aria-busy="true"');
    expect(text(updating)).toContain('Updating figures…');
  });
});

describe('the other states', () => {
  it('say "No orders in this period" when no order matches, with the zero sums', () => {
    const html = render(
      <FinanceResults
        state={{
          kind: 'ready',
          summary: financeSummary({
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
          updating: false,
        }}
      />,
    );
    expect(text(html)).toContain('No orders in this period');
    expect(card(html, 'Total Revenue')).toContain('$0.00 from 0 orders');
    expect(html).not.toContain('Recent orders');
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
