import { expect, test } from '@playwright/test';
import {
  DELIVERY_INSTRUCTIONS_LABEL,
  DELIVERY_INSTRUCTIONS_PLACEHOLDER,
  KITCHEN_NOTE_LABEL,
  KITCHEN_NOTE_PLACEHOLDER,
} from '#domain/ordering/order-notes.ts';
import {
  fillCartAndOpenDrawer,
  fillDetails,
  fillTestCard,
  heldToken,
  orderIdFromToast,
  placedOrderOnDevice,
  TEST_CARD_OK,
  uniquePhone,
} from './ordering/helpers';
import { expectAccessibleAtPhoneAndDesktop } from './support/page-checks';
import { DEMO_RESTAURANT } from './support/restaurant';

// Notes at checkout (issue 37 item 2): a customer writes a note for the kitchen and instructions
// for the driver on /checkout; the restaurant's board shows the kitchen note (and only it) on the
// order's card, and the customer's tracker shows both.

const TORONTO = { latitude: 43.65, longitude: -79.38 };
const KITCHEN_NOTE = 'No onions please, sesame allergy';
const DELIVERY_INSTRUCTIONS = 'Ring the side door, the bell is broken';

test.use({ geolocation: TORONTO, permissions: ['geolocation'] });

test('a customer writes both notes at checkout; the board shows the kitchen note, the tracker both', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const phone = uniquePhone();
  const cart = await fillCartAndOpenDrawer(page, ['Margherita', 'Margherita']);
  await cart.getByRole('link', { name: /full checkout/ }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await fillDetails(page, { name: 'Grace Hopper', phone, address: '100 Queen St W, Toronto' });

  const kitchen = page.getByLabel(KITCHEN_NOTE_LABEL);
  const driver = page.getByLabel(DELIVERY_INSTRUCTIONS_LABEL);
  await expect(kitchen).toHaveAttribute('placeholder', KITCHEN_NOTE_PLACEHOLDER);
  await expect(driver).toHaveAttribute('placeholder', DELIVERY_INSTRUCTIONS_PLACEHOLDER);
  // Near the limit the count shows, tied to the field for screen readers.
  await kitchen.fill('a'.repeat(290));
  await expect(page.getByText('10 characters left')).toBeVisible();
  await expect(kitchen).toHaveAccessibleDescription('10 characters left');
  await kitchen.fill(KITCHEN_NOTE);
  await expect(page.getByText('10 characters left')).toBeHidden();
  await driver.fill(DELIVERY_INSTRUCTIONS);
  await fillTestCard(page, TEST_CARD_OK);
  await expectAccessibleAtPhoneAndDesktop(page);

  const placeOrder = page.getByRole('button', { name: 'Place Order' });
  await expect(placeOrder).toBeEnabled();
  await placeOrder.click();
  const id = await orderIdFromToast(page, 'Order Placed Successfully!', /^Your order number is #(\d+)\.$/);
  await heldToken(page, id);
  expect(await placedOrderOnDevice(page, id)).toMatchObject({
    kitchenNote: KITCHEN_NOTE,
    deliveryInstructions: DELIVERY_INSTRUCTIONS,
  });

  // The tracker this browser lands on: both notes, under their labels.
  const tracker = page.getByRole('article', { name: `Order #${id}` });
  await expect(tracker.getByText(KITCHEN_NOTE_LABEL, { exact: true })).toBeVisible();
  await expect(tracker.getByText(KITCHEN_NOTE, { exact: true })).toBeVisible();
  await expect(tracker.getByText(DELIVERY_INSTRUCTIONS_LABEL, { exact: true })).toBeVisible();
  await expect(tracker.getByText(DELIVERY_INSTRUCTIONS, { exact: true })).toBeVisible();
  await expectAccessibleAtPhoneAndDesktop(page);

  // The kitchen's board: the note on the order's card, never the instructions for the door.
  const boardContext = await browser.newContext();
  const board = await boardContext.newPage();
  await board.goto('/restaurant-app');
  await board.getByLabel('Email').fill(DEMO_RESTAURANT.email);
  await board.getByLabel('Password').fill(DEMO_RESTAURANT.password);
  await board.getByRole('button', { name: 'Sign in' }).click();
  const card = board.getByRole('article', { name: `Order #${id}` });
  await expect(card).toBeVisible();
  await expect(card.getByText(KITCHEN_NOTE_LABEL, { exact: true })).toBeVisible();
  await expect(card.getByText(KITCHEN_NOTE, { exact: true })).toBeVisible();
  await expect(card.getByText(DELIVERY_INSTRUCTIONS)).toHaveCount(0);
  await expectAccessibleAtPhoneAndDesktop(board);
  await boardContext.close();
});
