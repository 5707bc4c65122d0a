import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { ReviewsPage } from '#domain/reviews/responses.ts';
import { paths } from '#web/app/paths.ts';
import { uniquePhone } from './ordering/helpers';
import { unique } from './support/admin';
import { deliverOrder, newOnlineDriver } from './support/driver-api';
import { holdTrackingTokens, placeOrder } from './support/orders';
import { expectAccessibleAtPhoneAndDesktop } from './support/page-checks';
import { demoRestaurantApi } from './support/restaurant';

// After the order (issue "After the order", items 1 and 3), on the demo's first restaurant: a
// rejected order's tracker says who rejected it, why, and where the money is; a delivered order is
// rated from its tracker, and the restaurant page shows the review and the rating it moved.

const tracker = (page: Page, id: number) => page.getByRole('article', { name: `Order #${id}` });

async function reject(baseURL: string, orderId: number, reason: string): Promise<void> {
  const kitchen = await demoRestaurantApi(baseURL);
  try {
    const res = await kitchen.post(`/api/orders/${orderId}/reject`, { data: { reason } });
    expect(res.status(), await res.text()).toBe(200);
  } finally {
    await kitchen.dispose();
  }
}

/** Restaurant 1's rating as its reviews list reads it (fresh; the catalogue may lag a few seconds). */
async function restaurantOneRating(
  api: APIRequestContext,
): Promise<Pick<ReviewsPage, 'rating' | 'ratingCount'>> {
  const res = await api.get('/api/restaurants/1/reviews');
  expect(res.status()).toBe(200);
  return (await res.json()) as ReviewsPage;
}

test('a rejected order says who rejected it, why, and that nothing is owed or the card is refunded', async ({
  page,
  request: api,
  baseURL,
}) => {
  const phone = uniquePhone();
  const { order: cash } = await placeOrder(api, { name: 'Rory Rejected', phone });
  const { order: card } = await placeOrder(api, { name: 'Rory Rejected', phone }, 'card');
  await reject(baseURL ?? '', cash.id, 'Out of ingredients');
  await reject(baseURL ?? '', card.id, 'Kitchen closed early');

  await holdTrackingTokens(page, [cash, card]);
  await page.goto(paths.trackedOrder(phone, cash.trackingToken));
  const cashNotice = tracker(page, cash.id).getByTestId('cancellation');
  await expect(cashNotice.getByText('Cancelled by the restaurant', { exact: true })).toBeVisible();
  await expect(cashNotice).toContainText('Reason: Out of ingredients');
  await expect(cashNotice).toContainText('Nothing to pay: this was a cash order');
  await expect(tracker(page, cash.id).getByTestId('order-eta')).toHaveCount(0);
  await expectAccessibleAtPhoneAndDesktop(page);

  await page.goto(paths.trackedOrder(phone, card.trackingToken));
  const cardNotice = tracker(page, card.id).getByTestId('cancellation');
  await expect(cardNotice).toContainText('Reason: Kitchen closed early');
  await expect(cardNotice).toContainText(
    /Refunded to your card: \$[\d.,]+|Your refund of \$[\d.,]+ is on its way/,
  );
});

test('a delivered order is rated from its tracker, and the restaurant page shows the review and the new rating', async ({
  page,
  request: api,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const origin = baseURL ?? '';
  const before = await restaurantOneRating(api);
  const phone = uniquePhone();
  const { order } = await placeOrder(api, { name: 'Greta Olsen', phone });
  const driver = await newOnlineDriver(origin, 'Rating');
  try {
    await deliverOrder(origin, order, driver.api);
  } finally {
    await driver.api.dispose();
  }

  // The "delivered" notification opens the tracker at its rating.
  await holdTrackingTokens(page, [order]);
  await page.goto(`${paths.trackedOrder(phone, order.trackingToken)}#rate`);
  const rating = page.getByRole('region', { name: 'Rate your order' });
  await expect(rating).toBeVisible();
  await expectAccessibleAtPhoneAndDesktop(page);
  await rating.getByRole('radiogroup', { name: 'Food' }).getByRole('radio', { name: '5 stars' }).check();
  await rating.getByRole('radiogroup', { name: 'Delivery' }).getByRole('radio', { name: '4 stars' }).check();
  const comment = `Crisp crust and still hot ${unique()}`;
  await rating.getByLabel('Comment').fill(comment);
  await rating.getByRole('button', { name: 'Submit rating' }).click();
  await expect(page.getByText('Thanks for your rating', { exact: true })).toBeVisible();

  const after = await restaurantOneRating(api);
  expect(after.ratingCount).toBe(before.ratingCount + 1);

  await page.goto(paths.restaurant(1));
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText(comment)).toBeVisible();
  await expect(reviews.getByText('Greta O.', { exact: true }).first()).toBeVisible();
  await expect(reviews).not.toContainText('Olsen');
  // A restaurant whose history held no review before shows "1 review", in the singular.
  const reviewCount = after.ratingCount === 1 ? '1 review' : `${after.ratingCount} reviews`;
  await expect(reviews).toContainText(`${Number(after.rating).toFixed(1)} · ${reviewCount}`);
  await expectAccessibleAtPhoneAndDesktop(page);
});
