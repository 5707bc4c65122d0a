// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FROM_AFTER_TO, RANGE_TOO_LONG } from '#domain/finance/requests.ts';
import type { DriverStatement, RestaurantStatement } from '#domain/finance/responses.ts';
import { DriverStatementTab } from '#web/features/finance/components/driver-statement/statement-tab.tsx';
import { RestaurantStatementTab } from '#web/features/finance/components/restaurant-statement/statement-tab.tsx';
import { statementKeys } from '#web/lib/statement-keys.ts';
import {
  type FetchCall,
  jsonResponse,
  renderWithProviders,
  stubFetch,
  testQueryClient,
} from '../../support/render';

// The partners' Statement tabs in a DOM, used as a restaurant or a driver uses them: the server's
// default period in the inputs, the totals and tables, a quick period or two dates with Show asking
// for that period (the CSV link follows), a period refused here or by the server, and Retry.

afterEach(() => {
  vi.useRealTimers();
});

const zero = {
  orders: 0,
  grossFoodSales: '0.00',
  discounts: '0.00',
  tax: '0.00',
  deliveryFeeShare: '0.00',
  refunds: '0.00',
  net: '0.00',
};

const twoOrders = {
  orders: 2,
  grossFoodSales: '40.00',
  discounts: '4.00',
  tax: '4.68',
  deliveryFeeShare: '2.00',
  refunds: '21.00',
  net: '21.68',
};

const statement: RestaurantStatement = {
  from: '2026-03-02',
  to: '2026-03-04',
  timeZone: 'America/Toronto',
  currency: 'CAD',
  totals: twoOrders,
  days: [
    { date: '2026-03-02', ...zero },
    { date: '2026-03-03', ...twoOrders },
    { date: '2026-03-04', ...zero },
  ],
  weeks: [{ weekStart: '2026-03-02', ...twoOrders }],
};

/** The text of each row of a titled table (header row left out), cells joined by " | ". */
function rowsOf(title: string): string[] {
  const table = screen.getByRole('table', { name: title });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim()).join(' | '),
    );
}

/** Each figure card's label with its value. */
function figures(): Record<string, string> {
  const list = screen.getByLabelText('Statement totals');
  return Object.fromEntries(
    within(list)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  );
}

/** The statement's GET: `answer` for a chosen period, the prefilled default otherwise. */
function statementServer(answer: (call: FetchCall) => Response, fallback: unknown = statement) {
  return stubFetch((call) => (call.url.includes('?') ? answer(call) : jsonResponse(fallback)));
}

function renderRestaurant(data: RestaurantStatement | null = statement) {
  // "Today" on the restaurant's tablet: Wednesday 4 March 2026, in Toronto.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-04T17:00:00.000Z'));
  const queryClient = testQueryClient();
  if (data) queryClient.setQueryData(statementKeys.restaurantFor(null), data);
  return renderWithProviders(<RestaurantStatementTab />, { queryClient });
}

