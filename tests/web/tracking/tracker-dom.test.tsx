// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TrackedOrder } from '#domain/tracking/responses.ts';
import { DELIVERY_CODE_HINT, type DriverPosition } from '#domain/tracking/rules.ts';
import { OrderCard } from '#web/features/tracking/components/order-card.tsx';
import { OrderTracker } from '#web/features/tracking/components/order-tracker.tsx';
import type { OrderView } from '#web/features/tracking/order-views.ts';
import { renderWithProviders } from '../../support/render';
import { phoneOrder, trackedOrder } from './fixtures';

// The trackers in a DOM, as a customer reads and opens them: what the full view and the phone view
// each show, the delivery code only for the token holder on /order-tracking, the live map's
// positions shown and hidden on request with the driver said honestly, and the order card's Live
// tracking expander.

const token = 'x'.repeat(43);
const full = (overrides: Partial<TrackedOrder> = {}, driver: DriverPosition | null = null): OrderView => ({
  kind: 'tracked',
  order: trackedOrder(overrides),
  trackingToken: token,
  driver,
});

/** An element's text, spaces normalised (screen-reader-only text included). */
const textOf = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Every "label value" pair of the description lists on the page (dt, then its dd). */
function facts(): string[] {
  return screen.getAllByRole('term').map((term) => `${textOf(term)} ${textOf(term.nextElementSibling)}`);
}

describe('OrderTracker', () => {
  it('shows the delivery code, dishes and street address to the token holder', () => {
    renderWithProviders(<OrderTracker view={full({ status: 'preparing' })} showDeliveryCode />);
    const code = screen.getByRole('region', { name: 'Delivery code' });
    expect(within(code).getByText(DELIVERY_CODE_HINT)).toBeTruthy();
    expect(within(code).getByTestId('delivery-code').textContent).toBe('4821');
    // Read digit by digit.
    expect(within(code).getByText('4 8 2 1')).toBeTruthy();
    const items = screen.getByRole('list', { name: 'Items of order #1' });
    expect(textOf(within(items).getAllByRole('listitem')[0])).toContain('2 × Margherita');
    expect(facts()).toContain('Delivery address 100 Queen St W, Toronto, ON M5H 2N2');
  });

  it("shows the total and the dishes' prices in the order's currency", () => {
    const yen = full({
      restaurantName: 'Kazeya Ramen',
      currency: 'JPY',
      items: [
        {
          name: 'Tonkotsu Ramen',
          quantity: 2,
          price: '980',
          lineTotal: '1960',
          menuItemId: null,
          options: [],
        },
      ],
      subtotal: '1960',
      deliveryFee: '300',
      tax: '178',
      taxIncluded: true,
      tip: '0',
      total: '2260',
    });
    const { unmount } = renderWithProviders(<OrderTracker view={yen} />);
    expect(facts()).toContain('Total ¥2,260');
    const items = screen.getByRole('list', { name: 'Items of order #1' });
    expect(textOf(within(items).getAllByRole('listitem')[0])).toBe('2 × Tonkotsu Ramen¥1,960');
    expect(textOf(screen.getByRole('article'))).not.toMatch(/\$/);
    unmount();
    renderWithProviders(<OrderCard view={yen} />);
    expect(screen.getByText('¥2,260')).toBeTruthy();
  });

  it('shows no code where the screen does not ask for it, nor once the order is over', () => {
    const { unmount } = renderWithProviders(<OrderTracker view={full({ status: 'preparing' })} />);
    expect(screen.queryByRole('region', { name: 'Delivery code' })).toBeNull();
    expect(screen.queryByText('4821')).toBeNull();
    unmount();
    for (const status of ['delivered', 'cancelled']) {
      const view = renderWithProviders(<OrderTracker view={full({ status })} showDeliveryCode />);
      expect(screen.queryByText(DELIVERY_CODE_HINT), status).toBeNull();
      expect(textOf(screen.getByRole('article')), status).not.toContain('4821');
      view.unmount();
    }
  });

  it('shows the phone view with an item count and the address’s area, never a code or dishes', () => {
    const view: OrderView = { kind: 'phone', order: phoneOrder({ status: 'preparing' }) };
    renderWithProviders(<OrderTracker view={view} showDeliveryCode />);
    expect(facts()).toContain('Items 3 items');
    expect(facts()).toContain('Delivery area Toronto, ON M5H 2N2');
    const text = textOf(screen.getByRole('article'));
    expect(text).not.toContain('Margherita');
    expect(text).not.toContain('Queen St');
    expect(text).not.toContain(DELIVERY_CODE_HINT);
    expect(text).toContain('shown only on the device that placed the order');
  });

  it('says when there is no driver position yet, with no driver on the map', () => {
    renderWithProviders(<OrderTracker view={full({ status: 'on-the-way' })} mapOpen />);
    expect(facts()).toContain('Driver No driver position yet');
    expect(facts()).toContain('Travel time about 1 min from the restaurant');
  });

  it('follows the driver’s position: coordinates, remaining distance and arrival', () => {
    const at = new Date().toISOString();
    const driver = { latitude: 43.67, longitude: -79.4, at };
    renderWithProviders(<OrderTracker view={full({ status: 'on-the-way' }, driver)} mapOpen />);
    const all = facts();
    expect(all).toContain('Driver 43.6700, -79.4000');
    expect(all.some((fact) => fact.includes('from the driver’s position'))).toBe(true);
    expect(all.some((fact) => /^Arriving by \S+/.test(fact))).toBe(true);
    expect(screen.getByText(/^Driver about \d+ min away \(2\.\d km\)$/)).toBeTruthy();
    expect(textOf(screen.getByRole('article'))).not.toContain('Last position');
  });

  it('says how old a stale driver position is', () => {
    const at = new Date(Date.now() - 95_000).toISOString();
    const driver = { latitude: 43.67, longitude: -79.4, at };
    renderWithProviders(<OrderTracker view={full({ status: 'on-the-way' }, driver)} mapOpen />);
    expect(
      facts().some(
        (fact) => fact.startsWith('Driver 43.6700, -79.4000') && fact.includes('Last position 1 min ago'),
      ),
    ).toBe(true);
  });

  it('shows and hides the live map on request', async () => {
    const { user } = renderWithProviders(<OrderTracker view={full({ status: 'on-the-way' })} />);
    const toggle = screen.getByRole('button', { name: 'Show live map' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('No driver position yet')).toBeNull();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Hide live map');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.hidden).toBe(false);
    expect(screen.getByText('No driver position yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Hide live map' }));
    expect(screen.queryByText('No driver position yet')).toBeNull();
  });

  it('offers no live map before the kitchen starts', () => {
    renderWithProviders(<OrderTracker view={full({ status: 'confirmed' })} />);
    expect(screen.queryByRole('button', { name: 'Show live map' })).toBeNull();
  });
});

