import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { menuDish, quoteFor, shownAmount } from './ordering/helpers';
import { expectNoSeriousA11yViolations } from './support/page-checks';

// The cart: Add to Cart on the restaurant page, the header badge, the drawer's quantities and
// totals, one restaurant per cart, and the way to checkout.

async function restaurantId(request: APIRequestContext, name: string): Promise<number> {
  const res = await request.get('/api/restaurants');
  expect(res.ok()).toBe(true);
  const restaurants = (await res.json()) as { id: number; name: string }[];
  const found = restaurants.find((restaurant) => restaurant.name === name);
  if (!found) throw new Error(`Demo restaurant ${name} is missing`);
  return found.id;
}

const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart, / });
// Only the visible badge: while a screen loads, the previous one may still be in the DOM, hidden.
const badge = (page: Page) => page.getByTestId('cart-count').filter({ visible: true });
const addButton = (page: Page, dish: string) => page.getByRole('button', { name: `Add to Cart ${dish}` });

test('Add to Cart fills the badge; the drawer changes quantities and totals', async ({ page, request }) => {
  await page.goto('/restaurant/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Nonna Rosa Pizzeria' })).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
  await expect(badge(page)).toHaveCount(0);

  await addButton(page, 'Margherita').click();
  await addButton(page, 'Margherita').click();
  await expect(badge(page)).toHaveText('2');
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
  const margheritaCard = page.getByRole('article', { name: 'Margherita', exact: true });
  await expect(margheritaCard.getByText('2 in cart')).toBeVisible();
  await addButton(page, 'Rigatoni alla Vodka').click();
  await expect(badge(page)).toHaveText('3');

  await cartButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('listitem')).toHaveCount(2);
  const margherita = drawer.getByRole('status', { name: 'Quantity of Margherita' });
  await expect(margherita).toHaveText('2');
  // The totals are the server's quote: the food, the restaurant's own delivery fee, Ontario's tax
  // added to the food, in Canadian dollars.
  const margheritaDish = await menuDish(request, 'Margherita');
  const rigatoni = await menuDish(request, 'Rigatoni alla Vodka');
  const quote = await quoteFor(request, [
    [margheritaDish, 2],
    [rigatoni, 1],
  ]);
  expect(quote.currency).toBe('CAD');
  await expect(drawer.getByTestId('cart-subtotal')).toHaveText(shownAmount(quote, quote.subtotal));
  await expect(drawer.getByTestId('cart-delivery-fee')).toHaveText(shownAmount(quote, quote.deliveryFee));
  await expect(drawer.getByTestId('cart-tax')).toHaveText(shownAmount(quote, quote.tax));
  await expect(drawer.getByTestId('cart-total')).toHaveText(shownAmount(quote, quote.total));
  await expectNoSeriousA11yViolations(page);

  await drawer.getByRole('button', { name: 'Increase quantity of Margherita' }).click();
  await expect(margherita).toHaveText('3');
  await expect(badge(page)).toHaveText('4');
  const more = await quoteFor(request, [
    [margheritaDish, 3],
    [rigatoni, 1],
  ]);
  await expect(drawer.getByTestId('cart-subtotal')).toHaveText(shownAmount(more, more.subtotal));
  await expect(drawer.getByTestId('cart-total')).toHaveText(shownAmount(more, more.total));

  // Down to zero removes the line.
  for (let i = 0; i < 3; i += 1) {
    await drawer.getByRole('button', { name: 'Decrease quantity of Margherita' }).click();
  }
  await expect(margherita).toHaveCount(0);
  await expect(drawer.getByRole('listitem')).toHaveCount(1);
  await expect(badge(page)).toHaveText('1');

  await drawer.getByRole('button', { name: 'Remove Rigatoni alla Vodka' }).click();
  await expect(drawer.getByText('Your cart is empty')).toBeVisible();
  await expect(badge(page)).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(cartButton(page)).toBeFocused();
});

