// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_CART } from '#domain/cart/rules.ts';
import { CartProvider } from '#web/features/cart/cart-context.tsx';
import { CartStep } from '#web/features/cart/components/cart-step.tsx';
import { ORDER_FOR_LATER, ORDER_FOR_LATER_HINT } from '#web/features/cart/messages.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '../../support/render';
import { cartLine, cartLineDish } from '../ordering/fixtures';

// The drawer's cart of a restaurant closed now but opening again (issue 37): instead of a disabled
// Checkout, "Order for later" leads to /checkout, where a time is chosen.

const CLOSED = 'Nonna Rosa Pizzeria is closed right now. Opens tomorrow at 11:00 AM';

function renderCart(forLaterOnly: boolean) {
  stubFetch((call) =>
    call.url === '/api/restaurants/7/menu' ? jsonResponse([cartLineDish]) : jsonResponse({}, 404),
  );
  return renderWithProviders(
    <CartProvider initialState={{ ...EMPTY_CART, items: [cartLine] }}>
      <CartStep onNavigate={() => {}} onCheckout={() => {}} blocker={CLOSED} forLaterOnly={forLaterOnly} />
    </CartProvider>,
  );
}

describe('a cart for later', () => {
  it('leads to /checkout with "Order for later", saying when the restaurant opens', async () => {
    const { user, history } = renderCart(true);
    const notice = screen.getByText(`${CLOSED}. ${ORDER_FOR_LATER_HINT}`);
    const link = screen.getByRole('link', { name: ORDER_FOR_LATER });
    expect(link.getAttribute('aria-describedby')).toBe(notice.id);
    expect(screen.queryByRole('button', { name: 'Checkout' })).toBeNull();
    await user.click(link);
    expect(history.at(-1)).toBe('/checkout');
  });

  it('keeps Checkout disabled for a restaurant that takes no orders at all', () => {
    renderCart(false);
    expect(screen.getByRole('button', { name: 'Checkout' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('link', { name: ORDER_FOR_LATER })).toBeNull();
    expect(screen.getByText(CLOSED)).toBeTruthy();
  });
});
