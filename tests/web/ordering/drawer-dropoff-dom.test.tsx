// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '#domain/cart/rules.ts';
import type { LatLng } from '#domain/shared/geo.ts';
import { DetailsStep } from '#web/features/ordering/components/drawer/details-step.tsx';
import { PaymentStep } from '#web/features/ordering/components/drawer/payment-step.tsx';
import {
  type DrawerStep,
  useDrawerOrder,
} from '#web/features/ordering/components/drawer/use-drawer-order.ts';
import { type FetchCall, jsonResponse, renderWithProviders, stubFetch } from '../../support/render';
import { trackedOrder } from '../tracking/fixtures';
import { cartLine, cartLineDish, QUEEN_ST, restaurantFixture, stubGeolocation } from './fixtures';
import { quoteAnswer } from './quote-server';

// The drawer's details and payment steps around the drop-off pin (DESIGN deviation 14): no pin
// means "Choose the delivery point on the map" at the map and nothing sent; the pin the search
// placed is what the order is sent with; the server's refusal of a pin beyond the area is shown at
// the map. Leaflet is replaced at the module boundary by a stand-in (the browser tests use the real
// map); a denied location is the browser's answer throughout.

vi.mock('#web/features/ordering/components/dropoff-map.tsx', () => ({
  DropoffMap: ({ label, onPlace }: { label: string; onPlace: (point: LatLng) => void }) => (
    <section aria-label={label}>
      <button type="button" onClick={() => onPlace({ latitude: 43.66, longitude: -79.39 })}>
        Tap the map
      </button>
    </section>
  ),
}));

let restoreGeolocation: (() => void) | null = null;
afterEach(() => {
  restoreGeolocation?.();
  restoreGeolocation = null;
  // The details (and their pin) are kept as the tab's draft: each test starts from none.
  sessionStorage.clear();
  localStorage.clear();
});

const PAYMENT_CONFIG = { mode: 'test', publishableKey: null, currency: 'usd' };

/** The API the steps talk to; POST /api/orders gets `placeAnswer`. */
function server(placeAnswer: (call: FetchCall) => Response = () => placedAnswer()) {
  return stubFetch((call) => {
    if (call.url === '/api/restaurants/7') return jsonResponse(restaurantFixture());
    if (call.url === '/api/payments/config') return jsonResponse(PAYMENT_CONFIG);
    if (call.url.startsWith('/api/geocode/search')) return jsonResponse([QUEEN_ST]);
    if (call.url.startsWith('/api/geocode/reverse')) return jsonResponse({ label: '1 Front St W' });
    if (call.url === '/api/orders' && call.method === 'POST') return placeAnswer(call);
    return (
      quoteAnswer(call, restaurantFixture(), [cartLineDish]) ?? jsonResponse({ message: 'Not found' }, 404)
    );
  });
}

function placedAnswer() {
  return jsonResponse({ ...trackedOrder({ id: 41 }), trackingToken: 'token-41' }, 201);
}

/** What placing an order sends: the order, a payment intent, a card confirmation (not the quotes). */
const orderCalls = (calls: FetchCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.url !== '/api/orders/quote');

/** The drawer's two steps over one cart, with a shortcut to the payment step (as Back/Continue would). */
function Drawer({ items = [cartLine] }: { items?: CartItem[] }) {
  const [step, setStep] = useState<DrawerStep>('details');
  const order = useDrawerOrder(setStep, {
    items,
    clearCart: () => {},
    blocker: null,
    onRefusedByRule: () => {},
  });
  return (
    <>
      <p>Step: {step}</p>
      <button type="button" onClick={() => setStep('payment')}>
        Skip to payment
      </button>
      {step === 'details' ? (
        <DetailsStep order={order} onBack={() => setStep('cart')} onContinue={() => setStep('payment')} />
      ) : null}
      {step === 'payment' ? <PaymentStep order={order} onBack={() => setStep('details')} /> : null}
    </>
  );
}

async function fillDetails(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Ada Lovelace');
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '+1 416 555 0177');
  await user.type(screen.getByRole('textbox', { name: /Delivery address/ }), '100 Queen St W');
}

/** Place Order, once the quote it sends has come (it waits for it). */
async function placeOrderOnceQuoted(user: ReturnType<typeof renderWithProviders>['user']) {
  const button = screen.getByRole('button', { name: 'Place Order' }) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  await user.click(button);
}

describe("the drawer's drop-off", () => {
  it('without a pin says "Choose the delivery point on the map" and sends nothing', async () => {
    restoreGeolocation = stubGeolocation({ code: 1 }).restore;
    const calls = server();
    const { user } = renderWithProviders(<Drawer />);
    await fillDetails(user);

    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(screen.getByText('Step: details')).toBeTruthy();
    const message = await screen.findByText('Choose the delivery point on the map');
    await waitFor(() => expect(document.activeElement).toBe(message));

    // Place Order itself refuses too, and takes the customer back to the map.
    await user.click(screen.getByRole('button', { name: 'Skip to payment' }));
    await user.click(await screen.findByRole('radio', { name: /Cash on delivery/ }));
    await placeOrderOnceQuoted(user);
    expect(await screen.findByText('Choose the delivery point on the map')).toBeTruthy();
    expect(screen.getByText('Step: details')).toBeTruthy();
    expect(orderCalls(calls)).toEqual([]);
  });

  it('sends the coordinates of the pin the address search placed', async () => {
    restoreGeolocation = stubGeolocation({ code: 1 }).restore;
    const calls = server();
    const { user } = renderWithProviders(<Drawer />);
    await fillDetails(user);
    await user.type(screen.getByRole('searchbox', { name: 'Search for your address' }), 'Queen{Enter}');
    await user.click(await screen.findByRole('button', { name: /100 Queen St W, Toronto/ }));
    // The typed address stays unless the customer replaces it.
    await user.click(screen.getByRole('button', { name: 'Keep what I typed' }));

    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await user.click(await screen.findByRole('radio', { name: /Cash on delivery/ }));
    await placeOrderOnceQuoted(user);

    await waitFor(() => expect(calls.some((call) => call.url === '/api/orders')).toBe(true));
    const body = calls.find((call) => call.url === '/api/orders')?.body;
    expect(body).toMatchObject({
      customerAddress: '100 Queen St W',
      customerLatitude: String(QUEEN_ST.latitude),
      customerLongitude: String(QUEEN_ST.longitude),
      paymentMethod: 'cash',
      restaurantId: 7,
    });
  });

  it("shows the server's outside_delivery_area message at the map", async () => {
    restoreGeolocation = stubGeolocation({ code: 1 }).restore;
    const refusal = 'Nonna Rosa Pizzeria delivers within 8 km; this address is 9.2 km away';
    server(() => jsonResponse({ message: refusal, code: 'outside_delivery_area' }, 409));
    const { user } = renderWithProviders(<Drawer />);
    await fillDetails(user);
    await user.click(await screen.findByRole('button', { name: 'Tap the map' }));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await user.click(await screen.findByRole('radio', { name: /Cash on delivery/ }));
    await placeOrderOnceQuoted(user);

    const message = await screen.findByText(refusal);
    expect(screen.getByText('Step: details')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(message));
    // Moving the pin clears what was said about the old one.
    await user.click(screen.getByRole('button', { name: 'Move the pin south' }));
    expect(screen.queryByText(refusal)).toBeNull();
  });
});
