import { describe, expect, it } from 'vitest';
import { cartLineKey } from '#domain/cart/rules.ts';
import { cartChanges, cartChangesBlocker } from '#web/features/cart/cart-changes.ts';
import {
  CART_CHANGES_BLOCKER,
  ITEM_UNAVAILABLE_MESSAGE,
  priceChangedMessage,
} from '#web/features/cart/messages.ts';
import { dish, margherita, tiramisu } from './fixtures';

// A kept cart against the restaurant's current menu: what changed is flagged per line, never
// applied silently (DESIGN deviation 15).

describe('cartChanges', () => {
  it('flags nothing while the dishes are sold as they were added', () => {
    const changes = cartChanges([margherita, tiramisu], [dish(margherita), dish(tiramisu)]);
    expect(changes.size).toBe(0);
    expect(cartChangesBlocker(changes)).toBeNull();
  });

  it('flags nothing while the menu is not known (the server still checks)', () => {
    expect(cartChanges([margherita], undefined).size).toBe(0);
  });

  it('flags a new price with both amounts, up or down', () => {
    const changes = cartChanges(
      [margherita, tiramisu],
      [dish(margherita, { price: '10.00' }), dish(tiramisu, { price: '5.25' })],
    );
    expect(changes.get(cartLineKey(margherita))).toEqual({
      kind: 'price',
      wasCents: 950,
      nowCents: 1000,
      currency: 'CAD',
    });
    expect(changes.get(cartLineKey(tiramisu))).toEqual({
      kind: 'price',
      wasCents: 600,
      nowCents: 525,
      currency: 'CAD',
    });
    expect(cartChangesBlocker(changes)).toBe(CART_CHANGES_BLOCKER);
  });

  it('flags a dish marked unavailable, taken off the menu, or without a usable price', () => {
    for (const menu of [
      [dish(margherita, { isAvailable: false })],
      [],
      [dish(margherita, { price: 'free' })],
      [dish(margherita, { price: '0.00' })],
      [dish(margherita, { restaurantId: 2 })],
    ]) {
      expect(cartChanges([margherita], menu).get(cartLineKey(margherita))).toEqual({ kind: 'unavailable' });
    }
  });

  it("reads a line kept from before carts recorded a currency in the menu's", () => {
    const old = { ...margherita, currency: null };
    expect(cartChanges([old], [dish(margherita)]).size).toBe(0);
    expect(cartChanges([old], [dish(margherita, { price: '10.00' })]).get(cartLineKey(margherita))).toEqual({
      kind: 'price',
      wasCents: 950,
      nowCents: 1000,
      currency: 'CAD',
    });
  });

  it('flags a line whose dish is now sold in another currency, so its price is taken anew', () => {
    const changes = cartChanges([margherita], [dish(margherita, { currency: 'USD' })]);
    expect(changes.get(cartLineKey(margherita))).toEqual({
      kind: 'price',
      wasCents: 950,
      nowCents: 950,
      currency: 'USD',
    });
  });

  it('says what changed in the currency of the restaurant', () => {
    expect(priceChangedMessage(950, 1000, 'CAD')).toBe('Price changed: was $9.50, now $10.00');
    expect(priceChangedMessage(123456, 99, 'GBP')).toBe('Price changed: was £1,234.56, now £0.99');
    expect(priceChangedMessage(95_000, 100_000, 'JPY')).toBe('Price changed: was ¥950, now ¥1,000');
    expect(ITEM_UNAVAILABLE_MESSAGE).toBe('No longer available');
  });
});
