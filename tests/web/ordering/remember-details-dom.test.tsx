// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CustomerDetailsFields } from '#web/features/ordering/components/customer-details-fields.tsx';
import {
  DETAILS_DRAFT_KEY,
  SAVED_DETAILS_KEY,
  SAVED_DETAILS_VERSION,
} from '#web/features/ordering/customer-details-storage.ts';
import {
  DETAILS_FORGOTTEN,
  FORGET_DETAILS_LABEL,
  REMEMBER_DETAILS_LABEL,
} from '#web/features/ordering/messages.ts';
import { useCustomerDetails } from '#web/features/ordering/use-customer-details.ts';
import { renderWithProviders } from '../../support/render';

// "Remember my details on this device" and the draft of the details form (DESIGN deviation 15), on
// the model the drawer and /checkout share: nothing is remembered without the tick, a ticked
// successful order is prefilled next time, "Forget my details" removes it at once, and what was
// typed survives leaving the page and coming back (Back, Forward, a reload).

const PIN = { latitude: 43.6525, longitude: -79.3839 };

/** The details form as the drawer's step and /checkout show it, with what a placed order does. */
function DetailsForm({ label = 'Details' }: { label?: string }) {
  const { details, changeDetail, setDropoff, remember, completeOrder } = useCustomerDetails();
  return (
    <section aria-label={label}>
      <CustomerDetailsFields values={details} onChange={changeDetail} remember={remember} />
      <p data-testid="pin">
        {details.dropoff ? `${details.dropoff.latitude},${details.dropoff.longitude}` : 'none'}
      </p>
      <button type="button" onClick={() => setDropoff(PIN)}>
        Place the pin
      </button>
      <button type="button" onClick={completeOrder}>
        Order placed
      </button>
    </section>
  );
}

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const rememberBox = () => screen.getByRole('checkbox', { name: REMEMBER_DETAILS_LABEL }) as HTMLInputElement;
const forgetLink = () => screen.queryByRole('button', { name: FORGET_DETAILS_LABEL });
const saved = () => {
  const raw = window.localStorage.getItem(SAVED_DETAILS_KEY);
  return raw === null ? null : JSON.parse(raw);
};

async function fillIn(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(field('Full name'), 'Ada Lovelace');
  await user.type(field('Phone number'), '+1 416 555 0177');
  await user.type(field('Delivery address'), '100 Queen St W');
  await user.click(screen.getByRole('button', { name: 'Place the pin' }));
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('Remember my details on this device', () => {
  it('is unticked at first, and an order without the tick keeps nothing on the device', async () => {
    const { user, unmount } = renderWithProviders(<DetailsForm />);
    expect(rememberBox().checked).toBe(false);
    expect(forgetLink()).toBeNull();

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Order placed' }));
    expect(saved()).toBeNull();
    expect(window.sessionStorage.getItem(DETAILS_DRAFT_KEY)).toBeNull();

    // The next visit starts blank.
    unmount();
    renderWithProviders(<DetailsForm />);
    expect(field('Full name').value).toBe('');
    expect(rememberBox().checked).toBe(false);
  });

  it('ticked, keeps name, phone, address and pin after the order, and the next order starts from them', async () => {
    const { user, unmount } = renderWithProviders(<DetailsForm />);
    await fillIn(user);
    await user.click(rememberBox());
    // Ticking saves nothing yet: only a successful order does.
    expect(saved()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Order placed' }));
    expect(saved()).toEqual({
      version: SAVED_DETAILS_VERSION,
      customerName: 'Ada Lovelace',
      customerPhone: '+1 416 555 0177',
      customerAddress: '100 Queen St W',
      dropoff: PIN,
      savedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(window.sessionStorage.getItem(DETAILS_DRAFT_KEY)).toBeNull();

    unmount();
    window.sessionStorage.clear(); // another tab, another day
    renderWithProviders(<DetailsForm />);
    expect(field('Full name').value).toBe('Ada Lovelace');
    expect(field('Phone number').value).toBe('+1 416 555 0177');
    expect(field('Delivery address').value).toBe('100 Queen St W');
    expect(screen.getByTestId('pin').textContent).toBe(`${PIN.latitude},${PIN.longitude}`);
    expect(rememberBox().checked).toBe(true);
    expect(forgetLink()).not.toBeNull();
  });

  it('"Forget my details" removes them at once, empties the form and unticks, from the keyboard too', async () => {
    const first = renderWithProviders(<DetailsForm />);
    await fillIn(first.user);
    await first.user.click(rememberBox());
    await first.user.click(screen.getByRole('button', { name: 'Order placed' }));
    first.unmount();

    const { user } = renderWithProviders(<DetailsForm />);
    expect(field('Full name').value).toBe('Ada Lovelace');
    // A real button, reached with Tab and pressed with Enter.
    const forget = forgetLink();
    expect(forget?.tagName).toBe('BUTTON');
    for (let presses = 0; presses < 10 && document.activeElement !== forget; presses++) await user.tab();
    expect(document.activeElement).toBe(forget);
    await user.keyboard('{Enter}');

    expect(saved()).toBeNull();
    expect(field('Full name').value).toBe('');
    expect(field('Phone number').value).toBe('');
    expect(field('Delivery address').value).toBe('');
    expect(screen.getByTestId('pin').textContent).toBe('none');
    expect(rememberBox().checked).toBe(false);
    expect(forgetLink()).toBeNull();
    // Focus stays in the form, on the box it unticked; the change is announced.
    expect(document.activeElement).toBe(rememberBox());
    expect(screen.getByRole('status').textContent).toBe(DETAILS_FORGOTTEN);
  });

  it('unticked before the next order, forgets what was remembered', async () => {
    const first = renderWithProviders(<DetailsForm />);
    await fillIn(first.user);
    await first.user.click(rememberBox());
    await first.user.click(screen.getByRole('button', { name: 'Order placed' }));
    first.unmount();

    const { user } = renderWithProviders(<DetailsForm />);
    await user.click(rememberBox());
    expect(rememberBox().checked).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Order placed' }));
    expect(saved()).toBeNull();
  });

  it('ignores remembered details it cannot trust (another version, a pin that is not numbers)', () => {
    const good = {
      version: 1,
      customerName: 'Ada Lovelace',
      customerPhone: '+1 416 555 0177',
      customerAddress: '100 Queen St W',
      dropoff: PIN,
      savedAt: '2026-05-01T12:00:00.000Z',
    };
    for (const value of [
      '{broken',
      JSON.stringify({ ...good, version: 2 }),
      JSON.stringify({ ...good, dropoff: { latitude: '43.65', longitude: '-79.38' } }),
      JSON.stringify({ ...good, dropoff: { latitude: 91, longitude: 0 } }),
      JSON.stringify({ ...good, customerName: 7 }),
    ]) {
      window.localStorage.setItem(SAVED_DETAILS_KEY, value);
      const view = renderWithProviders(<DetailsForm />);
      expect(field('Full name').value).toBe('');
      expect(rememberBox().checked).toBe(false);
      view.unmount();
    }
    // A remembered record without a pin is fine: the pin may be null.
    window.localStorage.setItem(SAVED_DETAILS_KEY, JSON.stringify({ ...good, dropoff: null }));
    renderWithProviders(<DetailsForm />);
    expect(field('Full name').value).toBe('Ada Lovelace');
    expect(screen.getByTestId('pin').textContent).toBe('none');
  });

  it('unticks when another tab forgets the details', async () => {
    const first = renderWithProviders(<DetailsForm />);
    await fillIn(first.user);
    await first.user.click(rememberBox());
    await first.user.click(screen.getByRole('button', { name: 'Order placed' }));
    expect(forgetLink()).not.toBeNull();

    window.localStorage.removeItem(SAVED_DETAILS_KEY);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SAVED_DETAILS_KEY, newValue: null }));
    });
    expect(rememberBox().checked).toBe(false);
    expect(forgetLink()).toBeNull();
  });
});

