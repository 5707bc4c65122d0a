import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
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

test('Add to Cart fills the badge; the drawer changes quantities and totals', async ({ page }) => {
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
  // $16.99 x 2 + Rigatoni: the subtotal is the sum of price x quantity, plus the fixed $4.99 fee.
  const rigatoniPrice = await page.evaluate(async () => {
    const res = await fetch('/api/restaurants/1/menu');
    const menu = (await res.json()) as { name: string; price: string }[];
    return menu.find((item) => item.name === 'Rigatoni alla Vodka')?.price;
  });
  const subtotalCents = 2 * 1699 + Math.round(Number(rigatoniPrice) * 100);
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  await expect(drawer.getByTestId('cart-subtotal')).toHaveText(dollars(subtotalCents));
  await expect(drawer.getByText('$4.99')).toBeVisible();
  await expect(drawer.getByTestId('cart-total')).toHaveText(dollars(subtotalCents + 499));
  await expectNoSeriousA11yViolations(page);

  await drawer.getByRole('button', { name: 'Increase quantity of Margherita' }).click();
  await expect(margherita).toHaveText('3');
  await expect(badge(page)).toHaveText('4');
  await expect(drawer.getByTestId('cart-subtotal')).toHaveText(dollars(subtotalCents + 1699));

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
  const unavailable = page.getByRole('article').filter({ hasText: 'Unavailable' });
  await expect(unavailable.first()).toBeVisible();
  await expect(unavailable.first()).toHaveClass(/opacity-75/);
  await expect(unavailable.getByRole('button', { name: /Add to Cart/ })).toHaveCount(0);
  const available = page.getByRole('article').filter({ hasNotText: 'Unavailable' });
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
