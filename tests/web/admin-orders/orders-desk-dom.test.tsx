// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminDeskOrder } from '#domain/admin-orders/responses.ts';
import type { OrderStatus } from '#domain/order-lifecycle/status-machine.ts';
import { adminOrderKeys } from '#web/features/admin-orders/api/query-keys.ts';
import { OrdersDesk } from '#web/features/admin-orders/components/orders-desk.tsx';
import {
  type FetchCall,
  jsonResponse,
  renderWithProviders,
  stubFetch,
  testQueryClient,
} from '../../support/render';
import { deskOrder } from './fixtures';

// The Orders tab in a DOM, used as an admin uses it: the columns, the Locked badge, which rows offer
// Cancel, Assign driver and Unlock, the status filter and Load more.

function rows(): AdminDeskOrder[] {
  return [
    deskOrder({ id: 30, status: 'ready', deliveryLocked: false }),
    deskOrder({
      id: 29,
      status: 'on-the-way',
      deliveryLocked: true,
      driver: { id: 4, name: 'Sam Rider', phone: '+1 416 555 0199' },
    }),
    deskOrder({
      id: 28,
      status: 'delivered',
      restaurant: { id: 9, name: 'Kazeya Ramen' },
      currency: 'JPY',
      total: '3628',
      paymentMethod: 'cash',
      paymentStatus: 'cash_collected',
    }),
    deskOrder({
      id: 27,
      status: 'cancelled',
      cancelReason: 'Restaurant closed early',
      paymentStatus: 'refunded',
    }),
  ];
}

/** Answers the desk's GET with `first` (and `older` for a page asked with ?before=). */
function deskServer(
  first: { orders: AdminDeskOrder[]; nextBefore: number | null },
  older = { orders: [] as AdminDeskOrder[], nextBefore: null as number | null },
) {
  return stubFetch((call: FetchCall) =>
    call.url.includes('before=') ? jsonResponse(older) : jsonResponse(first),
  );
}

function renderDesk(
  status: OrderStatus | null,
  nextBefore: number | null,
  orders = rows(),
  onStatusChange: (status: OrderStatus | null) => void = () => {},
) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(adminOrderKeys.deskOrders(status), {
    pages: [{ orders, nextBefore }],
    pageParams: [null],
  });
  const calls = deskServer({ orders, nextBefore });
  const view = renderWithProviders(
    <OrdersDesk status={status} onStatusChange={onStatusChange} onUnauthorized={() => {}} />,
    { queryClient },
  );
  return { ...view, calls };
}

/** The table row of one order, found by its number. */
function rowOf(id: number): HTMLElement {
  const row = screen
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByText(`#${id}`, { exact: true }) !== null);
  if (!row) throw new Error(`no row for order #${id}`);
  return row;
}

/** Each cell's visible text (screen-reader-only text included), spaces normalised. */
function cellsOf(row: HTMLElement): string[] {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim());
}