describe('the draft of the details form', () => {
  it('survives leaving the page and coming back (Back, Forward), without being remembered', async () => {
    const first = renderWithProviders(<DetailsForm />);
    await fillIn(first.user);
    await first.user.click(rememberBox());
    first.unmount();

    renderWithProviders(<DetailsForm />);
    expect(field('Full name').value).toBe('Ada Lovelace');
    expect(field('Phone number').value).toBe('+1 416 555 0177');
    expect(field('Delivery address').value).toBe('100 Queen St W');
    expect(screen.getByTestId('pin').textContent).toBe(`${PIN.latitude},${PIN.longitude}`);
    expect(rememberBox().checked).toBe(true);
    // Kept for this tab only; nothing is remembered on the device before an order.
    expect(saved()).toBeNull();
  });

  it('is dropped after a successful order', async () => {
    const first = renderWithProviders(<DetailsForm />);
    await fillIn(first.user);
    expect(window.sessionStorage.getItem(DETAILS_DRAFT_KEY)).not.toBeNull();
    await first.user.click(screen.getByRole('button', { name: 'Order placed' }));
    expect(window.sessionStorage.getItem(DETAILS_DRAFT_KEY)).toBeNull();
    first.unmount();

    renderWithProviders(<DetailsForm />);
    expect(field('Full name').value).toBe('');
  });

  it('is one per tab: the drawer and /checkout show the same details', async () => {
    const { user } = renderWithProviders(
      <>
        <DetailsForm label="Drawer" />
        <DetailsForm label="Checkout" />
      </>,
    );
    const [drawerName, checkoutName] = screen.getAllByLabelText('Full name', {
      exact: false,
    }) as HTMLInputElement[];
    await user.type(drawerName as HTMLInputElement, 'Grace');
    expect((checkoutName as HTMLInputElement).value).toBe('Grace');
    await user.type(checkoutName as HTMLInputElement, ' Hopper');
    expect((drawerName as HTMLInputElement).value).toBe('Grace Hopper');
  });

  it('lives in memory where sessionStorage is switched off', async () => {
    const own = Object.getOwnPropertyDescriptor(window, 'sessionStorage');
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      const { user } = renderWithProviders(<DetailsForm />);
      await user.type(field('Full name'), 'Ada');
      expect(field('Full name').value).toBe('Ada');
    } finally {
      if (own) Object.defineProperty(window, 'sessionStorage', own);
      else delete (window as { sessionStorage?: Storage }).sessionStorage;
    }
  });
});
