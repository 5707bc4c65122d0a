// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RANGE_TOO_LONG } from '#domain/finance/requests.ts';
import { FinanceControls } from '#web/features/finance/components/finance-controls.tsx';
import { FinanceDashboard } from '#web/features/finance/components/finance-dashboard.tsx';
import { FinanceResults } from '#web/features/finance/components/finance-results.tsx';
import type { FinanceFilterState } from '#web/features/finance/use-finance-filters.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { type FetchCall, jsonResponse, renderWithProviders, stubFetch } from '../../support/render';
import { financeBlock, financeOrder, financeSummary, yenBlock } from './fixtures';

// The finance dashboard's controls in a DOM, used as an admin uses them: the range, order and
// currency pills, the custom dates and a range the server refuses at the date it names, the Retry
// of a failed read, and the dashboard asking the server for what the admin picked, showing one
// currency at a time, with the CSV of the same filters and currency.

afterEach(() => {
  vi.useRealTimers();
});

function controls(overrides: Partial<FinanceFilterState> = {}): FinanceFilterState {
  return {
    preset: 'custom',
    choosePreset: vi.fn(),
    custom: { from: '2025-01-01', to: '2026-05-15' },
    setCustomFrom: vi.fn(),
    setCustomTo: vi.fn(),
    status: 'completed',
    setStatus: vi.fn(),
    currency: null,
    setCurrency: vi.fn(),
    filters: { from: '2025-01-01', to: '2026-05-15', status: 'completed' },
    ...overrides,
  };
}

/** The pills of one labelled group, and which of them is pressed. */
function pills(name: string) {
  const buttons = within(screen.getByRole('group', { name })).getAllByRole('button');
  return {
    labels: buttons.map((button) => button.textContent),
    pressed: buttons
      .filter((button) => button.getAttribute('aria-pressed') === 'true')
      .map((b) => b.textContent),
  };
}

