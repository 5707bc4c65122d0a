// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderCard } from '#web/features/restaurant-orders/components/orders/order-card.tsx';
import { renderWithProviders } from '../../support/render';
import { readyOrder } from './fixtures';

// Issue 37: the kitchen's card says which options to make, under each dish.

describe('a board card with options', () => {
  it("shows each line's choices under its dish, and nothing more for a dish without", () => {
    const order = {
      ...readyOrder,
      items: [
        {
          name: 'Margherita',
          quantity: 2,
          price: '22.49',
          lineTotal: '44.98',
          menuItemId: 3,
          options: [
            { id: 12, group: 'Size', name: 'Large', priceDelta: '4.00' },
            { id: 21, group: 'Toppings', name: 'Extra cheese', priceDelta: '1.50' },
          ],
        },
        { name: 'Tiramisu', quantity: 1, price: '8.99', lineTotal: '8.99', menuItemId: null, options: [] },
      ],
    };
    renderWithProviders(<OrderCard order={order} now={Date.parse(order.createdAt)} />);
    const lines = within(screen.getByRole('list', { name: 'Items' })).getAllByRole('listitem');
    expect(lines.map((line) => (line.textContent ?? '').replace(/\s+/g, ' ').trim())).toEqual([
      '2 × MargheritaLarge, Extra cheese$44.98',
      '1 × Tiramisu$8.99',
    ]);
  });
});
