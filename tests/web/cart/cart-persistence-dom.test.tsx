// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CART_EMPTY_MESSAGE, type CartItemInput } from '#domain/cart/rules.ts';
import { CartProvider, useCart } from '#web/features/cart/cart-context.tsx';
import { CART_STORAGE_KEY, CART_STORAGE_VERSION, serializeCart } from '#web/features/cart/cart-storage.ts';
import { CartStep } from '#web/features/cart/components/cart-step.tsx';
import { renderWithProviders, stubFetch } from '../../support/render';
import { catalogueAnswer, dish, margherita, storeCartLines, storedCart, tiramisu } from './fixtures';

// DESIGN deviation 15: the cart survives a reload (a new provider reading localStorage is what a
// reload or a new tab does), ignores what it cannot trust, follows the other tabs and works on where
// storage is switched off.

const { quantity: _, ...tiramisuInput } = tiramisu;
const addable: CartItemInput = tiramisuInput;

/** The drawer's cart step, with an "Add to Cart" of the restaurant page next to it. */
function CartScreen() {
  const { addItem } = useCart();
  return (
    <>
      <button type="button" onClick={() => addItem(addable)}>
        Add Tiramisu
      </button>
      <CartStep onNavigate={() => {}} onCheckout={() => {}} />
    </>
  );
}

/** A page load: a fresh provider over whatever the browser has stored. */
const loadPage = () =>
  renderWithProviders(
    <CartProvider>
      <CartScreen />
    </CartProvider>,
  );

const cartLines = () => screen.getByRole('list', { name: 'Items in your cart' });
const quantityOf = (name: string) => screen.getByRole('status', { name: `Quantity of ${name}` });

beforeEach(() => {
  window.localStorage.clear();
  // The menu sells every dish at the price it was added for: nothing is flagged here.
  stubFetch(catalogueAnswer(() => [dish(margherita), dish(tiramisu)]));
});
afterEach(() => window.localStorage.clear());

describe('the stored cart', () => {
  it('is restored on the next page load, with every change made before it', async () => {
    storeCartLines([margherita]);
    const first = loadPage();
    expect(within(cartLines()).getByText('Margherita')).toBeTruthy();
    expect(quantityOf('Margherita').textContent).toBe('2');

    await first.user.click(screen.getByRole('button', { name: 'Add Tiramisu' }));
    await first.user.click(screen.getByRole('button', { name: 'Increase quantity of Tiramisu' }));
    await first.user.click(screen.getByRole('button', { name: 'Decrease quantity of Margherita' }));
    expect(storedCart()).toMatchObject({
      version: CART_STORAGE_VERSION,
      restaurantId: 1,
      items: [
        { id: margherita.id, quantity: 1 },
        { id: tiramisu.id, quantity: 2 },
      ],
    });
    first.unmount();

    loadPage();
    expect(quantityOf('Margherita').textContent).toBe('1');
    expect(quantityOf('Tiramisu').textContent).toBe('2');
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('$21.50');
  });

  it('is removed from storage when the cart is cleared', async () => {
    storeCartLines([margherita, tiramisu]);
    const { user } = loadPage();
    await user.click(screen.getByRole('button', { name: 'Clear cart' }));
    expect(screen.getByText(CART_EMPTY_MESSAGE)).toBeTruthy();
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('ignores a broken value: an empty cart, and the next dish added replaces it', async () => {
    window.localStorage.setItem(CART_STORAGE_KEY, '{"version":1,"restaurantId":1,"items":[{"id":');
    const { user } = loadPage();
    expect(screen.getByText(CART_EMPTY_MESSAGE)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add Tiramisu' }));
    expect(storedCart()).toMatchObject({ version: 1, items: [{ id: tiramisu.id, quantity: 1 }] });
  });

  it('ignores a cart of another version or with a line it cannot trust', () => {
    const valid = JSON.parse(serializeCart([margherita]) ?? '{}');
    for (const value of [
      { ...valid, version: 0 },
      { ...valid, version: 2 },
      { ...valid, items: [{ ...margherita, price: '9.50' }] },
      { ...valid, items: [{ ...margherita, quantity: -3 }] },
      { ...valid, items: [{ ...margherita, restaurantId: 99 }] },
    ]) {
      window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(value));
      const view = loadPage();
      expect(screen.getByText(CART_EMPTY_MESSAGE)).toBeTruthy();
      view.unmount();
    }
  });

  it('follows the cart another tab changed (the storage event), without writing it back', async () => {
    loadPage();
    expect(screen.getByText(CART_EMPTY_MESSAGE)).toBeTruthy();

    // Another tab adds dishes: the browser stores its value, then tells this tab.
    const text = serializeCart([margherita, tiramisu], new Date('2026-05-01T12:00:00.000Z')) ?? '';
    window.localStorage.setItem(CART_STORAGE_KEY, text);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: text }));
    });
    expect(quantityOf('Margherita').textContent).toBe('2');
    expect(quantityOf('Tiramisu').textContent).toBe('1');
    // Not saved again with a new time: two tabs never echo each other's writes.
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBe(text);

    // The other tab placed its order: the cart empties here too.
    window.localStorage.removeItem(CART_STORAGE_KEY);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: null }));
    });
    await waitFor(() => expect(screen.getByText(CART_EMPTY_MESSAGE)).toBeTruthy());
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it("ignores other keys' storage events", () => {
    storeCartLines([margherita]);
    loadPage();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'quickbite.selectedCountry', newValue: '{}' }));
    });
    expect(quantityOf('Margherita').textContent).toBe('2');
  });
});

describe('where storage is switched off (some private modes)', () => {
  const own = Object.getOwnPropertyDescriptor(window, 'localStorage');
  afterEach(() => {
    if (own) Object.defineProperty(window, 'localStorage', own);
    else delete (window as { localStorage?: Storage }).localStorage;
  });

  it('keeps the cart in memory when touching localStorage throws', async () => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    const { user } = loadPage();
    expect(screen.getByText(CART_EMPTY_MESSAGE)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add Tiramisu' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Tiramisu' }));
    expect(quantityOf('Tiramisu').textContent).toBe('2');
  });

  it('keeps the cart in memory when writing is refused (quota)', async () => {
    const storage = window.localStorage;
    const refusing = {
      getItem: (key: string) => storage.getItem(key),
      removeItem: (key: string) => storage.removeItem(key),
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
    };
    Object.defineProperty(window, 'localStorage', { configurable: true, get: () => refusing });
    const { user } = loadPage();
    await user.click(screen.getByRole('button', { name: 'Add Tiramisu' }));
    expect(quantityOf('Tiramisu').textContent).toBe('1');
    expect(storage.getItem(CART_STORAGE_KEY)).toBeNull();
  });
});
