import { expect, test } from '@playwright/test';
import { cartButton, drawer, drawerToPayment, orderIdFromToast, uniquePhone } from './ordering/helpers';
import { unique } from './support/admin';
import { DESKTOP, expectNoSeriousA11yViolations, PHONE } from './support/page-checks';
import { openBoard } from './support/restaurant';

// Item options (issue 37) in the browser: the demo restaurant adds a dish with a required "Size"
// group (Small, Large +$4.00) in its menu editor; a customer opens the restaurant, picks Large in
// the options dialog (checked by axe at a phone's width and a desktop's), sees the price, pays cash,
// with a note for the kitchen, and the kitchen's board shows "Large" and the note on the order. A new dish, so the demo's own dishes and the
// other journeys' orders stay as they were.

const TORONTO = { latitude: 43.65, longitude: -79.38 };
const KITCHEN_NOTE = 'Well done, please: no basil';
const PLACED = /^Your order #(\d+) has been confirmed\. Payment distribution calculated automatically\.$/;

test.use({ geolocation: TORONTO, permissions: ['geolocation'] });

test('the restaurant adds a Size group, a customer picks Large with a note, and the board shows both', async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  const board = await openBoard(browser);
  const dish = `Calzone ${unique()}`;

  // The menu editor: a dish with a required Size group of Small and Large (+4.00).
  await board.getByRole('tab', { name: 'Menu' }).click();
  await board.getByRole('button', { name: 'Add Item' }).click();
  const editor = board.getByRole('dialog', { name: 'Add menu item' });
  await editor.getByLabel('Name').fill(dish);
  await editor.getByLabel('Price').fill('16.00');
  await editor.getByLabel('Category').selectOption('Pizza');
  await editor.getByRole('button', { name: 'Add option group' }).click();
  await editor.getByLabel('Group 1 name').fill('Size');
  await editor.getByRole('checkbox', { name: 'Required' }).check();
  await expect(editor.getByLabel('Min choices')).toHaveValue('1');
  await editor.getByLabel('Group 1 option 1 name').fill('Small');
  await editor.getByRole('button', { name: 'Add option to group 1' }).click();
  await editor.getByLabel('Group 1 option 2 name').fill('Large');
  await editor.getByLabel('Group 1 option 2 price change').fill('4.00');
  await expectNoSeriousA11yViolations(board);
  await editor.getByRole('button', { name: 'Add Item' }).click();
  await expect(board.getByText('Menu item added successfully!', { exact: true })).toBeVisible();

  // The customer: the dish's Add to Cart opens its options dialog.
  await page.goto('/restaurant/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Nonna Rosa Pizzeria' })).toBeVisible();
  await page.getByRole('button', { name: `Add to Cart ${dish}` }).click();
  const options = page.getByRole('dialog', { name: dish });
  await expect(options).toBeVisible();
  const add = options.getByRole('button', { name: /^Add to cart/ });
  await expect(add).toBeDisabled();
  await expect(options.getByText(`Choose a Size for ${dish}`)).toBeVisible();
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await expectNoSeriousA11yViolations(page);
  }
  await options.getByRole('radio', { name: /Large/ }).check();
  await expect(options.getByTestId('options-unit-price')).toHaveText('$20.00 each');
  await expect(add).toHaveText('Add to cart · $20.00');
  await add.click();
  await expect(options).toBeHidden();

  // The cart line says the choice and costs the Large price; cash on delivery.
  await cartButton(page).click();
  const cart = drawer(page, 'Your Cart');
  const line = cart.getByRole('listitem').filter({ hasText: dish });
  await expect(line.getByText('Large', { exact: true })).toBeVisible();
  await expect(line.getByText('$20.00 each')).toBeVisible();
  const payment = await drawerToPayment(page, {
    name: 'Ada Options',
    phone: uniquePhone(),
    address: 'Toronto',
    kitchenNote: KITCHEN_NOTE,
  });
  await payment.getByRole('radio', { name: 'Cash on delivery' }).check();
  await payment.getByRole('button', { name: 'Place Order' }).click();
  const id = await orderIdFromToast(page, 'Order placed successfully!', PLACED);

  // The kitchen's board: the new order's card says which size to make.
  await board.getByRole('tab', { name: /New Orders/ }).click();
  const card = board.getByRole('article', { name: `Order #${id}` });
  await expect(card).toBeVisible();
  await expect(card.getByRole('list', { name: 'Items' })).toContainText(dish);
  await expect(card.getByText('Large', { exact: true })).toBeVisible();
  await expect(card.getByText(KITCHEN_NOTE, { exact: true })).toBeVisible();

  // The dish goes again, so the demo menu stays as the other journeys know it.
  await board.getByRole('tab', { name: 'Menu' }).click();
  await board.getByRole('button', { name: `Delete ${dish}` }).click();
  await board
    .getByRole('dialog')
    .getByRole('button', { name: /Delete/ })
    .click();
  await expect(board.getByText('Menu item deleted successfully!', { exact: true })).toBeVisible();
  await board.context().close();
});
