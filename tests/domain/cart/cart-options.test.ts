import { describe, expect, it } from 'vitest';
import { cartQuoteRequest, orderEntries } from '#domain/cart/cart-requests.ts';
import {
  type CartAction,
  type CartItemInput,
  type CartState,
  cartLineKey,
  cartReducer,
  cartTotalCents,
  EMPTY_CART,
  lineChoicesText,
  quantityInCart,
} from '#domain/cart/rules.ts';

// Issue 37: a cart line is its dish and its chosen options. Two lines of one dish with other
// choices stay two lines; the same choices made again add up; the options go with the order.

const large = { id: 12, group: 'Size', name: 'Large', priceDelta: '4.00' };
const small = { id: 11, group: 'Size', name: 'Small', priceDelta: '0.00' };
const cheese = { id: 21, group: 'Toppings', name: 'Extra cheese', priceDelta: '1.50' };

const margherita: CartItemInput = {
  id: 1,
  name: 'Margherita',
  price: 16.99,
  currency: 'CAD',
  restaurantId: 1,
  restaurantName: 'Nonna Rosa Pizzeria',
  imageUrl: null,
};
const largeWithCheese: CartItemInput = { ...margherita, price: 22.49, options: [large, cheese] };
const cheeseThenLarge: CartItemInput = { ...largeWithCheese, options: [cheese, large] };
const smallOne: CartItemInput = { ...margherita, options: [small] };

const run = (actions: CartAction[], from: CartState = EMPTY_CART) => actions.reduce(cartReducer, from);
const add = (item: CartItemInput, quantity?: number): CartAction => ({ type: 'add', item, quantity });

describe('cart lines with options', () => {
  it('keys a line by its dish and its sorted option ids', () => {
    expect(cartLineKey(margherita)).toBe('1');
    expect(cartLineKey(largeWithCheese)).toBe('1:12,21');
    expect(cartLineKey(cheeseThenLarge)).toBe('1:12,21');
  });

  it('keeps one dish with other choices on its own line and adds the same choices up', () => {
    const state = run([add(largeWithCheese), add(smallOne), add(cheeseThenLarge, 2), add(margherita)]);
    expect(state.items.map((line) => [lineChoicesText(line), line.quantity])).toEqual([
      ['Large, Extra cheese', 3],
      ['Small', 1],
      ['', 1],
    ]);
    expect(quantityInCart(state.items, 1)).toBe(5);
    expect(cartTotalCents(state.items)).toBe(3 * 2249 + 1699 + 1699);
  });

  it('changes and removes only the line meant', () => {
    const state = run([add(largeWithCheese), add(smallOne)]);
    const changed = cartReducer(state, { type: 'setQuantity', id: 1, options: [21, 12], quantity: 4 });
    expect(changed.items.map((line) => line.quantity)).toEqual([4, 1]);
    const removed = cartReducer(changed, { type: 'remove', id: 1, options: [11] });
    expect(removed.items).toHaveLength(1);
    expect(lineChoicesText(removed.items[0] ?? {})).toBe('Large, Extra cheese');
    // A line without options is meant without any.
    expect(cartReducer(removed, { type: 'remove', id: 1 }).items).toHaveLength(1);
  });

  it('sends the option ids with the unit price that includes their deltas, and none for a plain dish', () => {
    const state = run([add(largeWithCheese), add(margherita)]);
    expect(orderEntries(state.items)).toEqual([
      { id: 1, name: 'Margherita', quantity: 1, price: '22.49', options: [12, 21] },
      { id: 1, name: 'Margherita', quantity: 1, price: '16.99' },
    ]);
    expect(cartQuoteRequest(state.items, { tip: '0.00' })?.items[0]?.options).toEqual([12, 21]);
  });
});

describe('a dish chosen in the options dialog for another restaurant', () => {
  it('keeps its quantity while the customer is asked to start a new cart', () => {
    const ramen: CartItemInput = { ...margherita, id: 50, restaurantId: 7, options: [large] };
    const asked = run([add(margherita), add(ramen, 3)]);
    expect(asked.pending).toEqual({ ...ramen, quantity: 3 });
    const started = cartReducer(asked, { type: 'confirmNewCart' });
    expect(started.items).toEqual([{ ...ramen, quantity: 3 }]);
  });
});
