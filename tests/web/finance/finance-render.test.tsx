import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { financeKeys } from '#web/features/finance/api/query-keys.ts';
import { FinanceControls } from '#web/features/finance/components/finance-controls.tsx';
import { FinanceDashboard } from '#web/features/finance/components/finance-dashboard.tsx';
import { FinanceResults } from '#web/features/finance/components/finance-results.tsx';
import type { FinanceFilterState } from '#web/features/finance/use-finance-filters.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { financeOrder, financeSummary, financeTotals } from './fixtures';

// The dashboard's pieces rendered to HTML (no browser): the cards, the recent orders with their
// Estimate badge, the loading, error and empty states, and the controls with a refused range.

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

afterEach(() => {
  vi.useRealTimers();
});

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

  it("show the server's message and a Retry button when loading fails", () => {
    const error = new ApiError(
      500,
      'Internal Server Error',
      JSON.stringify({ message: 'Database unavailable' }),
    );
    const html = render(<FinanceResults state={{ kind: 'failed', error, onRetry: () => {} }} />);
    expect(html).toContain('role="alert"');
    expect(text(html)).toBe('Could not load the financial figures Database unavailable Retry');
  });

  it('ask for both dates of an incomplete custom range', () => {
    expect(text(render(<FinanceResults state={{ kind: 'incomplete' }} />))).toContain(
      'Choose a From and a To date',
    );
  });
});

function controls(overrides: Partial<FinanceFilterState> = {}): FinanceFilterState {
  return {
    preset: 'custom',
    choosePreset: () => {},
    custom: { from: '2025-01-01', to: '2026-05-15' },
    setCustomFrom: () => {},
    setCustomTo: () => {},
    status: 'completed',
    setStatus: () => {},
    filters: { from: '2025-01-01', to: '2026-05-15', status: 'completed' },
    ...overrides,
  };
}

describe('the controls', () => {
  it('offer the five ranges and three order filters as pressed buttons', () => {
    const html = render(
      <FinanceControls controls={controls({ preset: 'week' })} problems={null} timeZone="UTC" />,
    );
    const pressed = [...html.matchAll(/aria-pressed="true"[^>]*>([^<]+)</g)].map((match) => match[1]);
    expect(pressed).toEqual(['Week', 'Completed']);
    expect(text(html)).toContain('Today Week Month Year Custom');
    expect(text(html)).toContain('All Completed Pending');
    expect(text(html)).toContain('Days in UTC');
    expect(html).not.toContain('type="date"');
  });

  it('show labelled From and To dates for Custom, with a refused range at the date it names', () => {
    const message = 'The range must cover at most 366 days';
    const html = render(
      <FinanceControls
        controls={controls()}
        problems={{ from: null, to: message, message }}
        timeZone={undefined}
      />,
    );
    expect(html.match(/type="date"/g)).toHaveLength(2);
    expect(html).toMatch(/<label for="([^"]+)"[^>]*>From<\/label><input[^>]*id="\1"[^>]*value="2025-01-01"/);
    const to = /<label for="([^"]+)"[^>]*>To<\/label><input([^>]*)/.exec(html);
    expect(to?.[2]).toContain('aria-invalid="true"');
    expect(to?.[2]).toContain('value="2026-05-15"');
    expect(text(html)).toContain(`To ${message}`);
    // Said once, at the input, and no time zone before the server has named one.
    expect(text(html).split(message)).toHaveLength(2);
    expect(text(html)).not.toContain('Days in');
  });

  it('show a refusal of a preset range under the controls', () => {
    const html = render(
      <FinanceControls
        controls={controls({ preset: 'year' })}
        problems={{ from: null, to: 'Too long', message: 'Too long' }}
        timeZone="UTC"
      />,
    );
    expect(html).toMatch(/<p role="alert"[^>]*>Too long<\/p>/);
  });
});

describe('the dashboard', () => {
  it('asks for the last 30 days of every order first, and offers their CSV', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 4, 15, 9, 0));
    const client = new QueryClient();
    client.setQueryData(
      financeKeys.summary({ from: '2026-04-16', to: '2026-05-15', status: 'all' }),
      financeSummary({ from: '2026-04-16', to: '2026-05-15', recentOrders: [financeOrder()] }),
    );
    const html = render(<FinanceDashboard onUnauthorized={() => {}} />, client);
    const all = text(html);
    expect(all).toContain('Financial Dashboard Apr 16, 2026 – May 15, 2026 · All orders');
    expect(all).toContain('Days in America/Toronto');
    expect(card(html, 'Total Revenue')).toContain('$1,234.50 from 3 orders');
    expect(html).toContain(
      'href="/api/finance/orders.csv?from=2026-04-16&amp;to=2026-05-15&amp;status=all" download=""',
    );
    expect([...html.matchAll(/aria-pressed="true"[^>]*>([^<]+)</g)].map((match) => match[1])).toEqual([
      'Month',
      'All',
    ]);
  });
});