test('Clear empties the cart; the cart survives a reload and reaches a new tab (deviation 15)', async ({
  page,
  context,
}) => {
  await page.goto('/restaurant/1');
  await addButton(page, 'Margherita').click();
  await cartButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  await drawer.getByRole('button', { name: 'Clear cart' }).click();
  await expect(drawer.getByText('Your cart is empty')).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();

  await addButton(page, 'Margherita').click();
  await expect(badge(page)).toHaveText('1');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Nonna Rosa Pizzeria' })).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');

  // /checkout opened in a new tab shows the same cart, and a change there reaches this tab.
  const other = await context.newPage();
  await other.goto('/checkout');
  await expect(other.getByText('Your cart is empty')).toHaveCount(0);
  await expect(other.getByText('Margherita').first()).toBeVisible();
  await addButton(page, 'Margherita').click();
  await expect(cartButton(other)).toHaveAccessibleName('Cart, 2 items');
  await other.close();
});

test('unavailable dishes are dimmed and cannot be added', async ({ page }) => {
  await page.goto('/restaurant/1');
  // The menu's dishes (the page's reviews below it are articles too).
  const dishes = page.getByRole('region', { name: 'Menu' }).getByRole('article');
  const unavailable = dishes.filter({ hasText: 'Unavailable' });
  await expect(unavailable.first()).toBeVisible();
  await expect(unavailable.first()).toHaveClass(/opacity-75/);
  await expect(unavailable.getByRole('button', { name: /Add to Cart/ })).toHaveCount(0);
  const available = dishes.filter({ hasNotText: 'Unavailable' });
  expect(await available.count()).toBeGreaterThan(0);
  await expect(available.getByRole('button', { name: /Add to Cart/ })).toHaveCount(await available.count());
});

test('a dish from another restaurant asks before starting a new cart', async ({ page, request }) => {
  const kazeya = await restaurantId(request, 'Kazeya Ramen');
  await page.goto('/restaurant/1');
  await addButton(page, 'Margherita').click();
  await addButton(page, 'Margherita').click();

  // Moving between screens keeps the cart.
  await page.getByRole('link', { name: 'All restaurants' }).click();
  await expect(page.getByRole('heading', { name: 'Restaurants in Canada' })).toBeVisible();
  await page.getByRole('button', { name: /Deliver to Canada/ }).click();
  const picker = page.getByRole('dialog', { name: 'Choose your country' });
  await picker.getByLabel('Search countries').fill('japan');
  await picker.getByRole('button', { name: /Japan/ }).click();
  await page.getByRole('link', { name: /Kazeya Ramen/ }).click();
  await expect(page).toHaveURL(new RegExp(`/restaurant/${kazeya}$`));
  await expect(badge(page)).toHaveText('2');

  await addButton(page, 'Tonkotsu Ramen').click();
  const ask = page.getByRole('dialog', { name: 'Start a new cart?' });
  await expect(ask).toContainText('Nonna Rosa Pizzeria');
  await expect(ask).toContainText('Kazeya Ramen');
  await ask.getByRole('button', { name: 'Keep current cart' }).click();
  await expect(ask).toBeHidden();
  await expect(badge(page)).toHaveText('2');

  await addButton(page, 'Tonkotsu Ramen').click();
  await ask.getByRole('button', { name: 'Start new cart' }).click();
  await expect(badge(page)).toHaveText('1');
  await cartButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(drawer.getByRole('status', { name: 'Quantity of Tonkotsu Ramen' })).toHaveText('1');
  await expect(drawer.getByText('Margherita')).toHaveCount(0);

  // The new cart is in yen, whole yen, with the tax inside the prices said under the total.
  const ramen = await menuDish(request, 'Tonkotsu Ramen', kazeya);
  const quote = await quoteFor(request, [[ramen, 1]], { restaurantId: kazeya });
  expect(quote).toMatchObject({ currency: 'JPY', taxIncluded: true });
  await expect(drawer.getByTestId('cart-total')).toHaveText(shownAmount(quote, quote.total));
  await expect(drawer.getByTestId('cart-total')).toHaveText(/^¥[\d,]+$/);
  await expect(drawer.getByTestId('cart-tax-included')).toHaveText(
    `Includes tax of ${shownAmount(quote, quote.tax)}`,
  );
  await expect(drawer).not.toContainText('$');
});

test('Checkout leads to /checkout and closes the drawer', async ({ page }) => {
  await page.goto('/restaurant/1');
  await addButton(page, 'Margherita').click();
  await cartButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  await drawer.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(drawer).toBeHidden();
  await expect(badge(page)).toHaveText('1');
});
