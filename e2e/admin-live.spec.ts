import { expect, test } from '@playwright/test';
import { formatAmount } from '#domain/shared/currency.ts';
import { adminStorageState, liveIndicator, openPanel, registerDriver, row, unique } from './support/admin';
import { placeOrder } from './support/orders';
import { expectToast } from './support/page-checks';

// The admin panel's live channel: notices from other admins, app_connect, malformed messages.

test('an approval by another admin shows "Driver Approved" live', async ({ browser, baseURL }) => {
  const storageState = await adminStorageState(baseURL!);
  const watcher = await browser.newContext({ baseURL, storageState });
  const approver = await browser.newContext({ baseURL, storageState });
  const name = `Live Rider ${unique()}`;
  await registerDriver(approver.request, name);

  const watching = await openPanel(watcher);
  await expect(liveIndicator(watching)).toBeVisible();
  await watching.getByRole('tab', { name: 'Drivers' }).click();

  const approving = await openPanel(approver);
  await approving.getByRole('tab', { name: 'Drivers' }).click();
  await row(approving, name)
    .getByRole('button', { name: `Approve ${name}` })
    .click();
  await expectToast(approving, 'Driver Updated', `${name} is now approved.`);

  await expectToast(watching, 'Driver Approved', `${name} is now active`);
  await expect(row(watching, name).getByText('Approved', { exact: true })).toBeVisible();
  await watcher.close();
  await approver.close();
});

test('the live channel announces the admin app, ignores malformed messages and shows notices', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, storageState: await adminStorageState(baseURL!) });
  const page = await context.newPage();
  const received: string[] = [];
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  let send: ((message: string) => void) | undefined;
  // Stands in for the server, so the client can be fed any message.
  await page.routeWebSocket('**/ws', (ws) => {
    ws.onMessage((message) => received.push(String(message)));
    send = (message) => ws.send(message);
  });
  await page.goto('/admin');
  await expect(liveIndicator(page)).toBeVisible();
  await expect.poll(() => received.map((raw) => JSON.parse(raw).appType)).toEqual(['admin']);

  send?.('{"type":"driver_approved"');
  await expect.poll(() => warnings.some((text) => text.includes('malformed'))).toBe(true);
  send?.(JSON.stringify({ type: 'restaurant_approved', data: { name: 'Casa Nueva' } }));
  await expectToast(page, 'Restaurant Approved', 'Casa Nueva is now active');
  // No order #42 was announced or is on the desk: its currency is unknown, so no amount is said
  // rather than one in the wrong money.
  send?.(JSON.stringify({ type: 'payment_completed', data: { orderId: 42, amount: '25.50' } }));
  await expectToast(page, 'Payment Completed', 'Order #42 paid');
  // Restaurant 1 (Nonna Rosa, Toronto) prices in Canadian dollars; its order's payment follows suit.
  send?.(
    JSON.stringify({
      type: 'order_created',
      data: { id: 43, restaurantId: 1, customerName: 'Mia', total: '31.98' },
    }),
  );
  await expectToast(page, 'New Order in System', 'Order from Mia for $31.98');
  send?.(JSON.stringify({ type: 'payment_completed', data: { orderId: 43, amount: '31.98' } }));
  await expectToast(page, 'Payment Completed', 'Order #43 paid: $31.98');
  await context.close();
});

test('a real order and its card payment reach an open admin panel live', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, storageState: await adminStorageState(baseURL!) });
  const page = await openPanel(context);
  await expect(liveIndicator(page)).toBeVisible();

  const name = `Admin Watch ${unique()}`;
  const cash = await placeOrder(context.request, {
    name,
    phone: `+1 647 555 ${String(Date.now() % 10_000).padStart(4, '0')}`,
  });
  expect(cash.order.currency).toBe('CAD');
  await expectToast(
    page,
    'New Order in System',
    `Order from ${name} for ${formatAmount(cash.order.total, cash.order.currency)}`,
  );

  // A card order announces itself and then its payment; one toast at a time, so the last stays.
  const card = await placeOrder(
    context.request,
    { name, phone: `+1 647 556 ${String(Date.now() % 10_000).padStart(4, '0')}` },
    'card',
  );
  await expectToast(
    page,
    'Payment Completed',
    `Order #${card.order.id} paid: ${formatAmount(card.order.total, card.order.currency)}`,
  );
  await context.close();
});
