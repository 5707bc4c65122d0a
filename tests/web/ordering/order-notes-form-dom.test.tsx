// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DELIVERY_INSTRUCTIONS_LABEL,
  DELIVERY_INSTRUCTIONS_PLACEHOLDER,
  KITCHEN_NOTE_LABEL,
  KITCHEN_NOTE_PLACEHOLDER,
  KITCHEN_NOTE_TOO_LONG,
} from '#domain/ordering/order-notes.ts';
import type { LatLng } from '#domain/shared/geo.ts';
import { CartDrawer } from '#web/app/layout/cart-drawer.tsx';
import { CartProvider } from '#web/features/cart/cart-context.tsx';
import { noteCountText } from '#web/features/ordering/components/order-notes-fields.tsx';
import { DETAILS_DRAFT_KEY, SAVED_DETAILS_KEY } from '#web/features/ordering/customer-details-storage.ts';
import { CHECK_DETAILS_TITLE, REMEMBER_DETAILS_LABEL } from '#web/features/ordering/messages.ts';
import { CheckoutPage } from '#web/routes/checkout/checkout-page.tsx';
import {
  type FetchCall,
  findToast,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../support/render';
import { catalogueAnswer, dish, margherita, storeCartLines } from '../cart/fixtures';
import { trackedOrder } from '../tracking/fixtures';

// The order's notes at checkout (issue 37 item 2), on /checkout and in the drawer: labelled,
// counted near the limit, refused past it before anything is sent, sent trimmed, kept in the tab's
// draft but never remembered on the device, and gone once the order is placed.

const TAPPED: LatLng = { latitude: 43.66, longitude: -79.39 };

vi.mock('#web/features/ordering/components/dropoff-map.tsx', () => ({
  DropoffMap: ({ label, onPlace }: { label: string; onPlace: (point: LatLng) => void }) => (
    <section aria-label={label}>
      <button type="button" onClick={() => onPlace(TAPPED)}>
        Tap the map
      </button>
    </section>
  ),
}));

function orderServer() {
  return stubFetch(
    catalogueAnswer(
      () => [dish(margherita)],
      (call: FetchCall) => {
        if (call.url.startsWith('/api/payments/config'))
          return jsonResponse({ mode: 'off', publishableKey: null, currency: 'usd' });
        if (call.method === 'POST' && call.url === '/api/orders')
          return jsonResponse({ ...trackedOrder({ id: 42 }), trackingToken: 'T'.repeat(43) }, 201);
        return jsonResponse(
          { code: 'geocoder_unavailable', message: 'Address search is not available' },
          503,
        );
      },
    ),
  );
}

type User = ReturnType<typeof renderWithProviders>['user'];

async function fillDetails(user: User, scope: HTMLElement) {
  await user.type(within(scope).getByLabelText('Full name', { exact: false }), 'Ada Lovelace');
  await user.type(within(scope).getByLabelText('Phone number', { exact: false }), '+1 416 555 0177');
  await user.type(within(scope).getByLabelText('Delivery address', { exact: false }), '100 Queen St W');
  await user.click(await within(scope).findByRole('button', { name: 'Tap the map' }));
}

const kitchenField = (scope: HTMLElement) =>
  within(scope).getByLabelText(KITCHEN_NOTE_LABEL) as HTMLTextAreaElement;
const driverField = (scope: HTMLElement) =>
  within(scope).getByLabelText(DELIVERY_INSTRUCTIONS_LABEL) as HTMLTextAreaElement;

const renderCheckout = () =>
  renderWithProviders(
    <CartProvider>
      <CheckoutPage />
    </CartProvider>,
    { path: '/checkout', toaster: true },
  );

const postedOrders = (calls: FetchCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.url === '/api/orders');

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  storeCartLines([margherita]);
});
afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('the count', () => {
  it('shows nothing far from the limit, then what is left, then how many too many', () => {
    expect(noteCountText('a'.repeat(239))).toBeUndefined();
    expect(noteCountText('a'.repeat(240))).toBe('60 characters left');
    expect(noteCountText(`  ${'a'.repeat(299)}  `)).toBe('1 character left');
    expect(noteCountText('a'.repeat(300))).toBe('0 characters left');
    expect(noteCountText('a'.repeat(303))).toBe('3 characters too many');
  });
});

