import { type Browser, expect, type Page, test } from '@playwright/test';
import { formatAmount } from '#domain/shared/currency.ts';
import { unique } from './support/admin';
import { placeOrder } from './support/orders';
import { expectNoSeriousA11yViolations, expectToast } from './support/page-checks';
import { DEMO_RESTAURANT } from './support/restaurant';

// The restaurant app for real: a customer orders, the signed-in kitchen hears the alarm, accepts
// with a prep time and marks it ready while the customer's tracker follows live; the menu is
// managed and an open customer page follows each change. Two browser contexts, one per side.

async function openBoard(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  // Counts every play() of a media element: the alarm is a real <audio> element.
  await context.addInitScript(() => {
    const original = HTMLMediaElement.prototype.play;
    (window as unknown as { alarmPlays: number }).alarmPlays = 0;
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      (window as unknown as { alarmPlays: number }).alarmPlays += 1;
      return original.call(this);
    };
  });
  const page = await context.newPage();
  await page.goto('/restaurant-app');
  await page.getByLabel('Email').fill(DEMO_RESTAURANT.email);
  await page.getByLabel('Password').fill(DEMO_RESTAURANT.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('tab', { name: /New Orders/ })).toBeVisible();
  return page;
}

const alarmPlays = (page: Page) =>
  page.evaluate(() => (window as unknown as { alarmPlays: number }).alarmPlays);

test('an order goes from the customer to the kitchen and back, live, with the alarm ringing until accepted', async ({
  browser,
}) => {
  // A whole kitchen shift in one journey: three accessibility checks at two widths, every order
  // other journeys left waiting accepted, and five quiet seconds to hear the alarm stop.
  test.setTimeout(90_000);
  const board = await openBoard(browser);
  await expectNoSeriousA11yViolations(board);

  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  const phone = `+1 416-555-${String(Date.now()).slice(-4)}`;
  const name = `Board ${unique()}`;
  const { order, quote } = await placeOrder(customer.request, { name, phone });
  await customer.goto(`/order-tracking?phone=${encodeURIComponent(phone)}`);
  const tracker = customer.getByRole('article', { name: `Order #${order.id}` });
  await expect(tracker.getByText('Order Confirmed', { exact: true }).first()).toBeVisible();

  const money = (amount: string) => formatAmount(amount, order.currency);
  await expectToast(board, 'New Order Received!', `Order from ${name} for ${money(order.total)}`);
  const card = board.getByRole('article', { name: `Order #${order.id}` });
  await expect(card).toBeVisible();
  // The card adds the order up in Canadian dollars: Nonna Rosa's own fee and Ontario's 13% tax on
  // top of the food; no discount and no tip on this one.
  expect(order.currency).toBe('CAD');
  expect(quote.taxIncluded).toBe(false);
  await expect(card.getByRole('term')).toHaveText(['Subtotal', 'Delivery fee', 'Tax', 'Total']);
  await expect(card.getByRole('definition')).toHaveText([
    money(quote.subtotal),
    '$2.99',
    money(quote.tax),
    money(quote.total),
  ]);
  await expect(board).toHaveTitle(/\(\d+\)/);
  // The browser may refuse sound until a tap: then the board says so and the tap enables it.
  const enable = board.getByRole('button', { name: 'Tap to enable sound' });
  if (await enable.isVisible()) await enable.click();
  await expect.poll(() => alarmPlays(board)).toBeGreaterThan(0);

  await card.getByLabel('Prep time').selectOption('25');
  await card.getByRole('button', { name: 'Accept & Start Preparing' }).click();
  await expect(card).toBeHidden();

  await expect(tracker.getByText('Being Prepared', { exact: true }).first()).toBeVisible();
  // The arrival time now follows the kitchen's prep time, without a reload.
  await expect(tracker.getByRole('term').filter({ hasText: 'Arriving by' })).toBeVisible();
  await expect(
    tracker
      .getByRole('definition')
      .filter({ hasText: /\d{1,2}:\d{2}/ })
      .first(),
  ).toBeVisible();

  await board.getByRole('tab', { name: 'Preparing' }).click();
  const preparing = board.getByRole('article', { name: `Order #${order.id}` });
  await expectNoSeriousA11yViolations(board);
  await preparing.getByRole('button', { name: 'Mark as Ready for Pickup' }).click();
  await expect(preparing).toBeHidden();
  await board.getByRole('tab', { name: 'Ready' }).click();
  await expect(board.getByRole('article', { name: `Order #${order.id}` })).toBeVisible();
  await expectNoSeriousA11yViolations(board);
  // Other journeys may have left orders waiting: the alarm stops only once none waits. Accept them.
  await board.getByRole('tab', { name: /New Orders/ }).click();
  const waiting = board.getByRole('button', { name: 'Accept & Start Preparing' });
  while ((await waiting.count()) > 0) {
    await waiting.first().click();
    await board.waitForTimeout(300);
  }
  const playsWhenNoneWait = await alarmPlays(board);
  await board.waitForTimeout(5_000);
  expect(await alarmPlays(board)).toBe(playsWhenNoneWait);

  await board.getByRole('tab', { name: 'Analytics' }).click();
  await expect(board.getByRole('tabpanel')).toContainText(/prep/i);
  await expectNoSeriousA11yViolations(board);
  await customerContext.close();
  await board.context().close();
});

test('the menu is managed on the board and an open customer page follows each change', async ({
  browser,
}) => {
  // Every menu action, each followed live on an open customer page.
  test.setTimeout(90_000);
  const board = await openBoard(browser);
  await board.getByRole('tab', { name: 'Menu' }).click();
  await expectNoSeriousA11yViolations(board);

  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await customer.goto('/restaurant/1');
  await expect(customer.getByRole('heading', { level: 1 })).toBeVisible();

  const dish = `Board special ${unique()}`;
  await board.getByRole('button', { name: 'Add Item' }).click();
  const dialog = board.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Add Item' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel('Name').fill(dish);
  await dialog.getByLabel('Price').fill('13.50');
  await dialog.getByLabel('Category').selectOption('Pizza');
  await dialog.getByRole('button', { name: 'Add Item' }).click();
  await expect(board.getByText('Menu item added successfully!', { exact: true })).toBeVisible();
  await expect(customer.getByText(dish)).toBeVisible();

  await board.getByRole('button', { name: `Edit ${dish}` }).click();
  await board.getByRole('dialog').getByLabel('Price').fill('14.25');
  await board.getByRole('dialog').getByRole('button', { name: 'Save Changes' }).click();
  await expect(board.getByText('Menu item updated successfully!', { exact: true })).toBeVisible();
  await expect(customer.getByText('$14.25')).toBeVisible();

  await board.getByRole('switch', { name: `${dish} available` }).click();
  const customerDish = customer.getByRole('article').filter({ hasText: dish });
  await expect(customerDish.getByText('Unavailable')).toBeVisible();

  await board.getByRole('button', { name: `Delete ${dish}` }).click();
  await board
    .getByRole('dialog')
    .getByRole('button', { name: /Delete/ })
    .click();
  await expect(board.getByText('Menu item deleted successfully!', { exact: true })).toBeVisible();
  await expect(customer.getByText(dish)).toBeHidden();

  await board.setViewportSize({ width: 360, height: 740 });
  await expectNoSeriousA11yViolations(board);
  await customerContext.close();
  await board.context().close();
});
