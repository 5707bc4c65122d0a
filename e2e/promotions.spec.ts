import { expect, test } from '@playwright/test';
import type { Promotion } from '#domain/promotions/responses.ts';
import {
  drawerToPayment,
  fillCartAndOpenDrawer,
  heldToken,
  menuDish,
  orderIdFromToast,
  placedOrderOnDevice,
  quoteFor,
  shownAmount,
  uniquePhone,
} from './ordering/helpers';
import { unique } from './support/admin';
import { expectNoSeriousA11yViolations, expectToast } from './support/page-checks';
import { openBoard } from './support/restaurant';

// A restaurant creates a promotion and the next first order shows the discount on the board and
// the tracker: Nonna Rosa (restaurant 1, Toronto, Canadian dollars) sets 10% off a first order in
// its Promotions tab; a new phone orders from the drawer, is quoted and charged the discount, and
// the kitchen's card and the customer's tracker show the discounted order. The promotion is deleted
// in the manager at the end (and through the API should the journey stop early), so no other
// journey gets a discount.

const TORONTO = { latitude: 43.65, longitude: -79.38 };
const ADDRESS = '100 Queen St W, Toronto';
const PLACED = /^Your order #(\d+) has been confirmed\. Payment distribution calculated automatically\.$/;

test.use({ geolocation: TORONTO, permissions: ['geolocation'] });

test('a restaurant creates a promotion and the next first order shows the discount on the board and the tracker', async ({
  browser,
  page,
  request,
}) => {
  // Two apps, a whole order and two accessibility checks.
  test.setTimeout(90_000);
  const board = await openBoard(browser);
  const title = `Welcome ${unique()}`;
  let promotionId: number | null = null;
  try {
    // The manager: a first-order 10% off, from the keyboard-reachable form.
    await board.getByRole('tab', { name: 'Promotions' }).click();
    await board.getByRole('button', { name: 'New Promotion' }).click();
    const dialog = board.getByRole('dialog', { name: 'New promotion' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Kind').selectOption('percent');
    await dialog.getByLabel('Value (%)').fill('10');
    // Nonna Rosa prices in Canadian dollars: the minimum is asked in them.
    await expect(dialog.getByLabel('Minimum subtotal (CAD)')).toHaveValue('0');
    await dialog.getByRole('switch', { name: 'First order only' }).click();
    await expectNoSeriousA11yViolations(board);
    await dialog.getByRole('button', { name: 'Add Promotion' }).click();
    await expectToast(board, 'Promotion added', `${title} is saved.`);
    const row = board.getByRole('listitem').filter({ has: board.getByRole('heading', { name: title }) });
    await expect(row.getByText('10% off', { exact: true })).toBeVisible();
    await expect(row.getByText('First order only', { exact: true })).toBeVisible();
    await expect(row.getByText('Any order', { exact: true })).toBeVisible();
    await expect(row.getByText('Running', { exact: true })).toBeVisible();
    await expect(row.getByRole('switch', { name: `${title} active` })).toBeChecked();
    const listed = (await (await board.request.get('/api/restaurant/promotions')).json()) as Promotion[];
    const created = listed.find((promotion) => promotion.title === title);
    expect(created).toMatchObject({
      kind: 'percent',
      value: '10',
      firstOrderOnly: true,
      code: null,
      isActive: true,
      currency: 'CAD',
    });
    promotionId = created?.id ?? null;

    // A new phone's first order: the server's quote takes 10% off the food.
    const phone = uniquePhone();
    const margherita = await menuDish(request, 'Margherita');
    const quote = await quoteFor(request, [[margherita, 2]], { customerPhone: phone });
    expect(quote.currency).toBe('CAD');
    expect(quote.promotion).toEqual({ id: promotionId, title, discount: quote.discount });
    const discount = shownAmount(quote, quote.discount);
    expect(Number(quote.discount)).toBeCloseTo(Number(quote.subtotal) / 10, 2);

    // The drawer shows and charges the discount, named by the promotion.
    await fillCartAndOpenDrawer(page, ['Margherita', 'Margherita']);
    const payment = await drawerToPayment(page, { name: 'Ada Firstorder', phone, address: ADDRESS });
    await payment.getByRole('radio', { name: 'Cash on delivery' }).check();
    await expect(payment.getByText(`Discount (${title})`, { exact: true })).toBeVisible();
    await expect(payment.getByTestId('order-discount')).toHaveText(`-${discount}`);
    await expect(payment.getByTestId('order-total')).toHaveText(shownAmount(quote, quote.total));
    await payment.getByRole('button', { name: 'Place Order' }).click();
    const id = await orderIdFromToast(page, 'Order placed successfully!', PLACED);
    const stored = await placedOrderOnDevice(page, id);
    expect(stored).toMatchObject({
      currency: 'CAD',
      subtotal: quote.subtotal,
      discount: quote.discount,
      total: quote.total,
    });

    // The tracker: the discounted total, in Canadian dollars.
    const token = await heldToken(page, id);
    await page.goto(`/order-tracking?phone=${encodeURIComponent(phone)}&token=${encodeURIComponent(token)}`);
    const tracker = page.getByRole('article', { name: `Order #${id}` });
    await expect(tracker.getByText('Order Confirmed', { exact: true }).first()).toBeVisible();
    await expect(tracker.getByText(shownAmount(quote, quote.total), { exact: true })).toBeVisible();

    // The kitchen's card: the Discount line between the food and the fee, and the same total.
    await board.getByRole('tab', { name: /New Orders/ }).click();
    const card = board.getByRole('article', { name: `Order #${id}` });
    await expect(card).toBeVisible();
    await expect(card.getByRole('term')).toHaveText(['Subtotal', 'Discount', 'Delivery fee', 'Tax', 'Total']);
    await expect(card.getByRole('definition')).toHaveText([
      shownAmount(quote, quote.subtotal),
      `-${discount}`,
      shownAmount(quote, quote.deliveryFee),
      shownAmount(quote, quote.tax),
      shownAmount(quote, quote.total),
    ]);

    // The same phone's next order is no longer a first order.
    const again = await quoteFor(request, [[margherita, 2]], { customerPhone: phone });
    expect(again.promotion).toBeNull();
    expect(Number(again.discount)).toBe(0);

    // Deleted in the manager, after a confirmation; customers stop getting it.
    await board.getByRole('tab', { name: 'Promotions' }).click();
    await board.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = board.getByRole('dialog', { name: `Delete ${title}?` });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(board, 'Promotion deleted', `${title} is gone.`);
    await expect(board.getByRole('heading', { name: title })).toHaveCount(0);
    const after = (await (await board.request.get('/api/restaurant/promotions')).json()) as Promotion[];
    expect(after.some((promotion) => promotion.id === promotionId)).toBe(false);
    promotionId = null;
    const fresh = await quoteFor(request, [[margherita, 2]], { customerPhone: uniquePhone() });
    expect(fresh.promotion).toBeNull();
  } finally {
    if (promotionId !== null) await board.request.delete(`/api/restaurant/promotions/${promotionId}`);
    await board.context().close();
  }
});
