import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { RestaurantStatement } from '#domain/finance/responses.ts';
import { RestaurantStatementTab } from '#web/features/finance/components/restaurant-statement/statement-tab.tsx';
import { statementKeys } from '#web/lib/statement-keys.ts';

// The restaurant's Statement tab rendered to HTML (no browser), on the server's default period.

function text(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const zero = { orders: 0, grossFoodSales: '0.00', deliveryFeeShare: '0.00', refunds: '0.00', net: '0.00' };

function render(statement: RestaurantStatement | undefined) {
  const client = new QueryClient();
  if (statement) client.setQueryData(statementKeys.restaurantFor(null), statement);
  return renderToString(
    <QueryClientProvider client={client}>
      <RestaurantStatementTab />
    </QueryClientProvider>,
  );
}

const statement: RestaurantStatement = {
  from: '2026-03-02',
  to: '2026-03-04',
  timeZone: 'America/Toronto',
  totals: { orders: 2, grossFoodSales: '40.00', deliveryFeeShare: '2.00', refunds: '21.00', net: '21.00' },
  days: [
    { date: '2026-03-02', ...zero },
    {
      date: '2026-03-03',
      orders: 2,
      grossFoodSales: '40.00',
      deliveryFeeShare: '2.00',
      refunds: '21.00',
      net: '21.00',
    },
    { date: '2026-03-04', ...zero },
  ],
  weeks: [
    {
      weekStart: '2026-03-02',
      orders: 2,
      grossFoodSales: '40.00',
      deliveryFeeShare: '2.00',
      refunds: '21.00',
      net: '21.00',
    },
  ],
};

describe('the restaurant Statement tab', () => {
  it('fills the period with the server’s, says the time zone, and links the same period’s CSV', () => {
    const html = render(statement);
    expect(html).toContain('value="2026-03-02"');
    expect(html).toContain('value="2026-03-04"');
    expect(text(html)).toContain('Days in America/Toronto.');
    expect(html).toMatch(
      /<a href="\/api\/restaurant\/statement\.csv\?from=2026-03-02&amp;to=2026-03-04" download=""/,
    );
  });

  it('shows the totals, what Net means, a week table and only the days with orders', () => {
    const all = text(render(statement));
    expect(all).toContain('Delivery fee share (20%) $2.00');
    expect(all).toContain('Net $21.00');
    expect(all).toContain(
      'Net = gross food sales + delivery fee share − refunds. Cancelled card orders are refunded.',
    );
    expect(all).toMatch(/Week of Mar 2, 2026 2 \$40\.00 \$2\.00 \$21\.00 \$21\.00/);
    expect(all).toMatch(/Tue, Mar 3, 2026 2 \$40\.00/);
    expect(all).not.toContain('Mar 4, 2026 0');
  });

  it('says so when the period had no orders, and shows a skeleton while loading', () => {
    const empty = text(render({ ...statement, totals: zero, days: [], weeks: [] }));
    expect(empty).toContain('No orders in this period');
    expect(empty).not.toContain('By week');
    expect(text(render(undefined))).toContain('Loading your statement…');
  });
});
