import { expect, test } from '@playwright/test';
import { paths } from '#web/app/paths.ts';
import { uniquePhone } from './ordering/helpers';
import { holdTrackingTokens, placeOrder } from './support/orders';
import { expectAccessibleAtPhoneAndDesktop } from './support/page-checks';

// After the order (issue "After the order", items 1, 4 and 5), on the demo's first restaurant: a
// card order the customer cancels says so and where the money is, its receipt opens from the
// tracker and prints alone, and "Order again" puts its dishes back in the cart.

test('a cancelled order tells its refund, prints its receipt alone, and can be ordered again', async ({
  page,
  request: api,
}) => {
  const phone = uniquePhone();
  const { order, lines } = await placeOrder(api, { name: 'Rita Receipt', phone }, 'card');
  const cancelled = await api.post(`/api/orders/track/${order.trackingToken}/cancel`);
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  await holdTrackingTokens(page, [order]);
  await page.goto(paths.trackedOrder(phone, order.trackingToken));
  const tracker = page.getByRole('article', { name: `Order #${order.id}` });
  const notice = tracker.getByTestId('cancellation');
  await expect(notice.getByText('You cancelled this order', { exact: true })).toBeVisible();
  await expect(notice).toContainText(/Refunded to your card: \$|Your refund of \$[\d.,]+ is on its way/);
  await expect(tracker.getByTestId('order-eta')).toHaveCount(0);

  await tracker.getByRole('link', { name: /^Receipt/ }).click();
  await expect(page).toHaveURL(new RegExp(`/receipt/${order.trackingToken}$`));
  const receipt = page.getByRole('article', { name: `Receipt for order #${order.id}` });
  await expect(receipt.getByRole('listitem')).toHaveCount(lines.length);
  await expect(receipt.getByText('Paid by card', { exact: true })).toBeVisible();
  await expect(receipt.getByTestId('refund')).toBeVisible();
  await expectAccessibleAtPhoneAndDesktop(page, { noSidewaysScroll: true });

  // On paper: the receipt alone, without the site's header and footer or the page's buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(receipt).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to the order' }).click();
  await tracker.getByRole('button', { name: /^Order again/ }).click();
  await expect(page).toHaveURL(/\/restaurant\/1$/);
  const toast = page.getByRole('region', { name: /Notifications/ }).locator('li');
  await expect(toast.getByText('Your order is in your cart', { exact: true })).toBeVisible();
  const pieces = lines.reduce((sum, line) => sum + line.quantity, 0);
  await expect(page.getByRole('button', { name: `Cart, ${pieces} items` })).toBeVisible();
});