describe('the restaurant Statement tab', () => {
  it('fills the period with the server’s, says the time zone, and links the same period’s CSV', () => {
    statementServer(() => jsonResponse(statement));
    renderRestaurant();
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-03-02');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2026-03-04');
    expect(screen.getByText('Mon, Mar 2, 2026 – Wed, Mar 4, 2026. Days in America/Toronto.')).toBeTruthy();
    const csv = screen.getByRole('link', { name: 'Export CSV' });
    expect(csv.getAttribute('href')).toBe('/api/restaurant/statement.csv?from=2026-03-02&to=2026-03-04');
    expect(csv.hasAttribute('download')).toBe(true);
    // Monday to today: the quick choice "This week" is the period shown.
    const quick = within(screen.getByRole('group', { name: 'Quick periods' })).getAllByRole('button');
    expect(quick.filter((b) => b.getAttribute('aria-pressed') === 'true').map((b) => b.textContent)).toEqual([
      'This week',
    ]);
  });

  it('shows the totals, what Net means, a week table and only the days with orders', () => {
    statementServer(() => jsonResponse(statement));
    renderRestaurant();
    expect(figures()).toMatchObject({
      Discounts: '$4.00',
      'Tax added': '$4.68',
      'Delivery fee share (20%)': '$2.00',
      Net: '$21.68',
    });
    expect(
      screen.getByText(
        'Net = gross food sales − discounts + tax added to prices + delivery fee share − refunds. Cancelled card orders are refunded.',
      ),
    ).toBeTruthy();
    expect(rowsOf('By week')).toEqual([
      'Week of Mar 2, 2026 | 2 | $40.00 | $4.00 | $4.68 | $2.00 | $21.00 | $21.68',
    ]);
    expect(rowsOf('By day')).toHaveLength(1);
    expect(rowsOf('By day')[0]).toMatch(/^Tue, Mar 3, 2026 \| 2 \| \$40\.00/);
  });

  it("shows a restaurant's figures in its own currency: whole yen", () => {
    const yen = {
      orders: 1,
      grossFoodSales: '1960',
      discounts: '0',
      tax: '0',
      deliveryFeeShare: '60',
      refunds: '0',
      net: '2020',
    };
    const inYen: RestaurantStatement = {
      ...statement,
      currency: 'JPY',
      totals: yen,
      days: [{ date: '2026-03-03', ...yen }],
      weeks: [{ weekStart: '2026-03-02', ...yen }],
    };
    statementServer(() => jsonResponse(inYen), inYen);
    renderRestaurant(inYen);
    expect(figures()).toMatchObject({ 'Gross food sales': '¥1,960', Net: '¥2,020' });
    expect(rowsOf('By week')).toEqual(['Week of Mar 2, 2026 | 1 | ¥1,960 | ¥0 | ¥0 | ¥60 | ¥0 | ¥2,020']);
  });

  it('says so when the period had no orders, and shows a skeleton while loading', () => {
    statementServer(() => jsonResponse(statement), { ...statement, totals: zero, days: [], weeks: [] });
    const { unmount } = renderRestaurant({ ...statement, totals: zero, days: [], weeks: [] });
    expect(screen.getByText('No orders in this period')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'By week' })).toBeNull();
    unmount();
    stubFetch(() => new Promise<Response>(() => {}));
    renderRestaurant(null);
    expect(screen.getByText('Loading your statement…')).toBeTruthy();
  });

  it('asks for the dates typed once Show is pressed, and the CSV follows', async () => {
    const calls = statementServer((call) => {
      const query = new URL(call.url, 'http://quickbite.test').searchParams;
      return jsonResponse({ ...statement, from: query.get('from'), to: query.get('to') });
    });
    const { user } = renderRestaurant();
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-02-01');
    expect(calls.filter((call) => call.url.includes('?'))).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe('/api/restaurant/statement?from=2026-02-01&to=2026-03-04'),
    );
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/restaurant/statement.csv?from=2026-02-01&to=2026-03-04',
    );
    expect(
      await screen.findByText('Sun, Feb 1, 2026 – Wed, Mar 4, 2026. Days in America/Toronto.'),
    ).toBeTruthy();
  });

  it('asks at once for a quick period', async () => {
    const calls = statementServer((call) => {
      const query = new URL(call.url, 'http://quickbite.test').searchParams;
      return jsonResponse({ ...statement, from: query.get('from'), to: query.get('to') });
    });
    const { user } = renderRestaurant();
    await user.click(screen.getByRole('button', { name: 'This month' }));
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe('/api/restaurant/statement?from=2026-03-01&to=2026-03-04'),
    );
    expect(screen.getByRole('button', { name: 'This month' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('refuses a From after the To before asking, at the From date', async () => {
    const calls = statementServer(() => jsonResponse(statement));
    const { user } = renderRestaurant();
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-03-10');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText(FROM_AFTER_TO)).toBeTruthy();
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.url.includes('?'))).toHaveLength(0);
  });

  it('shows a period the server refuses at the date it names, without a CSV link', async () => {
    statementServer(() => jsonResponse({ message: RANGE_TOO_LONG, fields: { to: RANGE_TOO_LONG } }, 400));
    const { user } = renderRestaurant();
    await user.click(screen.getByRole('button', { name: 'Last 4 weeks' }));
    expect(await screen.findByText('Choose another period')).toBeTruthy();
    expect(screen.getByText(RANGE_TOO_LONG)).toBeTruthy();
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('link', { name: 'Export CSV' })).toBeNull();
  });

  it('offers Retry when the statement cannot be loaded', async () => {
    let fail = true;
    const calls = stubFetch(() =>
      fail ? jsonResponse({ message: 'Database unavailable' }, 500) : jsonResponse(statement),
    );
    const { user } = renderRestaurant(null);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load your statement')).toBeTruthy();
    expect(within(alert).getByText('Database unavailable')).toBeTruthy();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('Mon, Mar 2, 2026 – Wed, Mar 4, 2026. Days in America/Toronto.'),
    ).toBeTruthy();
    expect(calls).toHaveLength(2);
  });
});

