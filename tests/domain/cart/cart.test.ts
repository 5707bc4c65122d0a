import { describe, expect, it } from 'vitest';
import { cartQuoteRequest, includedTaxNote, orderEntries, quoteLines } from '#domain/cart/cart-requests.ts';
import {
  CART_EMPTY_MESSAGE,
  type CartAction,
  type CartItemInput,
  type CartState,
  cartCurrency,
  cartItemCount,
  cartReducer,
  cartTotal,
  cartTotalCents,
  conflictsWithCart,
  EMPTY_CART,
  MAX_CART_ITEM_QUANTITY,
  quantityInCart,
  withCurrency,
} from '#domain/cart/rules.ts';
import type { OrderQuote } from '#domain/ordering/responses.ts';

const margherita: CartItemInput = {
  id: 1,
  name: 'Margherita',
  price: 16.99,
  currency: 'CAD',
  restaurantId: 1,
  restaurantName: 'Nonna Rosa Pizzeria',
  imageUrl: '/images/menu/margherita.jpg',
};
const tiramisu: CartItemInput = { ...margherita, id: 2, name: 'Tiramisu', price: 8.5, imageUrl: null };
const ramen: CartItemInput = {
  id: 50,
  name: 'Tonkotsu Ramen',
  price: 980,
  currency: 'JPY',
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

describe("the cart's currency (DESIGN deviation 16)", () => {
  const yen = run([add(ramen), add(ramen)]);

  it("is its lines' currency: one restaurant, one currency", () => {
    expect(cartCurrency(yen.items)).toBe('JPY');
    expect(cartCurrency(run([add(margherita)]).items)).toBe('CAD');
    expect(cartCurrency([])).toBeNull();
    expect(cartTotalCents(yen.items)).toBe(196_000);
  });

  it('is given to lines kept from before carts recorded it, and only to those', () => {
    const old = [{ ...margherita, quantity: 1, currency: null }];
    expect(cartCurrency(old)).toBeNull();
    expect(withCurrency(old, 'CAD')).toEqual([{ ...margherita, quantity: 1, currency: 'CAD' }]);
    expect(withCurrency(yen.items, 'CAD')).toBe(yen.items);
  });
});

describe('asking for a quote of the cart', () => {
  const cart = run([add(ramen), add(ramen)]).items;

  it('lists id, name, quantity and unit price of each line, nothing else', () => {
    expect(orderEntries(cart)).toEqual([{ id: 50, name: 'Tonkotsu Ramen', quantity: 2, price: '980' }]);
  });

  it('sends the tip, and a promotion code and a phone only when given', () => {
    expect(cartQuoteRequest(cart, { tip: '0' })).toEqual({
      restaurantId: 7,
      items: [{ id: 50, name: 'Tonkotsu Ramen', quantity: 2, price: '980' }],
      tip: '0',
    });
    expect(
      cartQuoteRequest(cart, { tip: '300', promoCode: ' RAMEN10 ', customerPhone: '+81312345678' }),
    ).toMatchObject({ tip: '300', promoCode: 'RAMEN10', customerPhone: '+81312345678' });
    expect(cartQuoteRequest(cart, { tip: '0', promoCode: '   ', customerPhone: null })).not.toHaveProperty(
      'promoCode',
    );
    expect(cartQuoteRequest([], { tip: '0' })).toBeNull();
  });
});

describe("a quote's lines", () => {
  const quote = (over: Partial<OrderQuote> = {}): OrderQuote => ({
    currency: 'CAD',
    subtotal: '42.97',
    discount: '0.00',
    deliveryFee: '2.99',
    tax: '5.59',
    taxIncluded: false,
    tip: '5.00',
    total: '56.55',
    promotion: null,
    ...over,
  });
  const shown = (q: OrderQuote, options?: { withTip?: boolean }) =>
    quoteLines(q, options).map((line) => [line.label, line.amount]);

  it('adds tax as its own line when the prices do not include it', () => {
    expect(shown(quote())).toEqual([
      ['Subtotal', '$42.97'],
      ['Delivery fee', '$2.99'],
      ['Tax', '$5.59'],
      ['Tip', '$5.00'],
      ['Total', '$56.55'],
    ]);
    expect(includedTaxNote(quote())).toBeNull();
  });

  it('says the tax inside yen prices under the total, in whole yen', () => {
    const yen = quote({
      currency: 'JPY',
      subtotal: '1960',
      deliveryFee: '300',
      tax: '178',
      taxIncluded: true,
      tip: '0',
      total: '2260',
    });
    expect(shown(yen, { withTip: false })).toEqual([
      ['Subtotal', '¥1,960'],
      ['Delivery fee', '¥300'],
      ['Total', '¥2,260'],
    ]);
    expect(includedTaxNote(yen)).toBe('Includes tax of ¥178');
  });

  it('names the discount by its promotion and shows it taken off', () => {
    const discounted = quote({
      discount: '4.30',
      promotion: { id: 3, title: 'Pizza night', discount: '4.30' },
      tax: '5.03',
      total: '51.69',
    });
    expect(shown(discounted)).toContainEqual(['Discount (Pizza night)', '-$4.30']);
    expect(shown(discounted)[1]?.[0]).toBe('Discount (Pizza night)');
  });

  it('leaves out a zero tax (no line, no note)', () => {
    expect(shown(quote({ tax: '0.00', total: '50.96' })).map(([label]) => label)).not.toContain('Tax');
    expect(includedTaxNote(quote({ tax: '0', taxIncluded: true }))).toBeNull();
  });
});
