// The customer's cart (SPEC section 3 "Cart item", section 4 "Cart") as a pure reducer, so the rules
// are tested without a browser and the React provider only wires it up; the web keeps the cart in
// local storage (web/features/cart).
import { optionsKey } from '../menu/option-groups';
import { toCents } from '../shared/money';

export interface CartItem {
  /** The menu item's id. */
  readonly id: number;
  readonly name: string;
  /** The unit price in `currency`, e.g. 16.99 dollars or 980 yen. */
  readonly price: number;
  /**
   * ISO 4217, the restaurant's (DESIGN deviation 16): a cart holds one restaurant, so one currency.
   * Null only on a line kept from before carts recorded it, until the restaurant's menu is read.
   */
  readonly currency: string | null;
  readonly quantity: number;
  readonly restaurantId: number;
  readonly restaurantName: string;
  readonly imageUrl: string | null;
  /**
   * The choices made in the dish's options dialog (issue 37); absent on a dish without option
   * groups and on lines kept from before options. `price` already includes their deltas.
   */
  readonly options?: readonly CartOption[];
}

/** One chosen option as the cart line shows it: its group, its name and its price delta then. */
export interface CartOption {
  readonly id: number;
  readonly group: string;
  readonly name: string;
  /** Decimal text in the line's currency ("2.50", "150"). */
  readonly priceDelta: string;
}

/** What "Add to Cart" hands over: an item without a quantity. */
export type CartItemInput = Omit<CartItem, 'quantity'>;

/** An item waiting for the "start a new cart?" answer; a quantity only when the options dialog chose more than 1. */
export type PendingItem = CartItemInput & { readonly quantity?: number };

export interface CartState {
  readonly items: readonly CartItem[];
  readonly isOpen: boolean;
  /**
   * An item from another restaurant waiting for the customer's answer: a cart holds one
   * restaurant's items (DESIGN deviation 11), so adding it means starting a new cart.
   */
  readonly pending: PendingItem | null;
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

/**
 * A line's identity: its menu item and its chosen options, sorted ("12", "12:3,7"). Two lines of
 * one dish with different options stay two lines; the same choices made twice add up.
 */
export function cartLineKey(line: { readonly id: number; readonly options?: readonly { id: number }[] }) {
  const ids = lineOptionIds(line);
  return ids.length === 0 ? String(line.id) : `${line.id}:${optionsKey(ids)}`;
}

/** The chosen option ids of a line, sorted ascending ([] without options). */
export function lineOptionIds(line: { readonly options?: readonly { id: number }[] }): number[] {
  return (line.options ?? []).map((option) => option.id).sort((a, b) => a - b);
}

/** The line's choices as one text ("Large, Extra cheese"), or '' without any. */
export function lineChoicesText(line: { readonly options?: readonly { name: string }[] }): string {
  return (line.options ?? []).map((option) => option.name).join(', ');
}

/**
 * Which line an action means: the menu item id, and its chosen option ids when it has some (the
 * line key is built from both, so the order of the ids does not matter).
 */
interface LineTarget {
  id: number;
  options?: readonly number[];
}

const targetKey = ({ id, options }: LineTarget) =>
  cartLineKey({ id, options: (options ?? []).map((optionId) => ({ id: optionId })) });

export type CartAction =
  /** `quantity` (default 1) comes from the options dialog's stepper. */
  | { type: 'add'; item: CartItemInput; quantity?: number }
  | ({ type: 'setQuantity'; quantity: number } & LineTarget)
  | ({ type: 'remove' } & LineTarget)
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

/** A new line with `quantity` pieces; the same dish with the same choices adds to its line. */
function addItem(items: readonly CartItem[], item: CartItemInput, quantity = 1): readonly CartItem[] {
  const key = cartLineKey(item);
  const existing = items.find((line) => cartLineKey(line) === key);
  if (!existing) return [...items, { ...item, quantity: Math.min(quantity, MAX_CART_ITEM_QUANTITY) }];
  return items.map((line) =>
    cartLineKey(line) === key
      ? { ...line, quantity: Math.min(line.quantity + quantity, MAX_CART_ITEM_QUANTITY) }
      : line,
  );
}

function setQuantity(items: readonly CartItem[], target: LineTarget, quantity: number): readonly CartItem[] {
  const key = targetKey(target);
  const others = () => items.filter((line) => cartLineKey(line) !== key);
  // NaN and anything at or below zero remove the line, as the spec says for "0 or less".
  if (!(quantity > 0)) return others();
  const whole = Math.min(Math.floor(quantity), MAX_CART_ITEM_QUANTITY);
  if (whole < 1) return others();
  return items.map((line) => (cartLineKey(line) === key ? { ...line, quantity: whole } : line));
}

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'add':
      if (conflictsWithCart(state.items, action.item)) {
        const many = action.quantity !== undefined && action.quantity > 1;
        return { ...state, pending: many ? { ...action.item, quantity: action.quantity } : action.item };
      }
      return { ...state, items: addItem(state.items, action.item, action.quantity), pending: null };
    case 'setQuantity':
      return { ...state, items: setQuantity(state.items, action, action.quantity) };
    case 'remove': {
      const key = targetKey(action);
      return { ...state, items: state.items.filter((line) => cartLineKey(line) !== key) };
    }
    case 'clear':
      return { ...state, items: [] };
    case 'toggle':
      return { ...state, isOpen: !state.isOpen };
    case 'setOpen':
      return state.isOpen === action.open ? state : { ...state, isOpen: action.open };
    case 'confirmNewCart':
      if (!state.pending) return state;
      return {
        ...state,
        items: [
          { ...state.pending, quantity: Math.min(state.pending.quantity ?? 1, MAX_CART_ITEM_QUANTITY) },
        ],
        pending: null,
      };
    case 'cancelNewCart':
      return state.pending ? { ...state, pending: null } : state;
  }
}

/**
 * The cart's currency: its lines' (one restaurant, one currency), or null while none is known (an
 * empty cart, or lines kept from before carts recorded it).
 */
export function cartCurrency(items: readonly CartItem[]): string | null {
  return items.find((line) => line.currency !== null)?.currency ?? null;
}

/** The lines with a currency given to those that have none (carts kept from before currencies). */
export function withCurrency(items: readonly CartItem[], currency: string): readonly CartItem[] {
  if (items.every((line) => line.currency !== null)) return items;
  return items.map((line) => (line.currency === null ? { ...line, currency } : line));
}

/** Sum of price x quantity, in cents (exact, unlike adding floats). */
export function cartTotalCents(items: readonly CartItem[]): number {
  return items.reduce((sum, line) => sum + toCents(line.price) * line.quantity, 0);
}

/** Sum of price x quantity in the cart's currency (SPEC section 4), from cents so 0.1 + 0.2 stays 0.3. */
export function cartTotal(items: readonly CartItem[]): number {
  return cartTotalCents(items) / 100;
}

/** How many pieces the cart holds (the header badge). */
export function cartItemCount(items: readonly CartItem[]): number {
  return items.reduce((sum, line) => sum + line.quantity, 0);
}

/** The quantity of one menu item in the cart over all its lines (any choices), 0 when absent. */
export function quantityInCart(items: readonly CartItem[], id: number): number {
  return items.reduce((sum, line) => (line.id === id ? sum + line.quantity : sum), 0);
}
