// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderTracker } from '#web/features/tracking/components/order-tracker.tsx';
import { renderWithProviders } from '../../support/render';
import { trackedOrder } from './fixtures';

// Issue 37: the tracker lists each line's chosen options under its dish; two lines of one dish with
// other options are two lines.

const large = { id: 12, group: 'Size', name: 'Large', priceDelta: '4.00' };
const cheese = { id: 21, group: 'Toppings', name: 'Extra cheese', priceDelta: '1.50' };
const small = { id: 11, group: 'Size', name: 'Small', priceDelta: '0.00' };

describe('the tracker with options', () => {
  it("shows each line's choices under its dish", () => {
    const order = trackedOrder({
      items: [
        {
          name: 'Margherita',
          quantity: 1,
          price: '22.49',
          lineTotal: '22.49',
          menuItemId: null,
          options: [large, cheese],
        },
        {
          name: 'Margherita',
          quantity: 2,
          price: '16.99',
          lineTotal: '33.98',
          menuItemId: null,
          options: [small],
        },
        { name: 'Tiramisu', quantity: 1, price: '8.99', lineTotal: '8.99', menuItemId: null, options: [] },
      ],
    });
    renderWithProviders(
      <OrderTracker view={{ kind: 'tracked', order, trackingToken: 'x'.repeat(43), driver: null }} />,
    );
    const lines = within(screen.getByRole('list', { name: 'Items of order #1' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent?.replace(/\s+/g, ' ').trim())).toEqual([
      '1 × MargheritaLarge, Extra cheese$22.49',
      '2 × MargheritaSmall$33.98',
      '1 × Tiramisu$8.99',
    ]);
  });
});