describe('OrdersDesk', () => {
  it('lists each order with its columns, newest first', () => {
    renderDesk(null, null);
    const table = screen.getByRole('table', { name: 'Orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Order', 'Status', 'Restaurant', 'Driver', 'Customer', 'Total', 'Payment', 'Age', 'Actions']);
    expect(screen.getByText('4 orders shown, newest first')).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => cellsOf(row)[0]),
    ).toEqual(['#30', '#29', '#28', '#27']);
    expect(cellsOf(rowOf(30)).slice(0, 7)).toEqual([
      '#30',
      'Ready',
      'Nonna Rosa Pizzeria',
      'Unassigned',
      'Ada Lovelace+1 416 555 0101',
      '$38.97',
      'Card, paid',
    ]);
    expect(cellsOf(rowOf(29))[3]).toBe('Sam Rider+1 416 555 0199');
    // Each order in its own currency: a kitchen in Japan's total in whole yen.
    expect(cellsOf(rowOf(28))[5]).toBe('¥3,628');
    expect(within(rowOf(27)).getByText('Restaurant closed early')).toBeTruthy();
    expect(rowOf(30).querySelector('time')?.getAttribute('datetime')).toBe('2026-05-01T12:00:00.000Z');
  });

  it('badges a locked delivery and offers to unlock it', () => {
    renderDesk(null, null);
    expect(within(rowOf(29)).getByText(/^Locked/).textContent).toBe('Locked: too many wrong delivery codes');
    expect(within(rowOf(29)).getByRole('button', { name: 'Unlock delivery of order #29' })).toBeTruthy();
    expect(within(rowOf(30)).queryByText(/Locked/)).toBeNull();
    expect(within(rowOf(30)).queryByRole('button', { name: /Unlock/ })).toBeNull();
  });

  it('offers Assign driver while preparing or ready, Cancel until delivered or cancelled', () => {
    renderDesk(null, null);
    const buttons = (id: number) =>
      within(rowOf(id))
        .queryAllByRole('button')
        .map((button) => button.textContent);
    expect(buttons(30)).toEqual(['Assign driver to order #30', 'Cancel order #30']);
    expect(buttons(29)).toEqual(['Unlock delivery of order #29', 'Cancel order #29']);
    expect(buttons(28)).toEqual([]);
    expect(buttons(27)).toEqual([]);
    expect(cellsOf(rowOf(28))[8]).toBe('None');
  });

  it('shows an order for later as Scheduled, which the admin may cancel but not give a driver', () => {
    renderDesk(null, null, [deskOrder({ id: 31, status: 'scheduled' }), ...rows()]);
    expect(cellsOf(rowOf(31))[1]).toBe('Scheduled');
    expect(
      within(rowOf(31))
        .queryAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel order #31']);
  });

  it('has a labelled status filter with every status, the current one selected', () => {
    renderDesk('ready', 30);
    const filter = screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement;
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All statuses',
      // Orders for later, until their preparation lead before the time.
      'Scheduled',
      'Confirmed',
      'Preparing',
      'Ready',
      'Picked up',
      'On the way',
      'Delivered',
      'Cancelled',
    ]);
    expect(filter.value).toBe('ready');
    expect((screen.getByRole('option', { name: 'Ready' }) as HTMLOptionElement).selected).toBe(true);
  });

  it('asks for the status the admin picks, and for every status on "All statuses"', async () => {
    const onStatusChange = vi.fn();
    const { user } = renderDesk('ready', null, rows(), onStatusChange);
    await user.selectOptions(screen.getByLabelText('Status'), 'On the way');
    expect(onStatusChange).toHaveBeenLastCalledWith('on-the-way');
    await user.selectOptions(screen.getByLabelText('Status'), 'All statuses');
    expect(onStatusChange).toHaveBeenLastCalledWith(null);
  });

  it('offers Load more while older orders remain, and asks for the orders before the last one', async () => {
    const { user, calls } = renderDesk('ready', 30, [deskOrder({ id: 30, status: 'ready' })]);
    calls.length = 0;
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(calls.some((call) => call.url.includes('before=30'))).toBe(true));
    const asked = calls.find((call) => call.url.includes('before=30'));
    expect(asked?.method).toBe('GET');
    expect(asked?.url).toBe('/api/admin/orders?status=ready&before=30&limit=50');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
  });

  it('has no Load more once every order is shown', () => {
    renderDesk('ready', null);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when a filter has no orders', () => {
    const { unmount } = renderDesk('on-the-way', null, []);
    expect(screen.getByText('No on the way orders.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    unmount();
    renderDesk(null, null, []);
    expect(screen.getByText('No orders yet.')).toBeTruthy();
  });

  it('opens the dialog of the action chosen on a row, for that order', async () => {
    const { user } = renderDesk(null, null);
    await user.click(screen.getByRole('button', { name: 'Cancel order #29' }));
    expect(await screen.findByRole('dialog', { name: 'Cancel order #29' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Unlock delivery of order #29' }));
    expect(await screen.findByRole('dialog', { name: 'Unlock the delivery of order #29' })).toBeTruthy();
  });
});
