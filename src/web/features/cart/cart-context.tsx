import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useReducer, useRef } from 'react';
import { useLocation } from 'wouter';
import {
  type CartAction,
  type CartItem,
  type CartItemInput,
  type CartState,
  cartCurrency,
  cartItemCount,
  cartLineKey,
  cartReducer,
  cartTotalCents,
  EMPTY_CART,
  type PendingItem,
  withCurrency,
} from '#domain/cart/rules.ts';
import { restaurantQuery } from '#web/lib/restaurant-query.ts';
import { CART_STORAGE_KEY, parseStoredCart, readStoredCart, storeCart } from './cart-storage';

export interface CartContextValue {
  items: readonly CartItem[];
  isOpen: boolean;
  /** An item from another restaurant awaiting the "start a new cart?" answer. */
  pending: PendingItem | null;
  itemCount: number;
  /** The food at the lines' prices, in cents of `currency`. */
  totalCents: number;
  /** ISO 4217 of the cart's restaurant; null while unknown (an empty cart, or an old kept one). */
  currency: string | null;
  /** `quantity` (default 1) is the options dialog's. */
  addItem: (item: CartItemInput, quantity?: number) => void;
  /** A line is its dish `id` and, for a dish with options, the chosen option ids. */
  updateQuantity: (id: number, quantity: number, options?: readonly number[]) => void;
  removeItem: (id: number, options?: readonly number[]) => void;
  clearCart: () => void;
  toggleCart: () => void;
  setCartOpen: (open: boolean) => void;
  confirmNewCart: () => void;
  cancelNewCart: () => void;
  /** The customer accepts a dish's current price (it changed since it was added), in its currency. */
  acceptPrice: (id: number, price: number, currency: string, options?: readonly number[]) => void;
}

/** What the web adds to the cart's rules: lines read back from storage, and an accepted new price. */
type StoredCartAction =
  | CartAction
  /** Another tab changed the stored cart: show its lines (the drawer and a pending question stay). */
  | { type: 'replaceItems'; items: readonly CartItem[] }
  | { type: 'acceptPrice'; id: number; price: number; currency: string; options?: readonly number[] }
  /** Lines kept from before carts recorded a currency take their restaurant's. */
  | { type: 'fillCurrency'; restaurantId: number; currency: string };

function persistedCartReducer(state: CartState, action: StoredCartAction): CartState {
  switch (action.type) {
    case 'replaceItems':
      return { ...state, items: action.items };
    case 'fillCurrency': {
      if (state.items[0]?.restaurantId !== action.restaurantId) return state;
      const items = withCurrency(state.items, action.currency);
      return items === state.items ? state : { ...state, items };
    }
    case 'acceptPrice': {
      const { id, price, currency, options = [] } = action;
      const key = cartLineKey({ id, options: options.map((optionId) => ({ id: optionId })) });
      const changes = (line: CartItem) =>
        cartLineKey(line) === key && (line.price !== price || line.currency !== currency);
      if (!state.items.some(changes)) return state;
      return {
        ...state,
        items: state.items.map((line) => (changes(line) ? { ...line, price, currency } : line)),
      };
    }
    default:
      return cartReducer(state, action);
  }
}

/** The cart a page load starts with: the stored one (closed, nothing pending). */
function storedCartState(): CartState {
  const items = readStoredCart();
  return items.length === 0 ? EMPTY_CART : { ...EMPTY_CART, items };
}

const CartContext = createContext<CartContextValue | null>(null);

/**
 * Holds the cart for the whole app. DESIGN deviation 15 (the spec keeps it in memory only): it is
 * restored from localStorage when the app starts, saved on every change, and follows the changes
 * other tabs make. The app renders in the browser only (createRoot, no server rendering), so
 * reading storage for the first render cannot cause a hydration mismatch. `initialState` replaces
 * the stored cart (tests).
 */
export function CartProvider({ children, initialState }: { children: ReactNode; initialState?: CartState }) {
  const [state, dispatch] = useReducer(
    persistedCartReducer,
    initialState,
    (given) => given ?? storedCartState(),
  );

  // The lines as last written or read: saving only what differs keeps two tabs from echoing each
  // other's writes back and forth.
  const synced = useRef<string>(JSON.stringify(state.items));
  useEffect(() => {
    const text = JSON.stringify(state.items);
    if (text === synced.current) return;
    synced.current = text;
    storeCart(state.items);
  }, [state.items]);

  // A cart kept from before carts recorded their currency: its restaurant's record says which.
  const restaurantId = state.items[0]?.restaurantId;
  const needsCurrency = state.items.some((line) => line.currency === null);
  const restaurant = useQuery({
    ...restaurantQuery(restaurantId ?? 0),
    enabled: needsCurrency && restaurantId !== undefined,
  });
  const knownCurrency = needsCurrency ? restaurant.data?.currency : undefined;
  useEffect(() => {
    if (restaurantId !== undefined && knownCurrency)
      dispatch({ type: 'fillCurrency', restaurantId, currency: knownCurrency });
  }, [restaurantId, knownCurrency]);

  // Another tab changed the cart (the storage event only reaches the other tabs).
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      // key null: the whole storage was cleared.
      if (event.key !== null && event.key !== CART_STORAGE_KEY) return;
      const items = parseStoredCart(event.key === null ? null : event.newValue);
      synced.current = JSON.stringify(items);
      dispatch({ type: 'replaceItems', items });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // The actions never change; only the state-derived fields do.
  const actions = useMemo(
    () => ({
      addItem: (item: CartItemInput, quantity?: number) => dispatch({ type: 'add', item, quantity }),
      updateQuantity: (id: number, quantity: number, options?: readonly number[]) =>
        dispatch({ type: 'setQuantity', id, quantity, options }),
      removeItem: (id: number, options?: readonly number[]) => dispatch({ type: 'remove', id, options }),
      clearCart: () => dispatch({ type: 'clear' }),
      toggleCart: () => dispatch({ type: 'toggle' }),
      setCartOpen: (open: boolean) => dispatch({ type: 'setOpen', open }),
      confirmNewCart: () => dispatch({ type: 'confirmNewCart' }),
      cancelNewCart: () => dispatch({ type: 'cancelNewCart' }),
      acceptPrice: (id: number, price: number, currency: string, options?: readonly number[]) =>
        dispatch({ type: 'acceptPrice', id, price, currency, options }),
    }),
    [],
  );

  const value = useMemo<CartContextValue>(
    () => ({
      ...actions,
      items: state.items,
      isOpen: state.isOpen,
      pending: state.pending,
      itemCount: cartItemCount(state.items),
      totalCents: cartTotalCents(state.items),
      currency: cartCurrency(state.items),
    }),
    [actions, state],
  );

  // The drawer belongs to the page it was opened on: leaving the page (a link, the browser's Back)
  // closes it. The provider sits above the app's router, so this sees the full path.
  const [location] = useLocation();
  const firstLocation = useRef(location);
  useEffect(() => {
    if (location !== firstLocation.current) {
      firstLocation.current = location;
      dispatch({ type: 'setOpen', open: false });
    }
  }, [location]);

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

/** The cart; using it outside <CartProvider> is a programming error (SPEC section 4). */
export function useCart(): CartContextValue {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart must be used within a CartProvider');
  return cart;
}
