// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SETTLEMENT_NOTE_MAX } from '#domain/finance/requests.ts';
import {
  type CashOverview,
  type DriverCash,
  SETTLEMENT_TOO_LARGE_CODE,
  type Settlement,
} from '#domain/finance/responses.ts';
import { financeKeys } from '#web/features/finance/api/query-keys.ts';
import { CashDesk } from '#web/features/finance/components/cash-desk.tsx';
import { amountMessages, SETTLEMENT_FAILED } from '#web/features/finance/settlement-form.ts';
import {
  type FetchCall,
  findToast,
  headersOf,
  jsonResponse,
  renderWithProviders,
  stubFetch,
  testQueryClient,
} from '../../support/render';

// The admin's Cash tab in a DOM, used as an admin uses it: each driver's figures, and the Record
// settlement dialog: what it sends (with one Idempotency-Key per attempt), its messages, and what the
// admin sees when the server refuses.

const driver = (overrides: Partial<DriverCash>): DriverCash => ({
  driverId: 1,
  name: 'Sam Rider',
  phone: '+1 416 555 0199',
  currency: 'CAD',
  cashCollected: '60.00',
  payKept: '14.00',
  owes: '46.00',
  settled: '10.00',
  balance: '36.00',
  lastSettlementAt: null,
  ...overrides,
});

const overview: CashOverview = {
  drivers: [
    driver({}),
    driver({ driverId: 2, name: 'Ana Pereira', owes: '3.00', settled: '3.00', balance: '0.00' }),
    driver({ driverId: 3, name: 'Li Wei', owes: '-2.50', settled: '0.00', balance: '-2.50' }),
  ],
  outstanding: [{ currency: 'CAD', amount: '33.50' }],
};

/** A driver in Tokyo: cash in whole yen. */
const kenji = driver({
  driverId: 4,
  name: 'Kenji Sato',
  phone: '+81 3-1234-5678',
  currency: 'JPY',
  cashCollected: '4580',
  payKept: '1600',
  owes: '2980',
  settled: '0',
  balance: '2980',
});

const settlement = (amount: string, balance: string): Settlement => ({
  id: 11,
  driverId: 1,
  amount,
  note: null,
  recordedBy: { id: 1, name: 'Admin' },
  createdAt: '2026-05-15T12:00:00.000Z',
  driver: driver({ settled: '30.00', balance, lastSettlementAt: '2026-05-15T12:00:00.000Z' }),
});

/** The GET answers the ledger; a settlement gets `answer`. */
function cashServer(answer: (call: FetchCall) => Response | Promise<Response> = () => jsonResponse({})) {
  return stubFetch((call) => (call.method === 'GET' ? jsonResponse(overview) : answer(call)));
}

const posts = (calls: FetchCall[]) => calls.filter((call) => call.method === 'POST');

/** The tab with the ledger already read, or with `null` nothing read yet. */
function renderDesk(data: CashOverview | null = overview) {
  const queryClient = testQueryClient();
  if (data) queryClient.setQueryData(financeKeys.cash, data);
  return renderWithProviders(<CashDesk onUnauthorized={() => {}} />, { queryClient, toaster: true });
}

function rowOf(name: string): HTMLElement {
  const row = screen.getAllByRole('row').find((candidate) => within(candidate).queryByText(name));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim());

async function openFor(user: ReturnType<typeof renderDesk>['user'], name: string) {
  await user.click(screen.getByRole('button', { name: `Record settlement from ${name}` }));
  return screen.findByRole('dialog', { name: `Record settlement from ${name}` });
}

