import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { DriverStatement } from '#domain/finance/responses.ts';
import { DriverStatementTab } from '#web/features/finance/components/driver-statement/statement-tab.tsx';
import { statementKeys } from '#web/lib/statement-keys.ts';

// The driver's Statement tab rendered to HTML (no browser), on the server's default period.

function text(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const figures = {
  deliveries: 1,
  base: '5.00',
  distance: '1.40',
  tip: '20.00',
  tipFee: '5.00',
  pay: '26.40',
  cashCollected: '31.97',
};

const statement: DriverStatement = {
  from: '2026-03-01',
  to: '2026-03-30',
  timeZone: 'UTC',
  totals: figures,
  weeks: [{ weekStart: '2026-03-16', ...figures }],
  deliveries: [
    {
      orderId: 42,
      deliveredAt: '2026-03-18T14:35:00Z',
      restaurantName: 'Nonna Rosa Pizzeria',
      paymentMethod: 'cash',
      distanceKm: '6.40',
      base: '5.00',
      distance: '1.40',
      tip: '20.00',
      tipFee: '5.00',
      pay: '26.40',
      cashCollected: '31.97',
    },
  ],
};

function render(data: DriverStatement) {
  const client = new QueryClient();
  client.setQueryData(statementKeys.driverFor(null), data);
  return text(
    renderToString(
      <QueryClientProvider client={client}>
        <DriverStatementTab />
      </QueryClientProvider>,
    ),
  );
}

describe('the driver Statement tab', () => {
  it('shows the seven totals, the weeks and each delivery with its pay and cash', () => {
    const all = render(statement);
    expect(all).toContain('Total pay $26.40');
    expect(all).toContain('Tip fees deducted $5.00');
    expect(all).toContain('Cash collected $31.97');
    expect(all).toMatch(/Week of Mar 16, 2026 1 \$5\.00 \$1\.40 \$20\.00 \$5\.00 \$26\.40 \$31\.97/);
    expect(all).toMatch(
      /#42 Mar 18, 2026, 2:35 PM Nonna Rosa Pizzeria 6\.40 \$5\.00 \$1\.40 \$20\.00 \$5\.00 \$26\.40 \$31\.97/,
    );
    expect(all).toContain('Export CSV');
  });

  it('says so when nothing was delivered in the period', () => {
    const none = { ...figures, deliveries: 0, base: '0.00', pay: '0.00', cashCollected: '0.00' };
    const all = render({ ...statement, totals: none, weeks: [], deliveries: [] });
    expect(all).toContain('No deliveries in this period');
    expect(all).not.toContain('Deliveries table');
  });
});