describe('/checkout', () => {
  it('sends both notes trimmed, keeps them in the draft, never remembers them, and clears them after', async () => {
    const calls = orderServer();
    const first = renderCheckout();
    const form = document.querySelector('form') as HTMLFormElement;
    await fillDetails(first.user, form);
    expect(kitchenField(form).placeholder).toBe(KITCHEN_NOTE_PLACEHOLDER);
    expect(driverField(form).placeholder).toBe(DELIVERY_INSTRUCTIONS_PLACEHOLDER);
    await first.user.type(kitchenField(form), '  No onions  ');
    await first.user.type(driverField(form), 'Ring the side door');
    await first.user.click(within(form).getByRole('checkbox', { name: REMEMBER_DETAILS_LABEL }));
    expect(JSON.parse(window.sessionStorage.getItem(DETAILS_DRAFT_KEY) ?? '{}')).toMatchObject({
      kitchenNote: '  No onions  ',
      deliveryInstructions: 'Ring the side door',
    });

    const placeOrder = screen.getByRole('button', { name: 'Place Order' }) as HTMLButtonElement;
    await waitFor(() => expect(placeOrder.disabled).toBe(false));
    await first.user.click(placeOrder);
    await findToast('Order Placed Successfully!');
    expect(postedOrders(calls)[0]?.body).toMatchObject({
      kitchenNote: 'No onions',
      deliveryInstructions: 'Ring the side door',
    });
    const remembered = JSON.parse(window.localStorage.getItem(SAVED_DETAILS_KEY) ?? '{}');
    expect(remembered).toMatchObject({ customerName: 'Ada Lovelace' });
    expect(remembered).not.toHaveProperty('kitchenNote');
    expect(remembered).not.toHaveProperty('deliveryInstructions');
    first.unmount();

    // The next order starts from the remembered details, without the last order's notes.
    storeCartLines([margherita]);
    renderCheckout();
    const next = document.querySelector('form') as HTMLFormElement;
    expect((within(next).getByLabelText('Full name', { exact: false }) as HTMLInputElement).value).toBe(
      'Ada Lovelace',
    );
    expect(kitchenField(next).value).toBe('');
    expect(driverField(next).value).toBe('');
  });

  it('counts near the limit and refuses a note past it before sending, focusing it', async () => {
    const calls = orderServer();
    const { user } = renderCheckout();
    const form = document.querySelector('form') as HTMLFormElement;
    await fillDetails(user, form);
    await user.click(kitchenField(form));
    await user.paste('a'.repeat(305));
    expect(within(form).getByText('5 characters too many')).toBeTruthy();

    const placeOrder = screen.getByRole('button', { name: 'Place Order' }) as HTMLButtonElement;
    await waitFor(() => expect(placeOrder.disabled).toBe(false));
    await user.click(placeOrder);
    await findToast(CHECK_DETAILS_TITLE);
    const messages = within(form)
      .getAllByRole('alert')
      .map((alert) => alert.textContent);
    expect(messages).toContain(KITCHEN_NOTE_TOO_LONG);
    expect(kitchenField(form).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(kitchenField(form)));
    expect(postedOrders(calls)).toHaveLength(0);

    // Shortened to the limit: the order goes, with the note.
    await user.clear(kitchenField(form));
    await user.click(kitchenField(form));
    await user.paste('b'.repeat(300));
    expect(within(form).getByText('0 characters left')).toBeTruthy();
    await user.click(placeOrder);
    await findToast('Order Placed Successfully!');
    expect(postedOrders(calls)[0]?.body).toMatchObject({ kitchenNote: 'b'.repeat(300) });
  });
});

describe('the drawer', () => {
  it('asks for both notes in the details step and sends them', async () => {
    const calls = orderServer();
    const { user } = renderWithProviders(
      <CartProvider>
        <CartDrawer />
      </CartProvider>,
      { toaster: true },
    );
    await user.click(screen.getByRole('button', { name: 'Cart, 2 items' }));
    const drawer = await screen.findByRole('dialog');
    const checkout = within(drawer).getByRole('button', { name: 'Checkout' }) as HTMLButtonElement;
    await waitFor(() => expect(checkout.disabled).toBe(false));
    await user.click(checkout);
    await within(drawer).findByLabelText('Full name', { exact: false });
    await fillDetails(user, drawer);
    await user.type(kitchenField(drawer), 'Extra basil');
    await user.type(driverField(drawer), 'Leave it with the concierge');
    await user.click(within(drawer).getByRole('button', { name: 'Continue to payment' }));
    const placeOrder = await within(drawer).findByRole('button', { name: 'Place Order' });
    await waitFor(() => expect((placeOrder as HTMLButtonElement).disabled).toBe(false));
    await user.click(placeOrder);
    await findToast('Order placed successfully!');
    expect(postedOrders(calls)[0]?.body).toMatchObject({
      kitchenNote: 'Extra basil',
      deliveryInstructions: 'Leave it with the concierge',
    });
  });
});
