import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { paths } from '#web/app/paths.ts';
import {
  fillCartAndOpenDrawer,
  fillDetails,
  orderIdFromToast,
  placedOrderOnDevice,
  uniquePhone,
} from './ordering/helpers';
import { holdTrackingTokens, placeOrder } from './support/orders';
import { expectAccessibleAtPhoneAndDesktop } from './support/page-checks';
import { openBoard } from './support/restaurant';

// Orders for later (issue 37) and the customer's cancel (issue 38), end to end on the demo's first
// restaurant (open around the clock). The journeys' server offers times from the next quarter hour
// on (SCHEDULE_MIN_LEAD_MINUTES 0). With no preparation lead the order waits in Scheduled until its
// time; the kitchen then lengthens its lead, which the server reads when it looks for due orders, so
// the order comes due at once and moves to New Orders within one round of the timer (at most 15 s).

const TORONTO = { latitude: 43.65, longitude: -79.38 };
const DEFAULT_PREP_LEAD = 30;
/** The longest lead a restaurant may set: any time offered now is due with it. */
const LONGEST_PREP_LEAD = 240;
/** Time to see the order waiting (tracker, board) before its own time comes. */
const WAIT_BEFORE_DUE_MS = 60_000;

test.use({ geolocation: TORONTO, permissions: ['geolocation'] });

/** The preparation lead of the signed-in restaurant (PATCH /api/restaurant/profile). */
async function setPrepLead(kitchen: APIRequestContext, minutes: number): Promise<void> {
  const res = await kitchen.patch('/api/restaurant/profile', { data: { prepLeadMinutes: minutes } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The restaurant's offered times (GET /api/restaurants/1/delivery-slots). */
async function offeredTimes(request: APIRequestContext): Promise<string[]> {
  const res = await request.get('/api/restaurants/1/delivery-slots');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { slots: string[] }).slots;
}

const scheduledTab = (board: Page) => board.getByRole('tab', { name: 'Scheduled' });
const card = (board: Page, id: number) => board.getByRole('article', { name: `Order #${id}` });

test('an order for later waits in Scheduled, then moves to New Orders when due', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const board = await openBoard(browser);
  try {
    const cart = await fillCartAndOpenDrawer(page, ['Margherita']);
    await cart.getByRole('link', { name: /full checkout/ }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const when = page.getByRole('group', { name: 'Delivery time' });
    await expect(when.getByRole('radio', { name: 'As soon as possible' })).toBeChecked();
    await when.getByRole('radio', { name: 'Schedule for later' }).check();
    const day = page.getByLabel('Day');
    const time = page.getByLabel('Time');
    await expect(day).toBeVisible();
    await expectAccessibleAtPhoneAndDesktop(page);

    // The first offered time, unless it is too close to see the order wait first: then the next.
    let slot = await time.inputValue();
    if (Date.parse(slot) - Date.now() < WAIT_BEFORE_DUE_MS) {
      const times = await time
        .locator('option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
      const next = times[1];
      if (next) await time.selectOption(next);
      else await day.selectOption({ index: 1 });
      slot = await time.inputValue();
    }
    // No lead: it waits until its own time, at least a minute away.
    await setPrepLead(board.request, 0);

    const name = `Later ${Math.floor(Math.random() * 1e6)}`;
    await fillDetails(page, { name, phone: uniquePhone(), address: '100 Queen St W, Toronto' });
    await page.getByRole('radio', { name: /Cash on delivery/ }).check();
    await expect(page.getByText(/^Scheduled for$/)).toBeVisible();
    const placeOrderButton = page.getByRole('button', { name: 'Place Order' });
    await expect(placeOrderButton).toBeEnabled();
    await placeOrderButton.click();
    const id = await orderIdFromToast(page, 'Order Placed Successfully!', /^Your order number is #(\d+)\.$/);
    expect(await placedOrderOnDevice(page, id)).toMatchObject({ status: 'scheduled', scheduledFor: slot });

    // The customer's tracker: the time it is for, Scheduled, and the way to cancel.
    const tracker = page.getByRole('article', { name: `Order #${id}` });
    await expect(tracker.getByTestId('scheduled-for')).toContainText('Scheduled for');
    await expect(tracker.getByText('Scheduled', { exact: true })).toBeVisible();
    await expect(tracker.getByRole('button', { name: 'Cancel order' })).toBeVisible();
    await expectAccessibleAtPhoneAndDesktop(page);

    // The kitchen: waiting in Scheduled, with its time and when it moves to New Orders.
    await scheduledTab(board).click();
    await expect(card(board, id)).toBeVisible();
    await expect(card(board, id).getByText(/^For \w{3} \d{1,2}:\d{2} [AP]M$/)).toBeVisible();
    await expect(card(board, id).getByText(/^Moves to New Orders at /)).toBeVisible();

    // The kitchen needs longer: with the longest lead the order is due now. Announced like a new
    // order, then in New Orders and no longer in Scheduled.
    await setPrepLead(board.request, LONGEST_PREP_LEAD);
    const toasts = board.getByRole('region', { name: /Notifications/ }).locator('li');
    await expect(toasts.getByText(/^Scheduled for .+: order from /)).toBeVisible({ timeout: 30_000 });
    await expect(card(board, id)).toHaveCount(0);
    await board.getByRole('tab', { name: /New Orders/ }).click();
    await expect(card(board, id)).toBeVisible();
    await expect(card(board, id).getByText(/^Scheduled for \d{1,2}:\d{2} [AP]M$/)).toBeVisible();
    // The customer sees the kitchen has it, and may still cancel until it is accepted.
    await expect(tracker.getByText('Order Confirmed', { exact: true }).first()).toBeVisible();
    await expect(tracker.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  } finally {
    await setPrepLead(board.request, DEFAULT_PREP_LEAD);
    await board.context().close();
  }
});

test('an order for later cancelled from the tracker leaves the Scheduled tab', async ({ page, browser }) => {
  test.setTimeout(60_000);
  // Two hours ahead: far from coming due with the default lead.
  const slot = (await offeredTimes(page.request)).find((time) => Date.parse(time) > Date.now() + 7_200_000);
  if (!slot) throw new Error('Restaurant 1 offers no time two hours ahead');
  const phone = uniquePhone();
  const { order } = await placeOrder(page.request, { name: 'Changed Mind', phone }, 'cash', slot);
  expect(order.status).toBe('scheduled');

  const board = await openBoard(browser);
  try {
    await scheduledTab(board).click();
    await expect(card(board, order.id)).toBeVisible();

    await holdTrackingTokens(page, [order]);
    await page.goto(paths.trackedOrder(phone, order.trackingToken));
    const tracker = page.getByRole('article', { name: `Order #${order.id}` });
    await expect(tracker.getByTestId('scheduled-for')).toBeVisible();
    await tracker.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await expect(dialog.getByRole('button', { name: 'Keep order' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    const toasts = page.getByRole('region', { name: /Notifications/ }).locator('li');
    await expect(toasts.getByText('Order cancelled', { exact: true })).toBeVisible();
    await expect(tracker.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(tracker.getByText(/Reason: Cancelled by the customer/)).toBeVisible();
    await expect(tracker.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

    // The kitchen hears it live: the order leaves the Scheduled tab.
    await expect(card(board, order.id)).toHaveCount(0);
  } finally {
    await board.context().close();
  }
});