describe('the Cash tab', () => {
  it('lists each driver’s cash, the total outstanding, and offers a settlement to a driver who owes', () => {
    cashServer();
    renderDesk();
    expect(screen.getByText('Total outstanding').nextElementSibling?.textContent).toBe('$33.50');
    const table = screen.getByRole('table', { name: "Drivers' cash" });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Driver',
      'Phone',
      'Cash collected',
      'Pay kept',
      'Owes',
      'Settled',
      'Balance',
      'Last settlement',
      'Actions',
    ]);
    expect(cellsOf(rowOf('Sam Rider'))).toEqual([
      'Sam Rider',
      '+1 416 555 0199',
      '$60.00',
      '$14.00',
      '$46.00',
      '$10.00',
      '$36.00',
      'Never',
      'Record settlement from Sam Rider',
    ]);
    expect(cellsOf(rowOf('Ana Pereira')).slice(6)).toEqual(['$0.00Settled', 'Never', 'Nothing to collect']);
    // Owed money by the company: said, not hidden.
    expect(cellsOf(rowOf('Li Wei')).slice(6)).toEqual([
      '-$2.50The company owes the driver',
      'Never',
      'Nothing to collect',
    ]);
    expect(within(rowOf('Li Wei')).queryByRole('button')).toBeNull();
  });

  it('shows each driver in its own currency and what is outstanding per currency, never added up', () => {
    const both: CashOverview = {
      drivers: [...overview.drivers, kenji],
      outstanding: [
        { currency: 'CAD', amount: '33.50' },
        { currency: 'JPY', amount: '2980' },
      ],
    };
    stubFetch(() => jsonResponse(both));
    renderDesk(both);
    const total = screen.getByText('Total outstanding');
    expect([...(total.parentElement?.querySelectorAll('dd') ?? [])].map((dd) => dd.textContent)).toEqual([
      '$33.50CAD',
      '¥2,980JPY',
    ]);
    expect(cellsOf(rowOf('Kenji Sato')).slice(2, 7)).toEqual(['¥4,580', '¥1,600', '¥2,980', '¥0', '¥2,980']);
  });

  it('says when no driver has collected cash, and shows a skeleton while loading', async () => {
    stubFetch(() => jsonResponse({ drivers: [], outstanding: [] }));
    const { unmount } = renderDesk({ drivers: [], outstanding: [] });
    expect(screen.getByText('No driver has collected cash yet')).toBeTruthy();
    expect(screen.getByText('Total outstanding').nextElementSibling?.textContent).toBe('Nothing');
    unmount();
    stubFetch(() => new Promise<Response>(() => {}));
    renderDesk(null);
    expect(screen.getByRole('status').textContent).toContain("Loading drivers' cash");
  });
});