const driverFigures = {
  deliveries: 1,
  base: '5.00',
  distance: '1.40',
  tip: '20.00',
  tipFee: '5.00',
  pay: '26.40',
  cashCollected: '31.97',
};

const driverStatement: DriverStatement = {
  from: '2026-03-01',
  to: '2026-03-30',
  timeZone: 'UTC',
  currency: 'CAD',
  currencies: ['CAD'],
  totals: driverFigures,
  weeks: [{ weekStart: '2026-03-16', ...driverFigures }],
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

function renderDriver(
  data: DriverStatement,
  answer: (call: FetchCall) => Response = () => jsonResponse(data),
) {
  const calls = stubFetch(answer);
  const queryClient = testQueryClient();
  queryClient.setQueryData([...statementKeys.driverFor(null), { currency: null }], data);
  return { ...renderWithProviders(<DriverStatementTab />, { queryClient }), calls };
}

describe('the driver Statement tab', () => {
  it('shows the seven totals, the weeks and each delivery with its pay and cash', () => {
    renderDriver(driverStatement);
    expect(figures()).toMatchObject({
      'Total pay': '$26.40',
      'Tip fees deducted': '$5.00',
      'Cash collected': '$31.97',
    });
    expect(Object.keys(figures())).toHaveLength(7);
    expect(rowsOf('By week')).toEqual([
      'Week of Mar 16, 2026 | 1 | $5.00 | $1.40 | $20.00 | $5.00 | $26.40 | $31.97',
    ]);
    expect(rowsOf('Deliveries')[0]?.replace(/\s+/g, ' ')).toMatch(
      /^#42 \| Mar 18, 2026, 2:35 PM \| Nonna Rosa Pizzeria \| 6\.40 \| \$5\.00 \| \$1\.40 \| \$20\.00 \| \$5\.00 \| \$26\.40 \| \$31\.97/,
    );
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/driver/statement.csv?from=2026-03-01&to=2026-03-30',
    );
    expect(
      screen.getByText(
        'Total pay = base + distance + tips, less the fee deducted from a large tip. Cash collected is what customers paid you at the door.',
      ),
    ).toBeTruthy();
    // Paid in one currency only: nothing to choose.
    expect(screen.queryByRole('group', { name: 'Currency' })).toBeNull();
  });

  it('lets a driver paid in two currencies read each apart, and the CSV follows', async () => {
    const yenFigures = {
      deliveries: 1,
      base: '500',
      distance: '0',
      tip: '300',
      tipFee: '0',
      pay: '800',
      cashCollected: '0',
    };
    const inYen: DriverStatement = {
      ...driverStatement,
      currency: 'JPY',
      currencies: ['CAD', 'JPY'],
      totals: yenFigures,
      weeks: [{ weekStart: '2026-03-23', ...yenFigures }],
      deliveries: [
        {
          ...driverStatement.deliveries[0],
          orderId: 43,
          paymentMethod: 'card',
          distanceKm: '2.00',
          ...yenFigures,
        } as DriverStatement['deliveries'][number],
      ],
    };
    const both = { ...driverStatement, currencies: ['CAD', 'JPY'] };
    const { user, calls } = renderDriver(both, (call) =>
      jsonResponse(
        new URL(call.url, 'http://quickbite.test').searchParams.get('currency') === 'JPY' ? inYen : both,
      ),
    );
    const group = screen.getByRole('group', { name: 'Currency' });
    const pressed = () =>
      within(group)
        .getAllByRole('button')
        .filter((button) => button.getAttribute('aria-pressed') === 'true')
        .map((button) => button.textContent);
    expect(pressed()).toEqual(['CAD']);
    expect(figures()['Total pay']).toBe('$26.40');
    await user.click(within(group).getByRole('button', { name: 'JPY' }));
    await waitFor(() => expect(figures()['Total pay']).toBe('¥800'));
    expect(calls.at(-1)?.url).toBe('/api/driver/statement?currency=JPY');
    expect(pressed()).toEqual(['JPY']);
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/driver/statement.csv?from=2026-03-01&to=2026-03-30&currency=JPY',
    );
  });

  it('says so when nothing was delivered in the period', () => {
    const none = { ...driverFigures, deliveries: 0, base: '0.00', pay: '0.00', cashCollected: '0.00' };
    renderDriver({ ...driverStatement, totals: none, weeks: [], deliveries: [] });
    expect(screen.getByText('No deliveries in this period')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Deliveries' })).toBeNull();
  });
});
