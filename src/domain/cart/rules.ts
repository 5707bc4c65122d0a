// The customer's cart (SPEC section 3 "Cart item", section 4 "Cart") as a pure reducer, so the rules
// are tested without a browser and the React provider only wires it up; the web keeps the cart in
// local storage (web/features/cart).
import { toCents } from '../shared/money';

export interface CartItem {
  /** The menu item's id. */
  readonly id: number;
  readonly name: string;
  /** Dollars, e.g. 16.99. */
  readonly price: number;
  readonly quantity: number;
  readonly restaurantId: number;
  readonly restaurantName: string;
  readonly imageUrl: string | null;
}

/** What "Add to Cart" hands over: an item without a quantity. */
export type CartItemInput = Omit<CartItem, 'quantity'>;

export interface CartState {
  readonly items: readonly CartItem[];
  readonly isOpen: boolean;
  /**
   * An item from another restaurant waiting for the customer's answer: a cart holds one
   * restaurant's items (DESIGN deviation 11), so adding it means starting a new cart.
   */
  readonly pending: CartItemInput | null;
}

/** SPEC section 8: shown by the cart drawer and the checkout page when the cart has no items. */
export const CART_EMPTY_MESSAGE = 'Your cart is empty';

/** The order schema accepts 1-99 of an item; the cart never builds a line the server would refuse. */
export const MAX_CART_ITEM_QUANTITY = 99;

export const EMPTY_CART: CartState = Object.freeze({
  items: Object.freeze([]),
  isOpen: false,
  pending: null,
});

export type CartAction =
  | { type: 'add'; item: CartItemInput }
  | { type: 'setQuantity'; id: number; quantity: number }
  | { type: 'remove'; id: number }
  | { type: 'clear' }
  | { type: 'toggle' }
  | { type: 'setOpen'; open: boolean }
  /** The customer agreed: drop the current cart and start a new one with the pending item. */
  | { type: 'confirmNewCart' }
  /** The customer kept the current cart: forget the pending item. */
  | { type: 'cancelNewCart' };

/** Whether adding this item needs a new cart (the cart holds another restaurant's items). */
export function conflictsWithCart(items: readonly CartItem[], item: Pick<CartItem, 'restaurantId'>): boolean {
  const first = items[0];
  return first !== undefined && first.restaurantId !== item.restaurantId;
}

function addItem(items: readonly CartItem[], item: CartItemInput): readonly CartItem[] {
  const existing = items.find((line) => line.id === item.id);
  if (!existing) return [...items, { ...item, quantity: 1 }];
  return items.map((line) =>
    line.id === item.id ? { ...line, quantity: Math.min(line.quantity + 1, MAX_CART_ITEM_QUANTITY) } : line,
  );
}

function setQuantity(items: readonly CartItem[], id: number, quantity: number): readonly CartItem[] {
  // NaN and anything at or below zero remove the line, as the spec says for "0 or less".
  if (!(quantity > 0)) return items.filter((line) => line.id !== id);
  const whole = Math.min(Math.floor(quantity), MAX_CART_ITEM_QUANTITY);
  if (whole < 1) return items.filter((line) => line.id !== id);
  return items.map((line) => (line.id === id ? { ...line, quantity: whole } : line));
}

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'add':
      if (conflictsWithCart(state.items, action.item)) return { ...state, pending: action.item };
      return { ...state, items: addItem(state.items, action.item), pending: null };
    case 'setQuantity':
      return { ...state, items: setQuantity(state.items, action.id, action.quantity) };
    case 'remove':
      return { ...state, items: state.items.filter((line) => line.id !== action.id) };
    case 'clear':
      return { ...state, items: [] };
    case 'toggle':
      return { ...state, isOpen: !state.isOpen };
    case 'setOpen':
      return state.isOpen === action.open ? state : { ...state, isOpen: action.open };
    case 'confirmNewCart':
      if (!state.pending) return state;
      return { ...state, items: [{ ...state.pending, quantity: 1 }], pending: null };
    case 'cancelNewCart':
      return state.pending ? { ...state, pending: null } : state;
  }
}

/** Sum of price x quantity, in cents (exact, unlike adding dollar floats). */
export function cartTotalCents(items: readonly CartItem[]): number {
  return items.reduce((sum, line) => sum + toCents(line.price) * line.quantity, 0);
}

/** Sum of price x quantity, in dollars (SPEC section 4), computed from cents so 0.1 + 0.2 stays 0.3. */
export function cartTotal(items: readonly CartItem[]): number {
  return cartTotalCents(items) / 100;
}

/** How many pieces the cart holds (the header badge). */
export function cartItemCount(items: readonly CartItem[]): number {
  return items.reduce((sum, line) => sum + line.quantity, 0);
}

/** The quantity of one menu item in the cart, 0 when absent. */
export function quantityInCart(items: readonly CartItem[], id: number): number {
  return items.find((line) => line.id === id)?.quantity ?? 0;
}
