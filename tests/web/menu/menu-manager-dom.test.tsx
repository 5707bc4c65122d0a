// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MenuItem, Restaurant } from '#domain/catalogue/responses.ts';
import { PRICE_FORMAT, PRICE_NOT_POSITIVE, PRICE_REQUIRED } from '#domain/menu/requests.ts';
import { MENU_CATEGORIES } from '#domain/shared/options.ts';
import { MenuManager } from '#web/features/menu/components/menu-manager.tsx';
import { menuKey } from '#web/lib/menu-query.ts';
import {
  type FetchCall,
  findToast,
  jsonResponse,
  renderWithProviders,
  stubFetch,
  testQueryClient,
} from '../../support/render';

// The restaurant's Menu tab in a DOM, used as a manager uses it: the add and edit dialog with its
// form and messages, the delete dialog, the availability switch, and what each sends.

const RESTAURANT = 7;

const margherita: MenuItem = {
  id: 5,
  restaurantId: RESTAURANT,
  name: 'Margherita',
  description: 'Tomato, mozzarella, basil',
  price: '16.99',
  currency: 'CAD',
  category: 'Pizza',
  imageUrl: '/images/menu/margherita.jpg',
  isAvailable: true,
  optionGroups: [],
};
const tiramisu: MenuItem = {
  ...margherita,
  id: 6,
  name: 'Tiramisu',
  description: null,
  price: '8.99',
  currency: 'CAD',
  category: 'Desserts',
  imageUrl: null,
};

/** The menu's GET answers the menu; every other request gets `answer` (200 with the item by default). */
function menuServer(
  answer: (call: FetchCall) => Response | Promise<Response> = () => jsonResponse(margherita),
) {
  return stubFetch((call) => (call.method === 'GET' ? jsonResponse([margherita, tiramisu]) : answer(call)));
}

const changes = (calls: FetchCall[]) => calls.filter((call) => call.method !== 'GET');

function renderMenu() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(menuKey(RESTAURANT), [margherita, tiramisu]);
  return renderWithProviders(<MenuManager restaurantId={RESTAURANT} />, { queryClient, toaster: true });
}

async function openAdd(user: ReturnType<typeof renderMenu>['user']) {
  await user.click(screen.getByRole('button', { name: 'Add Item' }));
  return screen.findByRole('dialog', { name: 'Add menu item' });
}

