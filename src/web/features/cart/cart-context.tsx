import { createContext, type ReactNode, useContext, useEffect, useMemo, useReducer, useRef } from 'react';
import { useLocation } from 'wouter';
import {
  type CartItem,
  type CartItemInput,
  type CartState,
  cartItemCount,
  cartReducer,
  cartTotalCents,
  EMPTY_CART,
} from '#domain/cart/rules.ts';

export interface CartContextValue {
  items: readonly CartItem[];
  isOpen: boolean;
  /** An item from another restaurant awaiting the "start a new cart?" answer. */
  pending: CartItemInput | null;
  itemCount: number;
  totalCents: number;
  addItem: (item: CartItemInput) => void;
  updateQuantity: (id: number, quantity: number) => void;
  removeItem: (id: number) => void;
  clearCart: () => void;
  toggleCart: () => void;
  setCartOpen: (open: boolean) => void;
  confirmNewCart: () => void;
  cancelNewCart: () => void;
}

const CartContext = createContext<CartContextValue | null>(null);

/** Holds the cart in memory for the whole app (SPEC section 4: no persistence). */
export function CartProvider({
  children,
  initialState = EMPTY_CART,
}: {
  children: ReactNode;
  initialState?: CartState;
}) {
  const [state, dispatch] = useReducer(cartReducer, initialState);

  // The actions never change; only the state-derived fields do.
  const actions = useMemo(
    () => ({
      addItem: (item: CartItemInput) => dispatch({ type: 'add', item }),
      updateQuantity: (id: number, quantity: number) => dispatch({ type: 'setQuantity', id, quantity }),
      removeItem: (id: number) => dispatch({ type: 'remove', id }),
      clearCart: () => dispatch({ type: 'clear' }),
      toggleCart: () => dispatch({ type: 'toggle' }),
      setCartOpen: (open: boolean) => dispatch({ type: 'setOpen', open }),
      confirmNewCart: () => dispatch({ type: 'confirmNewCart' }),
      cancelNewCart: () => dispatch({ type: 'cancelNewCart' }),
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