describe('Record settlement', () => {
  it('says whose cash and what is owed', async () => {
    cashServer();
    const { user } = renderDesk();
    const dialog = await openFor(user, 'Sam Rider');
    expect(within(dialog).getByText('Cash Sam Rider handed over. Balance now: $36.00.')).toBeTruthy();
    expect(within(dialog).getByText('In CAD, e.g. 25.00.')).toBeTruthy();
    expect(within(dialog).getByText(`Optional, up to ${SETTLEMENT_NOTE_MAX} characters.`)).toBeTruthy();
  });

  it('sends the amount as dollars with two decimals, the note and a key, then says the new balance', async () => {
    const calls = cashServer(() => jsonResponse(settlement('20.00', '16.00'), 201));
    const { user } = renderDesk();
    const dialog = await openFor(user, 'Sam Rider');
    await user.type(within(dialog).getByLabelText(/^Amount/), '$20');
    await user.type(within(dialog).getByLabelText(/^Note/), ' Friday drop-off ');
    await user.click(within(dialog).getByRole('button', { name: 'Record settlement' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls)).toEqual([
      {
        url: '/api/admin/cash/1/settlements',
        method: 'POST',
        body: { amount: '20.00', note: 'Friday drop-off' },
      },
    ]);
    expect(headersOf(posts(calls)[0])['idempotency-key']).toMatch(/\S{8,}/);
    const toast = await findToast('Settlement recorded');
    expect(within(toast).getByText('$20.00 from Sam Rider. Balance now $16.00.')).toBeTruthy();
  });

  it('says what is wrong with the amount before sending anything', async () => {
    const calls = cashServer();
    const { user } = renderDesk();
    const dialog = await openFor(user, 'Sam Rider');
    const amount = within(dialog).getByLabelText(/^Amount/);
    const submit = within(dialog).getByRole('button', { name: 'Record settlement' });
    const messages = amountMessages('CAD');
    await user.click(submit);
    expect(within(dialog).getByText(messages.required)).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    for (const [typed, message] of [
      ['twenty', messages.format],
      ['12.345', messages.format],
      ['0', messages.notPositive],
      ['100000.01', messages.tooLarge],
    ] as const) {
      await user.clear(amount);
      await user.type(amount, typed);
      await user.click(submit);
      expect(within(dialog).getByText(message), typed).toBeTruthy();
    }
    expect(posts(calls)).toHaveLength(0);
  });

  it('shows a refused amount at the field, and retries the corrected amount under a new key', async () => {
    let refuse = true;
    const calls = cashServer(() =>
      refuse
        ? jsonResponse(
            {
              message: 'The settlement is more than the driver owes ($36.00)',
              code: SETTLEMENT_TOO_LARGE_CODE,
            },
            409,
          )
        : jsonResponse(settlement('36.00', '0.00'), 201),
    );
    const { user } = renderDesk();
    const dialog = await openFor(user, 'Sam Rider');
    const amount = within(dialog).getByLabelText(/^Amount/);
    await user.type(amount, '40');
    await user.click(within(dialog).getByRole('button', { name: 'Record settlement' }));
    expect(
      await within(dialog).findByText('The settlement is more than the driver owes ($36.00)'),
    ).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    refuse = false;
    await user.clear(amount);
    await user.type(amount, '36');
    await user.click(within(dialog).getByRole('button', { name: 'Record settlement' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [first, second] = posts(calls);
    expect(first?.body).toEqual({ amount: '40.00' });
    expect(second?.body).toEqual({ amount: '36.00' });
    expect(headersOf(second)['idempotency-key']).not.toBe(headersOf(first)['idempotency-key']);
  });

  it('says the settlement failed when the server errs, and retries under the same key', async () => {
    const calls = cashServer(() => new Response('', { status: 502, statusText: 'Bad Gateway' }));
    const { user } = renderDesk();
    const dialog = await openFor(user, 'Sam Rider');
    await user.type(within(dialog).getByLabelText(/^Amount/), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Record settlement' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(SETTLEMENT_FAILED);
    await user.click(within(dialog).getByRole('button', { name: 'Record settlement' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    const [first, second] = posts(calls);
    expect(headersOf(second)['idempotency-key']).toBe(headersOf(first)['idempotency-key']);
    expect(screen.getByRole('dialog', { name: 'Record settlement from Sam Rider' })).toBeTruthy();
  });

  it('takes a yen driver’s cash in whole yen and says so in yen', async () => {
    const yenOverview: CashOverview = {
      drivers: [kenji],
      outstanding: [{ currency: 'JPY', amount: '2980' }],
    };
    const calls = stubFetch((call) =>
      call.method === 'GET'
        ? jsonResponse(yenOverview)
        : jsonResponse(
            {
              ...settlement('2000', '980'),
              driverId: 4,
              driver: { ...kenji, settled: '2000', balance: '980' },
            },
            201,
          ),
    );
    const { user } = renderDesk(yenOverview);
    const dialog = await openFor(user, 'Kenji Sato');
    expect(within(dialog).getByText('Cash Kenji Sato handed over. Balance now: ¥2,980.')).toBeTruthy();
    expect(within(dialog).getByText('In JPY, e.g. 2500.')).toBeTruthy();
    const amount = within(dialog).getByLabelText(/^Amount/);
    await user.type(amount, '2000.50');
    await user.click(within(dialog).getByRole('button', { name: 'Record settlement' }));
    expect(within(dialog).getByText(amountMessages('JPY').format)).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '¥2,000');
    await user.click(within(dialog).getByRole('button', { name: 'Record settlement' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls).map((call) => call.body)).toEqual([{ amount: '2000' }]);
    const toast = await findToast('Settlement recorded');
    expect(within(toast).getByText('¥2,000 from Kenji Sato. Balance now ¥980.')).toBeTruthy();
  });

  it('closes without sending anything on Cancel', async () => {
    const calls = cashServer();
    const { user } = renderDesk();
    const dialog = await openFor(user, 'Sam Rider');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls)).toHaveLength(0);
  });
});
