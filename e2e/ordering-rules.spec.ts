import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { centsToDecimal, formatUsd, toCents } from '#domain/shared/money.ts';
import {
  cartButton,
  drawer,
  drawerToPayment,
  expectToastOverDrawer,
  ordersFor,
  uniquePhone,
} from './ordering/helpers';
import { expectNoSeriousA11yViolations } from './support/page-checks';
import { demoRestaurantApi, setDishAvailable, setRestaurantOpen } from './support/restaurant';

// The ordering rules of DESIGN deviation 13 as the customer meets them: the minimum order in the
// cart, a closed restaurant on the home and its page, an order refused with the server's reason,
// and an open restaurant page following its menu and Open toggle live.

const NAME = 'Nonna Rosa Pizzeria';
const CLOSED = `${NAME} is closed right now`;
const TORONTO = { latitude: 43.65, longitude: -79.38 };

interface Dish {
  id: number;
  name: string;
  price: string;
  isAvailable: boolean;
}

async function nonnaRosa(api: APIRequestContext) {
  const restaurant = (await (await api.get('/api/restaurants/1')).json()) as {
    name: string;
    minOrder: string;
  };
  const menu = (await (await api.get('/api/restaurants/1/menu')).json()) as Dish[];
  const dish = (name: string) => {
    const found = menu.find((item) => item.name === name);
    if (!found) throw new Error(`${name} is not on the menu`);
    return found;
  };
  return { minimumCents: toCents(restaurant.minOrder), dish };
}

const shortfallText = (minimumCents: number, subtotalCents: number) =>
  `Add ${formatUsd(minimumCents - subtotalCents)} more to reach the ${formatUsd(minimumCents)} minimum order`;

/** Resolves once the page's live socket has asked for this restaurant's changes. */
function restaurantSocketReady(page: Page, restaurantId: number): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framesent', ({ payload }) => {
        if (
          typeof payload === 'string' &&
          payload.includes('"app_connect"') &&
          payload.includes(`"restaurantId":${restaurantId}`)
        )
          resolve();
      });
    });
  });
}

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: NAME });
const addButton = (page: Page, dish: string) => page.getByRole('button', { name: `Add to Cart ${dish}` });
const restaurantCard = (page: Page) => page.getByRole('link', { name: new RegExp(NAME) });