describe('the Menu tab', () => {
  it('lists the dishes by category with a count, and filters by category', async () => {
    menuServer();
    const { user } = renderMenu();
    expect(screen.getByRole('heading', { name: 'Menu items (2)' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Pizza' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Desserts' })).toBeTruthy();
    await user.click(
      within(screen.getByRole('group', { name: 'Menu category' })).getByRole('button', { name: 'Desserts' }),
    );
    expect(screen.queryByRole('region', { name: 'Pizza' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Desserts' })).toBeTruthy();
  });
});

describe('Add menu item', () => {
  it('sends the new dish with the restaurant, closes and says it was added', async () => {
    const calls = menuServer(() => jsonResponse({ ...tiramisu, id: 9, name: 'Panna Cotta' }, 201));
    const { user } = renderMenu();
    const dialog = await openAdd(user);
    const form = within(dialog).getByRole('form', { name: 'Add Item' });
    await user.type(within(form).getByLabelText(/^Name/), '  Panna Cotta ');
    await user.type(within(form).getByLabelText(/^Price/), '7.50');
    await user.selectOptions(within(form).getByLabelText(/^Category/), 'Desserts');
    expect(
      within(form)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a category', ...MENU_CATEGORIES]);
    expect(
      (within(form).getByRole('checkbox', { name: 'Available to order' }) as HTMLInputElement).checked,
    ).toBe(true);
    await user.click(within(form).getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes(calls)).toEqual([
      {
        url: `/api/restaurants/${RESTAURANT}/menu`,
        method: 'POST',
        body: {
          name: 'Panna Cotta',
          price: '7.50',
          category: 'Desserts',
          imageUrl: null,
          isAvailable: true,
          // Issue 37: the item's option groups go with it, none here.
          optionGroups: [],
          restaurantId: RESTAURANT,
        },
      },
    ]);
    expect(await findToast('Menu item added successfully!')).toBeTruthy();
  });

  it('adds a Size group with Small and Large (+4.00) and sends it with the dish', async () => {
    const calls = menuServer(() => jsonResponse({ ...tiramisu, id: 9, name: 'Calzone' }, 201));
    const { user } = renderMenu();
    const dialog = await openAdd(user);
    const form = within(dialog).getByRole('form', { name: 'Add Item' });
    await user.type(within(form).getByLabelText(/^Name/), 'Calzone');
    await user.type(within(form).getByLabelText(/^Price/), '14.00');
    await user.selectOptions(within(form).getByLabelText(/^Category/), 'Pizza');
    await user.click(within(form).getByRole('button', { name: 'Add option group' }));
    await user.type(within(form).getByLabelText(/^Group 1 name/), 'Size');
    await user.click(within(form).getByRole('checkbox', { name: 'Required' }));
    const minChoices = within(form).getByLabelText('Min choices');
    await user.clear(minChoices);
    await user.type(minChoices, '1');
    await user.type(within(form).getByLabelText(/^Group 1 option 1 name/), 'Small');
    await user.click(within(form).getByRole('button', { name: 'Add option to group 1' }));
    // A group whose option has no name is not sent: the message is by the field.
    await user.click(within(form).getByRole('button', { name: 'Add Item' }));
    expect(await within(form).findByText('Option name is required')).toBeTruthy();
    await user.type(within(form).getByLabelText(/^Group 1 option 2 name/), 'Large');
    const delta = within(form).getByLabelText(/^Group 1 option 2 price change/);
    await user.clear(delta);
    await user.type(delta, '4.00');
    await user.click(within(form).getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [post] = changes(calls);
    expect((post?.body as { optionGroups?: unknown } | undefined)?.optionGroups).toEqual([
      {
        name: 'Size',
        required: true,
        minChoices: 1,
        maxChoices: 1,
        options: [
          { name: 'Small', priceDelta: '0', isAvailable: true },
          { name: 'Large', priceDelta: '4.00', isAvailable: true },
        ],
      },
    ]);
  });

  it('says what is missing, field by field, and sends nothing', async () => {
    const calls = menuServer();
    const { user } = renderMenu();
    const dialog = await openAdd(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText(PRICE_REQUIRED)).toBeTruthy();
    expect(within(dialog).getByText('Category is required')).toBeTruthy();
    expect(within(dialog).getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true');
    expect(changes(calls)).toHaveLength(0);
  });

  it('refuses a price of zero, one with three decimals, and an image link that is not one', async () => {
    const calls = menuServer();
    const { user } = renderMenu();
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText(/^Name/), 'Water');
    await user.selectOptions(within(dialog).getByLabelText(/^Category/), 'Beverages');
    const price = within(dialog).getByLabelText(/^Price/);
    await user.type(price, '0');
    await user.type(within(dialog).getByLabelText(/^Image URL/), 'not a link');
    await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    expect(await within(dialog).findByText(PRICE_NOT_POSITIVE)).toBeTruthy();
    expect(within(dialog).getByText('Must be a valid URL')).toBeTruthy();
    await user.clear(price);
    await user.type(price, '1.255');
    await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    expect(await within(dialog).findByText(PRICE_FORMAT)).toBeTruthy();
    expect(changes(calls)).toHaveLength(0);
  });

  it('stays open and says why when the server refuses', async () => {
    const refusal = { message: 'A dish with this name already exists', code: 'CONFLICT' };
    menuServer(() => jsonResponse(refusal, 409));
    const { user } = renderMenu();
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText(/^Name/), 'Margherita');
    await user.type(within(dialog).getByLabelText(/^Price/), '16.99');
    await user.selectOptions(within(dialog).getByLabelText(/^Category/), 'Pizza');
    await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    const toast = await findToast('Failed to add menu item');
    expect(within(toast).getByText(`409: ${JSON.stringify(refusal)}`)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add menu item' })).toBeTruthy();
  });

  it('closes without sending anything on Cancel', async () => {
    const calls = menuServer();
    const { user } = renderMenu();
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText(/^Name/), 'Half-typed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes(calls)).toHaveLength(0);
  });
});

describe('Edit', () => {
  it("starts from the dish's values and sends every field, a cleared description as null", async () => {
    const calls = menuServer(() => jsonResponse({ ...margherita, price: '17.50', description: null }));
    const { user } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Edit Margherita' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Margherita' });
    expect((within(dialog).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Margherita');
    expect((within(dialog).getByLabelText(/^Price/) as HTMLInputElement).value).toBe('16.99');
    expect((within(dialog).getByLabelText(/^Image URL/) as HTMLInputElement).value).toBe(
      '/images/menu/margherita.jpg',
    );
    // happy-dom reports no selected option while React attaches the select, so react-hook-form
    // takes it as edited and leaves it blank here (a browser shows "Pizza"): the manager picks it.
    await user.selectOptions(within(dialog).getByLabelText(/^Category/), 'Pizza');
    await user.clear(within(dialog).getByLabelText(/^Description/));
    const price = within(dialog).getByLabelText(/^Price/);
    await user.clear(price);
    await user.type(price, '17.50');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Available to order' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes(calls)).toEqual([
      {
        url: '/api/menu-items/5',
        method: 'PATCH',
        body: {
          name: 'Margherita',
          description: null,
          price: '17.50',
          category: 'Pizza',
          imageUrl: '/images/menu/margherita.jpg',
          isAvailable: false,
          // PATCH replaces the whole list (issue 37): an item without groups sends none.
          optionGroups: [],
        },
      },
    ]);
    expect(await findToast('Menu item updated successfully!')).toBeTruthy();
  });

  it('keeps the ids of the groups and options it sends back, and drops what was removed (issue 37)', async () => {
    const sized = {
      ...margherita,
      optionGroups: [
        {
          id: 70,
          name: 'Size',
          required: true,
          minChoices: 1,
          maxChoices: 1,
          options: [
            { id: 71, name: 'Small', priceDelta: '0.00', isAvailable: true },
            { id: 72, name: 'Large', priceDelta: '4.00', isAvailable: true },
          ],
        },
        {
          id: 80,
          name: 'Dip',
          required: false,
          minChoices: 0,
          maxChoices: 1,
          options: [{ id: 81, name: 'Garlic', priceDelta: '1.00', isAvailable: true }],
        },
      ],
    };
    const calls = stubFetch((call) => (call.method === 'GET' ? jsonResponse([sized]) : jsonResponse(sized)));
    const queryClient = testQueryClient();
    queryClient.setQueryData(menuKey(RESTAURANT), [sized]);
    const { user } = renderWithProviders(<MenuManager restaurantId={RESTAURANT} />, { queryClient });
    await user.click(screen.getByRole('button', { name: 'Edit Margherita' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Margherita' });
    await user.selectOptions(within(dialog).getByLabelText(/^Category/), 'Pizza');
    expect((within(dialog).getByLabelText(/^Group 1 option 2 name/) as HTMLInputElement).value).toBe('Large');
    // Large is sold out for now; the Dip group goes.
    await user.click(within(dialog).getByRole('checkbox', { name: 'Group 1 option 2 available' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove group 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [patch] = changes(calls);
    expect((patch?.body as { optionGroups?: unknown } | undefined)?.optionGroups).toEqual([
      {
        id: 70,
        name: 'Size',
        required: true,
        minChoices: 1,
        maxChoices: 1,
        options: [
          { id: 71, name: 'Small', priceDelta: '0.00', isAvailable: true },
          { id: 72, name: 'Large', priceDelta: '4.00', isAvailable: false },
        ],
      },
    ]);
  });

  it('keeps an old category that is no longer offered choosable', async () => {
    const old = { ...tiramisu, category: 'Specials' };
    stubFetch((call) => (call.method === 'GET' ? jsonResponse([old]) : jsonResponse(old)));
    const queryClient = testQueryClient();
    queryClient.setQueryData(menuKey(RESTAURANT), [old]);
    const { user } = renderWithProviders(<MenuManager restaurantId={RESTAURANT} />, { queryClient });
    await user.click(screen.getByRole('button', { name: 'Edit Tiramisu' }));
    const category = within(await screen.findByRole('dialog')).getByLabelText(/^Category/);
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a category', ...MENU_CATEGORIES, 'Specials']);
  });
});

describe('Delete', () => {
  it('asks first, then deletes the dish, which leaves the list at once', async () => {
    const calls = menuServer(() => new Response(null, { status: 204 }));
    const { user } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Delete Margherita' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Margherita?' });
    expect(
      within(dialog).getByText('Customers will no longer see it. Past orders keep their lines.'),
    ).toBeTruthy();
    expect(changes(calls)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes(calls)).toEqual([{ url: '/api/menu-items/5', method: 'DELETE', body: undefined }]);
    expect(await findToast('Menu item deleted successfully!')).toBeTruthy();
  });

  it('puts the dish back and says why when the server refuses', async () => {
    menuServer(() => jsonResponse({ message: 'Menu item not found' }, 404));
    const { user } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Delete Tiramisu' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    const toast = await findToast('Failed to delete menu item');
    expect(within(toast).getByText('404: {"message":"Menu item not found"}')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Desserts' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Tiramisu' })).toBeTruthy();
  });

  it('sends nothing on Cancel', async () => {
    const calls = menuServer();
    const { user } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Delete Margherita' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes(calls)).toHaveLength(0);
  });
});

describe('the availability switch', () => {
  it('sends only the new availability and marks the dish Unavailable before the server answers', async () => {
    let answer: (response: Response) => void = () => {};
    const calls = menuServer(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = renderMenu();
    const toggle = screen.getByRole('switch', { name: 'Margherita available' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByText('Unavailable')).toBeNull();
    await user.click(toggle);
    await waitFor(() => expect(changes(calls)).toHaveLength(1));
    expect(changes(calls)[0]).toEqual({
      url: '/api/menu-items/5',
      method: 'PATCH',
      body: { isAvailable: false },
    });
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Margherita available' }).getAttribute('aria-checked')).toBe(
        'false',
      ),
    );
    expect(screen.getByText('Unavailable')).toBeTruthy();
    answer(jsonResponse({ ...margherita, isAvailable: false }));
    expect(await findToast('Menu item updated successfully!')).toBeTruthy();
  });

  it('flips back and says why when the server refuses', async () => {
    menuServer(() => jsonResponse({ message: 'Not your menu' }, 403));
    const { user } = renderMenu();
    await user.click(screen.getByRole('switch', { name: 'Margherita available' }));
    const toast = await findToast('Failed to update menu item');
    expect(within(toast).getByText('403: {"message":"Not your menu"}')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Margherita available' }).getAttribute('aria-checked')).toBe(
        'true',
      ),
    );
  });
});

describe("prices in the restaurant's currency", () => {
  const ramen: MenuItem = {
    ...margherita,
    id: 21,
    name: 'Shoyu ramen',
    description: null,
    price: '980',
    currency: 'JPY',
    category: 'Main Course',
    imageUrl: null,
  };

  /** A kitchen in Japan, as GET /api/restaurants/{id} answers it. */
  const tokyoKitchen: Restaurant = {
    id: RESTAURANT,
    name: 'Kazeya Ramen',
    cuisine: 'Japanese',
    rating: '4.6',
    ratingCount: 37,
    deliveryTime: '25-35 min',
    currency: 'JPY',
    deliveryFee: '300',
    imageUrl: null,
    description: null,
    address: '1-9-1 Marunouchi, Chiyoda City',
    latitude: '35.68120000',
    longitude: '139.76710000',
    deliveryRadiusKm: 8,
    country: 'Japan',
    city: 'Tokyo',
    isOpen: true,
    minOrder: '1000',
    taxRate: '10',
    pricesIncludeTax: true,
    offer: null,
    phone: '+81 3-1234-5678',
    mondayHours: '11:00 AM - 10:00 PM',
    tuesdayHours: '11:00 AM - 10:00 PM',
    wednesdayHours: '11:00 AM - 10:00 PM',
    thursdayHours: '11:00 AM - 10:00 PM',
    fridayHours: '11:00 AM - 10:00 PM',
    saturdayHours: '11:00 AM - 10:00 PM',
    sundayHours: 'Closed',
    timeZone: 'America/Toronto',
    openNow: true,
    opensAt: null,
    opensAtLocal: null,
    createdAt: '2026-01-10T09:00:00.000Z',
  };

  function renderYenMenu(menu: MenuItem[] = [ramen]) {
    const calls = stubFetch((call) => {
      if (call.url === `/api/restaurants/${RESTAURANT}`) return jsonResponse(tokyoKitchen);
      return jsonResponse(call.method === 'GET' ? menu : ramen);
    });
    const queryClient = testQueryClient();
    queryClient.setQueryData(menuKey(RESTAURANT), menu);
    return {
      calls,
      ...renderWithProviders(<MenuManager restaurantId={RESTAURANT} />, { queryClient, toaster: true }),
    };
  }

  it('shows each price in its currency: Canadian dollars with cents, yen without decimals', async () => {
    menuServer();
    const { unmount } = renderMenu();
    expect(screen.getByText('$16.99')).toBeTruthy();
    unmount();
    renderYenMenu();
    expect(screen.getByText('¥980')).toBeTruthy();
  });

  it('steps a yen price by whole yen and says so; a cent price by cents', async () => {
    const { user } = renderYenMenu();
    await user.click(screen.getByRole('button', { name: 'Edit Shoyu ramen' }));
    const yenPrice = within(await screen.findByRole('dialog')).getByLabelText(/^Price/);
    expect(yenPrice.getAttribute('step')).toBe('1');
    expect(yenPrice.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByText('In JPY, a whole amount')).toBeTruthy();
    cleanup();

    menuServer();
    const cad = renderMenu();
    const dialog = await openAdd(cad.user);
    const centPrice = within(dialog).getByLabelText(/^Price/);
    expect(centPrice.getAttribute('step')).toBe('0.01');
    expect(within(dialog).getByText('In CAD')).toBeTruthy();
  });

  it('refuses 980.5 yen at the field, in the words the server uses, and sends nothing', async () => {
    const { user, calls } = renderYenMenu();
    await user.click(screen.getByRole('button', { name: 'Edit Shoyu ramen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Shoyu ramen' });
    await user.selectOptions(within(dialog).getByLabelText(/^Category/), 'Main Course');
    const price = within(dialog).getByLabelText(/^Price/);
    await user.clear(price);
    await user.type(price, '980.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Price must be a whole amount in JPY')).toBeTruthy();
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(changes(calls)).toHaveLength(0);
    await user.clear(price);
    await user.type(price, '990');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes(calls)).toMatchObject([{ method: 'PATCH', body: { price: '990' } }]);
  });

  it("shows the server's refusal of a price at the price field, and keeps the dialog open", async () => {
    // The server prices in the restaurant's currency now (its country changed meanwhile): yen.
    const message = 'Price must be a whole amount in JPY';
    const calls = menuServer(() =>
      jsonResponse({ message: `price: ${message}`, code: 'invalid_input', fields: { price: message } }, 400),
    );
    const { user } = renderMenu();
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText(/^Name/), 'Gyoza');
    await user.type(within(dialog).getByLabelText(/^Price/), '7.50');
    await user.selectOptions(within(dialog).getByLabelText(/^Category/), 'Appetizers');
    await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    const price = within(dialog).getByLabelText(/^Price/);
    await waitFor(() => expect(price.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = (price.getAttribute('aria-describedby') ?? '').split(' ');
    const shown = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(shown).toContain(message);
    expect(document.activeElement).toBe(price);
    expect(await findToast('Failed to add menu item')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add menu item' })).toBeTruthy();
    expect(changes(calls)).toHaveLength(1);
  });

  it('reads the currency from the restaurant while the menu is empty', async () => {
    const { user, calls } = renderYenMenu([]);
    expect(await screen.findByText('Your menu is empty')).toBeTruthy();
    expect(calls.map((call) => call.url)).toContain(`/api/restaurants/${RESTAURANT}`);
    const dialog = await openAdd(user);
    expect(
      within(dialog)
        .getByLabelText(/^Price/)
        .getAttribute('step'),
    ).toBe('1');
    expect(within(dialog).getByText('In JPY, a whole amount')).toBeTruthy();
  });
});
