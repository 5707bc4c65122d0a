// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { TrackedOrder } from '#domain/tracking/responses.ts';
import { paths, receiptRoute } from '#web/app/paths.ts';
import { ReceiptPage } from '#web/routes/receipt/receipt-page.tsx';
import { jsonResponse, renderWithProviders, stubFetch } from '../../support/render';
import { trackedOrder } from './fixtures';

// The printable receipt at /receipt/{token} (issue "After the order", item 4): what the token's
// order cost, line by line, in its own currency; the refund of a cancelled one; "Receipt not found"
// for a token no order has.

const token = 'R'.repeat(43);
const textOf = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

function renderReceipt(order: TrackedOrder | null, at = paths.receipt(token)) {
  const calls = stubFetch((call) =>
    call.url === `/api/orders/track/${token}` && order
      ? jsonResponse(order)
      : jsonResponse({ code: 'not_found', message: 'Order not found' }, 404),
  );
  const view = renderWithProviders(<Route path={receiptRoute} component={ReceiptPage} />, { path: at });
  return { ...view, calls };
}

async function receipt(): Promise<HTMLElement> {
  return screen.findByRole('article', { name: /^Receipt for order #/ });
}

/** "label value" of each amount under the lines, in order. */
const amounts = (sheet: HTMLElement) =>
  within(sheet)
    .getAllByRole('term')
    .slice(2) // Order and Date come first
    .map((term) => `${textOf(term)} ${textOf(term.nextElementSibling)}`);

const cadOrder = trackedOrder({
  id: 41,
  status: 'delivered',
  restaurantName: 'Nonna Rosa Pizzeria',
  restaurantAddress: '1 King St W, Toronto, ON',
  items: [
    {
      name: 'Margherita',
      quantity: 2,
      price: '22.49',
      lineTotal: '44.98',
      menuItemId: 11,
      options: [
        { id: 102, group: 'Size', name: 'Large', priceDelta: '4.00' },
        { id: 201, group: 'Extras', name: 'Extra cheese', priceDelta: '1.50' },
      ],
    },
    { name: 'Tiramisu', quantity: 1, price: '8.99', lineTotal: '8.99', menuItemId: 12, options: [] },
  ],
  subtotal: '53.97',
  discount: '5.00',
  deliveryFee: '4.99',
  tax: '6.37',
  taxIncluded: false,
  tip: '4.00',
  total: '64.33',
  paymentMethod: 'card',
  paymentStatus: 'paid',
  cashDue: null,
});

describe('the receipt page', () => {
  it('lists the restaurant, the order, each line with its options and every amount in dollars', async () => {
    const { calls } = renderReceipt(cadOrder);
    const sheet = await receipt();
    expect(within(sheet).getByRole('heading', { name: 'Nonna Rosa Pizzeria' })).toBeTruthy();
    expect(within(sheet).getByText('1 King St W, Toronto, ON')).toBeTruthy();
    expect(textOf(within(sheet).getAllByRole('term')[0]?.parentElement)).toBe('Order#41');
    expect(sheet.querySelector('time')?.getAttribute('datetime')).toBe(cadOrder.createdAt);
    const lines = within(sheet).getByRole('list', { name: 'Items of order #41' });
    expect(within(lines).getAllByRole('listitem').map(textOf)).toEqual([
      '2 × MargheritaLarge, Extra cheese$44.98',
      '1 × Tiramisu$8.99',
    ]);
    expect(amounts(sheet)).toEqual([
      'Subtotal $53.97',
      'Discount -$5.00',
      'Delivery fee $4.99',
      'Tax $6.37',
      'Tip $4.00',
      'Total $64.33',
    ]);
    expect(within(sheet).getByText('Paid by card')).toBeTruthy();
    expect(within(sheet).queryByTestId('refund')).toBeNull();
    expect(calls.map((call) => call.url)).toEqual([`/api/orders/track/${token}`]);
  });

  it('keeps yen whole, says the tax inside the prices as "incl. tax", and shows no dollar sign', async () => {
    renderReceipt(
      trackedOrder({
        status: 'delivered',
        restaurantName: 'Kazeya Ramen',
        currency: 'JPY',
        items: [
          {
            name: 'Tonkotsu Ramen',
            quantity: 2,
            price: '1130',
            lineTotal: '2260',
            menuItemId: 30,
            options: [{ id: 7, group: 'Noodles', name: 'Extra noodles', priceDelta: '150' }],
          },
        ],
        subtotal: '2260',
        discount: '0',
        deliveryFee: '300',
        tax: '205',
        taxIncluded: true,
        tip: '0',
        total: '2560',
        cashDue: null,
      }),
    );
    const sheet = await receipt();
    expect(textOf(within(sheet).getByRole('listitem'))).toBe('2 × Tonkotsu RamenExtra noodles¥2,260');
    expect(amounts(sheet)).toEqual([
      'Subtotal ¥2,260',
      'Delivery fee ¥300',
      'incl. tax ¥205',
      'Tip ¥0',
      'Total ¥2,560',
    ]);
    expect(within(sheet).getByText('Cash on delivery')).toBeTruthy();
    expect(textOf(sheet)).not.toContain('$');
  });

  it("says a cancelled order's refund in its currency", async () => {
    renderReceipt({
      ...cadOrder,
      status: 'cancelled',
      cancellation: { reason: 'Out of dough', by: 'restaurant', refund: 'refunded' },
      paymentStatus: 'refunded',
    });
    const sheet = await receipt();
    expect(within(sheet).getByText('Cancelled by the restaurant')).toBeTruthy();
    expect(textOf(within(sheet).getByTestId('refund'))).toBe('Refunded to your card: $64.33');
  });

  it('prints the page on "Print" and links back to the order', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = renderReceipt(cadOrder);
    await receipt();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    // The buttons stay off paper; the sheet is what the print rules keep.
    expect(screen.getByRole('button', { name: 'Print' }).parentElement?.className).toContain('print:hidden');
    expect((await receipt()).className).toContain('receipt-sheet');
    expect(screen.getByRole('link', { name: 'Back to the order' }).getAttribute('href')).toBe(
      paths.trackedOrder(cadOrder.customerPhone, token),
    );
  });

  it('says "Receipt not found" for a token no order has', async () => {
    renderReceipt(null);
    expect((await screen.findByRole('alert')).textContent).toContain('Receipt not found');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('says "Receipt not found" for a malformed token without asking the server', async () => {
    const { calls } = renderReceipt(cadOrder, '/receipt/not-a-token');
    expect(screen.getByRole('alert').textContent).toContain('Receipt not found');
    await waitFor(() => expect(calls).toEqual([]));
  });
});