describe('the controls', () => {
  it('offer the five ranges, four order filters and the currencies as pressed buttons, and say whose days count', async () => {
    const state = controls({ preset: 'week' });
    const { user } = renderWithProviders(
      <FinanceControls
        controls={state}
        problems={null}
        timeZone="UTC"
        currencies={['CAD', 'JPY']}
        currency="CAD"
      />,
    );
    expect(pills('Date range')).toEqual({
      labels: ['Today', 'Week', 'Month', 'Year', 'Custom'],
      pressed: ['Week'],
    });
    expect(pills('Orders')).toEqual({
      labels: ['All', 'Completed', 'Pending', 'Cancelled'],
      pressed: ['Completed'],
    });
    expect(pills('Currency')).toEqual({ labels: ['CAD', 'JPY'], pressed: ['CAD'] });
    await user.click(screen.getByRole('button', { name: 'JPY' }));
    expect(state.setCurrency).toHaveBeenCalledWith('JPY');
    expect(screen.getByText('Days in UTC')).toBeTruthy();
    expect(screen.queryByLabelText('From')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Year' }));
    expect(state.choosePreset).toHaveBeenCalledWith('year');
    await user.click(screen.getByRole('button', { name: 'Pending' }));
    expect(state.setStatus).toHaveBeenCalledWith('pending');
    await user.click(screen.getByRole('button', { name: 'Cancelled' }));
    expect(state.setStatus).toHaveBeenCalledWith('cancelled');
  });

  it('offer no currency before a summary has named one', () => {
    renderWithProviders(<FinanceControls controls={controls()} problems={null} timeZone={undefined} />);
    expect(screen.queryByRole('group', { name: 'Currency' })).toBeNull();
  });

  it('show labelled From and To dates for Custom, with a refused range at the date it names', async () => {
    const message = 'The range must cover at most 366 days';
    const state = controls();
    const { user } = renderWithProviders(
      <FinanceControls
        controls={state}
        problems={{ from: null, to: message, message }}
        timeZone={undefined}
      />,
    );
    const from = screen.getByLabelText('From') as HTMLInputElement;
    const to = screen.getByLabelText('To') as HTMLInputElement;
    expect([from.type, to.type]).toEqual(['date', 'date']);
    expect(from.value).toBe('2025-01-01');
    expect(to.value).toBe('2026-05-15');
    expect(from.getAttribute('aria-invalid')).toBeNull();
    expect(to.getAttribute('aria-invalid')).toBe('true');
    const shown = screen.getAllByText(message);
    // Said once, at the input, and no time zone before the server has named one.
    expect(shown).toHaveLength(1);
    expect(to.getAttribute('aria-describedby')).toBe(shown[0]?.id);
    expect(screen.queryByText(/^Days in/)).toBeNull();
    await user.clear(from);
    expect(state.setCustomFrom).toHaveBeenLastCalledWith('');
  });

  it('show a refusal of a preset range under the controls', () => {
    renderWithProviders(
      <FinanceControls
        controls={controls({ preset: 'year' })}
        problems={{ from: null, to: 'Too long', message: 'Too long' }}
        timeZone="UTC"
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Too long');
    expect(screen.queryByLabelText('To')).toBeNull();
  });
});

describe('a failed read', () => {
  it("shows the server's message and a Retry button that reads again", async () => {
    const onRetry = vi.fn();
    const error = new ApiError(
      500,
      'Internal Server Error',
      JSON.stringify({ message: 'Database unavailable' }),
    );
    const { user } = renderWithProviders(<FinanceResults state={{ kind: 'failed', error, onRetry }} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Could not load the financial figures')).toBeTruthy();
    expect(within(alert).getByText('Database unavailable')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('the dashboard', () => {
  /** Answers each summary with the range and filter it was asked for; a range over a year is refused. */
  function financeServer() {
    return stubFetch((call: FetchCall) => {
      const query = new URL(call.url, 'http://quickbite.test').searchParams;
      const from = query.get('from') ?? '';
      const to = query.get('to') ?? '';
      if (from < '2025-05-15') {
        return jsonResponse(
          { message: RANGE_TOO_LONG, code: 'VALIDATION', fields: { to: RANGE_TOO_LONG } },
          400,
        );
      }
      return jsonResponse(
        financeSummary({
          from,
          to,
          status: query.get('status') as 'all',
          byCurrency: [financeBlock({ recentOrders: [financeOrder()] }), yenBlock()],
        }),
      );
    });
  }

  const summaries = (calls: FetchCall[]) =>
    calls.filter((call) => call.url.startsWith('/api/finance/summary'));

  function renderDashboard() {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 4, 15, 9, 0));
    const calls = financeServer();
    const view = renderWithProviders(<FinanceDashboard onUnauthorized={() => {}} />);
    return { ...view, calls };
  }

  it('asks for the last 30 days of every order first, and offers their CSV', async () => {
    const { calls } = renderDashboard();
    expect(await screen.findByText('Financial Dashboard')).toBeTruthy();
    expect(screen.getByText('Apr 16, 2026 – May 15, 2026 · All orders')).toBeTruthy();
    expect(summaries(calls)[0]?.url).toBe('/api/finance/summary?from=2026-04-16&to=2026-05-15&status=all');
    expect(await screen.findByText('Days in America/Toronto')).toBeTruthy();
    // The currency with the most orders first: Canadian dollars here.
    expect(screen.getByText('Total Revenue').nextElementSibling?.textContent).toBe('$1,234.50');
    expect(screen.getByText('from 3 orders')).toBeTruthy();
    expect(screen.getByText('Apr 16, 2026 – May 15, 2026 · All orders · CAD')).toBeTruthy();
    const csv = screen.getByRole('link', { name: 'Export CSV' });
    expect(csv.getAttribute('href')).toBe(
      '/api/finance/orders.csv?from=2026-04-16&to=2026-05-15&status=all&currency=CAD',
    );
    expect(csv.hasAttribute('download')).toBe(true);
    expect(pills('Date range').pressed).toEqual(['Month']);
    expect(pills('Orders').pressed).toEqual(['All']);
    expect(pills('Currency')).toEqual({ labels: ['CAD', 'JPY'], pressed: ['CAD'] });
  });

  it('switches currency from the keyboard without asking again: yen figures, yen orders, the yen CSV', async () => {
    const { user, calls } = renderDashboard();
    await screen.findByText('Days in America/Toronto');
    const asked = summaries(calls).length;
    const yen = screen.getByRole('button', { name: 'JPY' });
    // Tab to the currency pills, as a keyboard user gets there, and press it.
    for (let step = 0; step < 30 && document.activeElement !== yen; step += 1) await user.tab();
    expect(document.activeElement).toBe(yen);
    await user.keyboard('{Enter}');
    expect(pills('Currency').pressed).toEqual(['JPY']);
    expect(screen.getByText('Total Revenue').nextElementSibling?.textContent).toBe('¥4,580');
    expect(screen.getByText('Driver Payouts').nextElementSibling?.textContent).toBe('¥800');
    expect(screen.getByLabelText('Figures in JPY')).toBeTruthy();
    expect(screen.queryByText('$1,234.50')).toBeNull();
    const table = screen.getByRole('region', { name: 'Recent orders table' });
    expect(within(table).getByText('Kazeya Ramen')).toBeTruthy();
    expect(within(table).queryByText('Nonna Rosa Pizzeria')).toBeNull();
    expect(screen.getByText('Apr 16, 2026 – May 15, 2026 · All orders · JPY')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/finance/orders.csv?from=2026-04-16&to=2026-05-15&status=all&currency=JPY',
    );
    // Every currency came in the first answer: switching asks for nothing.
    expect(summaries(calls)).toHaveLength(asked);
    // The choice holds when the filters change.
    await user.click(screen.getByRole('button', { name: 'Week' }));
    await waitFor(() => expect(summaries(calls).at(-1)?.url).toContain('from=2026-05-09'));
    expect(pills('Currency').pressed).toEqual(['JPY']);
  });

  it('asks again for the range and orders the admin picks, and the CSV follows', async () => {
    const { user, calls } = renderDashboard();
    await screen.findByText('Days in America/Toronto');
    await user.click(screen.getByRole('button', { name: 'Week' }));
    await user.click(screen.getByRole('button', { name: 'Pending' }));
    await waitFor(() =>
      expect(summaries(calls).at(-1)?.url).toBe(
        '/api/finance/summary?from=2026-05-09&to=2026-05-15&status=pending',
      ),
    );
    expect(pills('Date range').pressed).toEqual(['Week']);
    expect(screen.getByText('May 9, 2026 – May 15, 2026 · Pending orders · CAD')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/finance/orders.csv?from=2026-05-09&to=2026-05-15&status=pending&currency=CAD',
    );
  });

  it('starts Custom from the range on screen, and shows a refused range at its date without a CSV', async () => {
    const { user, calls } = renderDashboard();
    await screen.findByText('Days in America/Toronto');
    await user.click(screen.getByRole('button', { name: 'Custom' }));
    const from = screen.getByLabelText('From') as HTMLInputElement;
    expect(from.value).toBe('2026-04-16');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2026-05-15');
    await user.clear(from);
    expect(await screen.findByText('Choose a From and a To date')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(from, '2025-01-01');
    await waitFor(() =>
      expect(summaries(calls).at(-1)?.url).toBe(
        '/api/finance/summary?from=2025-01-01&to=2026-05-15&status=all',
      ),
    );
    expect(await screen.findByText(RANGE_TOO_LONG)).toBeTruthy();
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('No figures for this range')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });
});
