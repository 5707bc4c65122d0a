// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LatLng } from '#domain/shared/geo.ts';
import { CartDrawer } from '#web/app/layout/cart-drawer.tsx';
import { CartProvider } from '#web/features/cart/cart-context.tsx';
import { CART_STORAGE_KEY } from '#web/features/cart/cart-storage.ts';
import { DETAILS_DRAFT_KEY, SAVED_DETAILS_KEY } from '#web/features/ordering/customer-details-storage.ts';
import { REMEMBER_DETAILS_LABEL } from '#web/features/ordering/messages.ts';
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

// What a successful order does with what the device keeps (DESIGN deviation 15), placed for real
// through /checkout and the drawer (cash: this server takes no cards): the kept cart and the tab's
// draft are gone, the details are remembered only when ticked, and the next order starts from them.

const TAPPED: LatLng = { latitude: 43.66, longitude: -79.39 };

// Leaflet is replaced by a stand-in whose one button is a tap at a known point.
vi.mock('#web/features/ordering/components/dropoff-map.tsx', () => ({
  DropoffMap: ({ label, onPlace }: { label: string; onPlace: (point: LatLng) => void }) => (
    <section aria-label={label}>
      <button type="button" onClick={() => onPlace(TAPPED)}>
        Tap the map
      </button>
    </section>
  ),
}));

const TOKEN = 'T'.repeat(43);

function orderServer() {
  return stubFetch(
    catalogueAnswer(
      () => [dish(margherita)],
      (call: FetchCall) => {
        if (call.url.startsWith('/api/payments/config'))
          return jsonResponse({ mode: 'off', publishableKey: null, currency: 'usd' });
        if (call.method === 'POST' && call.url === '/api/orders')
          return jsonResponse({ ...trackedOrder({ id: 42 }), trackingToken: TOKEN }, 201);
        return jsonResponse(
          { code: 'geocoder_unavailable', message: 'Address search is not available' },
          503,
        );
      },
    ),
  );
}

const saved = () => {
  const raw = window.localStorage.getItem(SAVED_DETAILS_KEY);
  return raw === null ? null : JSON.parse(raw);
};
const rememberBox = (within_: HTMLElement | Document = document) =>
  within(within_ as HTMLElement).getByRole('checkbox', { name: REMEMBER_DETAILS_LABEL }) as HTMLInputElement;

async function fillDetails(user: ReturnType<typeof renderWithProviders>['user'], scope: HTMLElement) {
  await user.type(within(scope).getByLabelText('Full name', { exact: false }), 'Ada Lovelace');
  await user.type(within(scope).getByLabelText('Phone number', { exact: false }), '+1 416 555 0177');
  await user.type(within(scope).getByLabelText('Delivery address', { exact: false }), '100 Queen St W');
  await user.click(await within(scope).findByRole('button', { name: 'Tap the map' }));
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  storeCartLines([margherita]);
});
afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('a successful order on /checkout', () => {
  const renderCheckout = () =>
    renderWithProviders(
      <CartProvider>
        <CheckoutPage />
      </CartProvider>,
      { path: '/checkout', toaster: true },
    );

  it('empties the kept cart and the draft, remembers the ticked details, and prefills the next order', async () => {
    const calls = orderServer();
    const first = renderCheckout();
    const form = document.querySelector('form') as HTMLFormElement;
    await fillDetails(first.user, form);
    await first.user.click(rememberBox());
    expect(window.sessionStorage.getItem(DETAILS_DRAFT_KEY)).not.toBeNull();

    const placeOrder = screen.getByRole('button', { name: 'Place Order' }) as HTMLButtonElement;
    await waitFor(() => expect(placeOrder.disabled).toBe(false));
    await first.user.click(placeOrder);
    await findToast('Order Placed Successfully!');

    const posted = calls.find((call) => call.method === 'POST' && call.url === '/api/orders');
    expect(posted?.body).toMatchObject({
      customerName: 'Ada Lovelace',
      customerLatitude: String(TAPPED.latitude),
      customerLongitude: String(TAPPED.longitude),
    });
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(window.sessionStorage.getItem(DETAILS_DRAFT_KEY)).toBeNull();
    expect(saved()).toMatchObject({
      version: 1,
      customerName: 'Ada Lovelace',
      customerPhone: '+1 416 555 0177',
      customerAddress: '100 Queen St W',
      dropoff: TAPPED,
    });
    first.unmount();

    // The next order, another day: a new cart, the details already there.
    storeCartLines([margherita]);
    renderCheckout();
    expect((screen.getByLabelText('Full name', { exact: false }) as HTMLInputElement).value).toBe(
      'Ada Lovelace',
    );
    expect((screen.getByLabelText('Phone number', { exact: false }) as HTMLInputElement).value).toBe(
      '+1 416 555 0177',
    );
    expect((screen.getByLabelText('Delivery address', { exact: false }) as HTMLInputElement).value).toBe(
      '100 Queen St W',
    );
    expect(rememberBox().checked).toBe(true);
  });

  it('without the tick, remembers nothing', async () => {
    orderServer();
    const { user } = renderCheckout();
    await fillDetails(user, document.querySelector('form') as HTMLFormElement);
    const placeOrder = screen.getByRole('button', { name: 'Place Order' }) as HTMLButtonElement;
    await waitFor(() => expect(placeOrder.disabled).toBe(false));
    await user.click(placeOrder);
    await findToast('Order Placed Successfully!');
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(saved()).toBeNull();
  });
});

describe('a successful order in the drawer', () => {
  it('empties the kept cart and the draft, and remembers the ticked details', async () => {
    orderServer();
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
    await user.click(rememberBox(drawer));
    await user.click(within(drawer).getByRole('button', { name: 'Continue to payment' }));
    const placeOrder = await within(drawer).findByRole('button', { name: 'Place Order' });
    await waitFor(() => expect((placeOrder as HTMLButtonElement).disabled).toBe(false));
    await user.click(placeOrder);

    await findToast('Order placed successfully!');
    expect(await within(drawer).findByText('Order #42 is confirmed')).toBeTruthy();
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(window.sessionStorage.getItem(DETAILS_DRAFT_KEY)).toBeNull();
    expect(saved()).toMatchObject({ customerName: 'Ada Lovelace', dropoff: TAPPED });
  });
});