describe('OrderCard', () => {
  it('lists the dishes in the full view only', () => {
    const { unmount } = renderWithProviders(<OrderCard view={full()} />);
    const items = screen.getByRole('list', { name: 'Items of order #1' });
    expect(textOf(within(items).getAllByRole('listitem')[0])).toContain('2 × Margherita');
    expect(screen.getByText('Delivery to 100 Queen St W, Toronto, ON M5H 2N2')).toBeTruthy();
    unmount();
    renderWithProviders(<OrderCard view={{ kind: 'phone', order: phoneOrder() }} />);
    expect(screen.getByText('3 items · delivery to Toronto, ON M5H 2N2')).toBeTruthy();
    expect(screen.queryByText(/Margherita/)).toBeNull();
  });

  it('opens and closes its Live tracking panel', async () => {
    const { user } = renderWithProviders(<OrderCard view={full({ status: 'ready' })} />);
    const button = screen.getByRole('button', { name: 'Live tracking' });
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    expect(screen.queryByRole('region', { name: 'Live tracking of order #1' })).toBeNull();
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Live tracking of order #1' })).toBe(panel);
    expect(
      within(panel).getByText(
        'Your order is ready and waiting for its driver. The live map appears once it is on its way.',
      ),
    ).toBeTruthy();
    await user.click(button);
    expect(panel.hidden).toBe(true);
  });
});

describe('OrderTracker payment lines', () => {
  it('lists the food, the discount, the fee, the added tax, the tip and the total in the order currency', () => {
    renderWithProviders(
      <OrderTracker
        view={full({
          currency: 'CAD',
          subtotal: '40.00',
          discount: '8.00',
          deliveryFee: '2.99',
          tax: '4.16',
          taxIncluded: false,
          tip: '3.00',
          total: '42.15',
        })}
      />,
    );
    const payment = screen.getByRole('region', { name: /^Payment of order/ });
    const lines = within(payment)
      .getAllByRole('term')
      .map((term) => `${textOf(term)} ${textOf(term.nextElementSibling)}`);
    expect(lines).toEqual([
      'Subtotal $40.00',
      'Discount -$8.00',
      'Delivery fee $2.99',
      'Tax $4.16',
      'Tip $3.00',
      'Total $42.15',
    ]);
  });

  it('says the tax included in yen prices and shows no dollar sign', () => {
    renderWithProviders(
      <OrderTracker
        view={full({
          currency: 'JPY',
          subtotal: '1960',
          discount: '0',
          deliveryFee: '300',
          tax: '178',
          taxIncluded: true,
          tip: '0',
          total: '2260',
          items: [
            {
              name: 'Tonkotsu Ramen',
              quantity: 2,
              price: '980',
              lineTotal: '1960',
              menuItemId: null,
              options: [],
            },
          ],
          itemCount: 2,
        })}
      />,
    );
    const payment = screen.getByRole('region', { name: /^Payment of order/ });
    const lines = within(payment)
      .getAllByRole('term')
      .map((term) => `${textOf(term)} ${textOf(term.nextElementSibling)}`);
    expect(lines).toEqual(['Subtotal ¥1,960', 'Delivery fee ¥300', 'Total ¥2,260']);
    expect(within(payment).getByText('Includes tax of ¥178')).toBeTruthy();
    expect(textOf(document.body)).not.toContain('$');
  });
});
