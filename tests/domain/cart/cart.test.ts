import { describe, expect, it } from 'vitest';
import {
  CART_EMPTY_MESSAGE,
  type CartAction,
  type CartItemInput,
  type CartState,
  cartItemCount,
  cartReducer,
  cartTotal,
  cartTotalCents,
  conflictsWithCart,
  EMPTY_CART,
  MAX_CART_ITEM_QUANTITY,
  quantityInCart,
} from '#domain/cart/rules.ts';

const margherita: CartItemInput = {
  id: 1,
  name: 'Margherita',
  price: 16.99,
  restaurantId: 1,
  restaurantName: 'Nonna Rosa Pizzeria',
  imageUrl: '/images/menu/margherita.jpg',
};
const tiramisu: CartItemInput = { ...margherita, id: 2, name: 'Tiramisu', price: 8.5, imageUrl: null };
const ramen: CartItemInput = {
  id: 50,
  name: 'Tonkotsu Ramen',
  price: 14,
  restaurantId: 7,
  restaurantName: 'Kazeya Ramen',
  imageUrl: null,
};

const run = (actions: CartAction[], from: CartState = EMPTY_CART) => actions.reduce(cartReducer, from);
const add = (item: CartItemInput): CartAction => ({ type: 'add', item });

describe('cart reducer (SPEC section 4)', () => {
  it('starts closed and empty', () => {
    expect(CART_EMPTY_MESSAGE).toBe('Your cart is empty');
    expect(EMPTY_CART).toEqual({ items: [], isOpen: false, pending: null });
  });

  it('adds a new item with quantity 1 and raises an existing one by 1', () => {
    const state = run([add(margherita), add(tiramisu), add(margherita)]);
    expect(state.items.map((line) => [line.name, line.quantity])).toEqual([
      ['Margherita', 2],
      ['Tiramisu', 1],
    ]);
    expect(state.items[0]).toEqual({ ...margherita, quantity: 2 });
  });

  it('never mutates the previous state', () => {
    const before = run([add(margherita)]);
    const snapshot = JSON.stringify(before);
    run([add(margherita), { type: 'setQuantity', id: 1, quantity: 5 }, { type: 'clear' }], before);
    expect(JSON.stringify(before)).toBe(snapshot);
  });

  it('sets a quantity, and removes the item at 0 or less', () => {
    const two = run([add(margherita), add(tiramisu)]);
    expect(quantityInCart(cartReducer(two, { type: 'setQuantity', id: 1, quantity: 4 }).items, 1)).toBe(4);
    expect(cartReducer(two, { type: 'setQuantity', id: 1, quantity: 0 }).items.map((l) => l.id)).toEqual([2]);
    expect(cartReducer(two, { type: 'setQuantity', id: 2, quantity: -3 }).items.map((l) => l.id)).toEqual([
      1,
    ]);
    expect(cartReducer(two, { type: 'setQuantity', id: 2, quantity: Number.NaN }).items).toHaveLength(1);
  });

  it('keeps a line within what an order accepts (1 to 99, whole pieces)', () => {
    const one = run([add(margherita)]);
    expect(quantityInCart(cartReducer(one, { type: 'setQuantity', id: 1, quantity: 500 }).items, 1)).toBe(
      MAX_CART_ITEM_QUANTITY,
    );
    expect(quantityInCart(cartReducer(one, { type: 'setQuantity', id: 1, quantity: 2.7 }).items, 1)).toBe(2);
    expect(cartReducer(one, { type: 'setQuantity', id: 1, quantity: 0.5 }).items).toEqual([]);
    const full = cartReducer(one, { type: 'setQuantity', id: 1, quantity: MAX_CART_ITEM_QUANTITY });
    expect(quantityInCart(cartReducer(full, add(margherita)).items, 1)).toBe(MAX_CART_ITEM_QUANTITY);
  });

  it('ignores a quantity change for an item that is not in the cart', () => {
    const one = run([add(margherita)]);
    expect(cartReducer(one, { type: 'setQuantity', id: 99, quantity: 3 }).items).toEqual(one.items);
  });

  it('removes one item and clears all', () => {
    const two = run([add(margherita), add(tiramisu)]);
    expect(cartReducer(two, { type: 'remove', id: 1 }).items.map((l) => l.id)).toEqual([2]);
    expect(cartReducer(two, { type: 'clear' }).items).toEqual([]);
  });

  it('toggles the panel and sets it open or closed', () => {
    const open = cartReducer(EMPTY_CART, { type: 'toggle' });
    expect(open.isOpen).toBe(true);
    expect(cartReducer(open, { type: 'toggle' }).isOpen).toBe(false);
    expect(cartReducer(open, { type: 'setOpen', open: false }).isOpen).toBe(false);
    expect(cartReducer(open, { type: 'setOpen', open: true })).toBe(open);
  });
});

describe('one restaurant per cart (DESIGN deviation 11)', () => {
  const pizzaCart = run([add(margherita), add(margherita)]);

  it('detects an item from another restaurant', () => {
    expect(conflictsWithCart([], ramen)).toBe(false);
    expect(conflictsWithCart(pizzaCart.items, tiramisu)).toBe(false);
    expect(conflictsWithCart(pizzaCart.items, ramen)).toBe(true);
  });

  it('holds such an item back instead of mixing restaurants', () => {
    const asked = cartReducer(pizzaCart, add(ramen));
    expect(asked.items).toEqual(pizzaCart.items);
    expect(asked.pending).toEqual(ramen);
  });

  it('starts a new cart with the item when the customer agrees', () => {
    const state = run([add(ramen), { type: 'confirmNewCart' }], pizzaCart);
    expect(state.items).toEqual([{ ...ramen, quantity: 1 }]);
    expect(state.pending).toBeNull();
  });

  it('keeps the current cart when the customer declines', () => {
    const state = run([add(ramen), { type: 'cancelNewCart' }], pizzaCart);
    expect(state.items).toEqual(pizzaCart.items);
    expect(state.pending).toBeNull();
  });

  it('does nothing on an answer without a question', () => {
    expect(cartReducer(pizzaCart, { type: 'confirmNewCart' })).toBe(pizzaCart);
    expect(cartReducer(pizzaCart, { type: 'cancelNewCart' })).toBe(pizzaCart);
  });

  it('accepts any restaurant again once the cart is empty', () => {
    const state = run([{ type: 'clear' }, add(ramen)], pizzaCart);
    expect(state.items.map((line) => line.restaurantId)).toEqual([7]);
    expect(state.pending).toBeNull();
  });
});

describe('cart totals', () => {
  it('sums price x quantity exactly, in cents and in dollars', () => {
    const state = run([add(margherita), add(margherita), add(tiramisu)]);
    expect(cartTotalCents(state.items)).toBe(2 * 1699 + 850);
    expect(cartTotal(state.items)).toBe(42.48);
    expect(cartItemCount(state.items)).toBe(3);
  });

  it('does not drift like floating-point sums do', () => {
    const dimes = [
      { ...margherita, id: 1, price: 0.1, quantity: 1 },
      { ...margherita, id: 2, price: 0.2, quantity: 1 },
    ];
    expect(cartTotal(dimes)).toBe(0.3);
  });

  it('is zero for an empty cart', () => {
    expect(cartTotalCents([])).toBe(0);
    expect(cartItemCount([])).toBe(0);
    expect(quantityInCart([], 1)).toBe(0);
  });
});
