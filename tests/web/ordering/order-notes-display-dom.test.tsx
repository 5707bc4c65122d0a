// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DELIVERY_INSTRUCTIONS_LABEL, KITCHEN_NOTE_LABEL } from '#domain/ordering/order-notes.ts';
import { OrdersDesk } from '#web/features/admin-orders/components/orders-desk.tsx';
import { DeliveryCard } from '#web/features/driver-deliveries/components/deliveries/delivery-card.tsx';
import { OrderCard } from '#web/features/restaurant-orders/components/orders/order-card.tsx';
import { OrderCard as CustomerOrderCard } from '#web/features/tracking/components/order-card.tsx';
import { OrderTracker } from '#web/features/tracking/components/order-tracker.tsx';
import { jsonResponse, renderWithProviders, stubFetch } from '../../support/render';
import { deskOrder } from '../admin-orders/fixtures';
import { delivery } from '../driver-deliveries/fixtures';
import { readyOrder } from '../restaurant-orders/fixtures';
import { phoneOrder, trackedOrder } from '../tracking/fixtures';

// The customer's notes where each side reads them (issue 37 item 2): the kitchen's above the
// dishes on the board card, the driver's on the delivery card, both on the customer's tracker.

const KITCHEN = 'No onions, sesame allergy';
const DOOR = 'Ring the side door\nthe bell is broken';

/** The highlighted block whose heading is `label`, or null. */
const noteBlock = (label: string) => screen.queryByText(label)?.parentElement ?? null;

describe('the board card', () => {
  it('shows the kitchen note above the dishes', () => {
    renderWithProviders(
      <OrderCard order={{ ...readyOrder, kitchenNote: KITCHEN }} now={Date.parse('2026-03-05T12:20:00Z')} />,
    );
    const block = noteBlock(KITCHEN_NOTE_LABEL);
    expect(block?.textContent).toContain(KITCHEN);
    const items = screen.getByRole('list', { name: 'Items' });
    // The note comes first in the card, so it is read before anything is cooked.
    expect(block && block.compareDocumentPosition(items) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no block without a note', () => {
    renderWithProviders(<OrderCard order={readyOrder} now={Date.parse('2026-03-05T12:20:00Z')} />);
    expect(screen.queryByText(KITCHEN_NOTE_LABEL)).toBeNull();
  });
});

describe("the driver's delivery card", () => {
  it('shows the instructions for the door, line breaks kept', () => {
    renderWithProviders(<DeliveryCard delivery={{ ...delivery, deliveryInstructions: DOOR }} />);
    const text = noteBlock(DELIVERY_INSTRUCTIONS_LABEL)?.querySelector('p:last-child');
    expect(text?.textContent).toBe(DOOR);
    expect(text?.className).toContain('whitespace-pre-line');
  });
});

describe("the customer's tracker", () => {
  it('shows both notes on the full view', () => {
    renderWithProviders(
      <OrderTracker
        view={{
          kind: 'tracked',
          order: trackedOrder({ kitchenNote: KITCHEN, deliveryInstructions: DOOR }),
          trackingToken: 'x'.repeat(43),
          driver: null,
        }}
      />,
    );
    expect(noteBlock(KITCHEN_NOTE_LABEL)?.textContent).toContain(KITCHEN);
    expect(noteBlock(DELIVERY_INSTRUCTIONS_LABEL)?.textContent).toContain('Ring the side door');
  });
});

describe("the customer's orders page", () => {
  it('shows both notes on an order this device placed', () => {
    renderWithProviders(
      <CustomerOrderCard
        view={{
          kind: 'tracked',
          order: trackedOrder({ kitchenNote: KITCHEN, deliveryInstructions: DOOR }),
          trackingToken: 'x'.repeat(43),
          driver: null,
        }}
      />,
    );
    expect(noteBlock(KITCHEN_NOTE_LABEL)?.textContent).toContain(KITCHEN);
    expect(noteBlock(DELIVERY_INSTRUCTIONS_LABEL)?.textContent).toContain('Ring the side door');
  });

  it('shows no note block on an order found by phone alone', () => {
    renderWithProviders(<CustomerOrderCard view={{ kind: 'phone', order: phoneOrder() }} />);
    expect(screen.queryByText(KITCHEN_NOTE_LABEL)).toBeNull();
    expect(screen.queryByText(DELIVERY_INSTRUCTIONS_LABEL)).toBeNull();
  });
});

describe("the admin's desk", () => {
  it('shows both notes under the customer', async () => {
    stubFetch(() =>
      jsonResponse({
        orders: [deskOrder({ kitchenNote: KITCHEN, deliveryInstructions: DOOR })],
        nextBefore: null,
      }),
    );
    renderWithProviders(<OrdersDesk status={null} onStatusChange={() => {}} onUnauthorized={() => {}} />);
    const cell = (await screen.findByText(/No onions/)).closest('td') as HTMLElement;
    expect(within(cell).getByText(`${KITCHEN_NOTE_LABEL}:`)).toBeTruthy();
    expect(within(cell).getByText(`${DELIVERY_INSTRUCTIONS_LABEL}:`)).toBeTruthy();
  });
});
