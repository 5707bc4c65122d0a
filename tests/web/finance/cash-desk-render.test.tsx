import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CashOverview, DriverCash } from '#domain/finance/responses.ts';
import { financeKeys } from '#web/features/finance/api/query-keys.ts';
import { CashDesk } from '#web/features/finance/components/cash-desk.tsx';

// The admin's Cash tab rendered to HTML (no browser).

function text(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const driver = (overrides: Partial<DriverCash>): DriverCash => ({
  driverId: 1,
  name: 'Sam Rider',
  phone: '+1 416 555 0199',
  cashCollected: '60.00',
  payKept: '14.00',
  owes: '46.00',
  settled: '10.00',
  balance: '36.00',
  lastSettlementAt: null,
  ...overrides,
});

function render(overview: CashOverview | undefined) {
  const client = new QueryClient();
  if (overview) client.setQueryData(financeKeys.cash, overview);
  return text(
    renderToString(
      <QueryClientProvider client={client}>
        <CashDesk onUnauthorized={() => {}} />
      </QueryClientProvider>,
    ),
  );
}

describe('the Cash tab', () => {
  it('lists each driver’s cash, the total outstanding, and offers a settlement to a driver who owes', () => {
    const all = render({
      drivers: [
        driver({}),
        driver({ driverId: 2, name: 'Ana Pereira', owes: '3.00', settled: '3.00', balance: '0.00' }),
        driver({ driverId: 3, name: 'Li Wei', owes: '-2.50', settled: '0.00', balance: '-2.50' }),
      ],
      outstanding: '33.50',
    });
    expect(all).toContain('Total outstanding $33.50');
    expect(all).toContain(
      'Sam Rider +1 416 555 0199 $60.00 $14.00 $46.00 $10.00 $36.00 Never Record settlement from Sam Rider',
    );
    expect(all).toContain('Ana Pereira');
    expect(all).toMatch(/\$0\.00 Settled Never Nothing to collect/);
    // Owed money by the company: said, not hidden.
    expect(all).toMatch(/-\$2\.50 The company owes the driver Never Nothing to collect/);
  });

  it('says when no driver has collected cash, and shows a skeleton while loading', () => {
    expect(render({ drivers: [], outstanding: '0.00' })).toContain('No driver has collected cash yet');
    expect(render(undefined)).toContain('Loading drivers');
  });
});