test('below the minimum order the cart says what is missing and blocks checkout until it is reached', async ({
  page,
  request,
}) => {
  const { minimumCents, dish } = await nonnaRosa(request);
  const knots = dish('Garlic Knots');
  const knotsCents = toCents(knots.price);
  expect(knotsCents).toBeLessThan(minimumCents);

  await page.goto('/restaurant/1');
  await addButton(page, 'Garlic Knots').click();
  await cartButton(page).click();
  const cart = drawer(page, 'Your Cart');
  const checkout = cart.getByRole('button', { name: 'Checkout', exact: true });
  const missing = shortfallText(minimumCents, knotsCents);
  await expect(cart.getByText(missing, { exact: true })).toBeVisible();
  await expect(checkout).toBeDisabled();
  await expect(checkout).toHaveAccessibleDescription(missing);
  await expectNoSeriousA11yViolations(page);

  // The full checkout holds the order back the same way.
  await cart.getByRole('link', { name: /full checkout/ }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const placeOrder = page.getByRole('button', { name: 'Place Order' });
  await expect(page.getByText(missing, { exact: true })).toBeVisible();
  await expect(placeOrder).toBeDisabled();
  await expect(placeOrder).toHaveAccessibleDescription(missing);
  await page.goBack();
  await expect(heading(page)).toBeVisible();

  // More knots until the food reaches the minimum: the message follows, then goes.
  await cartButton(page).click();
  let quantity = 1;
  while (quantity * knotsCents < minimumCents) {
    await expect(cart.getByText(shortfallText(minimumCents, quantity * knotsCents))).toBeVisible();
    await cart.getByRole('button', { name: 'Increase quantity of Garlic Knots' }).click();
    quantity += 1;
  }
  await expect(cart.getByTestId('cart-subtotal')).toHaveText(`$${centsToDecimal(quantity * knotsCents)}`);
  await expect(cart.getByText(/minimum order/)).toHaveCount(0);
  await expect(checkout).toBeEnabled();
  await checkout.click();
  await expect(drawer(page, 'Delivery Details')).toBeVisible();
});

test('a closed restaurant shows as closed on the home and its page, live, and takes no order', async ({
  page,
  baseURL,
}) => {
  const kitchen = await demoRestaurantApi(baseURL ?? '');
  try {
    // The home's list is read while the restaurant is open...
    await page.goto('/');
    await expect(restaurantCard(page)).toBeVisible();
    await expect(restaurantCard(page)).not.toContainText('Closed');

    const socketReady = restaurantSocketReady(page, 1);
    await restaurantCard(page).click();
    await expect(heading(page)).toBeVisible();
    await expect(addButton(page, 'Margherita')).toBeEnabled();
    await socketReady;

    // ...then the restaurant closes: its open page shows it without a reload.
    await setRestaurantOpen(kitchen, false);
    const main = page.getByRole('main');
    await expect(main.getByText(CLOSED)).toBeVisible();
    await expect(main.getByText('Closed', { exact: true })).toBeVisible();
    await expect(addButton(page, 'Margherita')).toBeDisabled();
    await expect(addButton(page, 'Margherita')).toHaveAccessibleDescription(new RegExp(CLOSED));
    await expectNoSeriousA11yViolations(page);

    // Back on the home, the list is read again and the card says Closed.
    await page.getByRole('link', { name: 'All restaurants' }).click();
    await expect(restaurantCard(page)).toContainText('Closed');
    await page.reload();
    await expect(restaurantCard(page)).toContainText('Closed');
    await expectNoSeriousA11yViolations(page);

    // Open again: the page follows live once more.
    const reopenedSocketReady = restaurantSocketReady(page, 1);
    await restaurantCard(page).click();
    await expect(main.getByText(CLOSED)).toBeVisible();
    await reopenedSocketReady;
    await setRestaurantOpen(kitchen, true);
    await expect(main.getByText(CLOSED)).toHaveCount(0);
    await expect(addButton(page, 'Margherita')).toBeEnabled();
  } finally {
    await setRestaurantOpen(kitchen, true);
    await kitchen.dispose();
  }
});

test.describe('with the browser position', () => {
  test.use({ geolocation: TORONTO, permissions: ['geolocation'] });

  test("an order for a restaurant that closed meanwhile is refused with the server's reason", async ({
    page,
    request,
    baseURL,
  }) => {
    const kitchen = await demoRestaurantApi(baseURL ?? '');
    const phone = uniquePhone();
    try {
      await page.goto('/restaurant/1');
      await addButton(page, 'Margherita').click();
      // Leave the page (and its live updates); the restaurant closes while the customer checks out.
      await page.getByRole('link', { name: 'All restaurants' }).click();
      await expect(restaurantCard(page)).toBeVisible();
      await setRestaurantOpen(kitchen, false);

      await cartButton(page).click();
      const payment = await drawerToPayment(page, {
        name: 'Late Larry',
        phone,
        address: '100 Queen St W, Toronto',
      });
      await payment.getByRole('radio', { name: 'Cash on delivery' }).check();
      const placeOrder = payment.getByRole('button', { name: 'Place Order' });
      await placeOrder.click();
      await expectToastOverDrawer(page, 'Order failed', CLOSED);
      // The drawer now knows: Place Order stays disabled, saying why.
      await expect(placeOrder).toBeDisabled();
      await expect(placeOrder).toHaveAccessibleDescription(CLOSED);
      expect(await ordersFor(request, phone)).toEqual([]);
    } finally {
      await setRestaurantOpen(kitchen, true);
      await kitchen.dispose();
    }
  });
});

test('an open restaurant page follows its menu live: a dish made unavailable and available again', async ({
  page,
  request,
  baseURL,
}) => {
  const { dish } = await nonnaRosa(request);
  const tiramisu = dish('Tiramisu');
  expect(tiramisu.isAvailable).toBe(true);
  const kitchen = await demoRestaurantApi(baseURL ?? '');
  try {
    const socketReady = restaurantSocketReady(page, 1);
    await page.goto('/restaurant/1');
    const card = page.getByRole('article', { name: 'Tiramisu', exact: true });
    await expect(addButton(page, 'Tiramisu')).toBeVisible();
    await socketReady;

    await setDishAvailable(kitchen, tiramisu.id, false);
    await expect(card.getByText('Unavailable')).toBeVisible();
    await expect(card).toHaveClass(/opacity-75/);
    await expect(addButton(page, 'Tiramisu')).toHaveCount(0);

    await setDishAvailable(kitchen, tiramisu.id, true);
    await expect(card.getByText('Unavailable')).toHaveCount(0);
    await expect(addButton(page, 'Tiramisu')).toBeEnabled();
  } finally {
    await setDishAvailable(kitchen, tiramisu.id, true);
    await kitchen.dispose();
  }
});
