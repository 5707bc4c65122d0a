import { describe, expect, it } from 'vitest';
import type { MenuItem } from '#domain/catalogue/responses.ts';
import { toCartItem } from '#web/routes/restaurant/to-cart-item.ts';

const restaurant = { id: 1, name: 'Nonna Rosa Pizzeria' };
const dish: MenuItem = {
  id: 4,
  restaurantId: 1,
  name: 'Margherita',
  description: 'San Marzano, fior di latte, basil',
  price: '16.99',
  currency: 'CAD',
  category: 'Pizza',
  imageUrl: '/images/menu/margherita.jpg',
  isAvailable: true,
  optionGroups: [],
};

describe('toCartItem', () => {
  it('turns a dish into a cart item with a numeric price, its currency and its restaurant', () => {
    expect(toCartItem(dish, restaurant)).toEqual({
      id: 4,
      name: 'Margherita',
      price: 16.99,
      currency: 'CAD',
      restaurantId: 1,
      restaurantName: 'Nonna Rosa Pizzeria',
      imageUrl: '/images/menu/margherita.jpg',
    });
  });

  it('keeps a yen dish in whole yen', () => {
    expect(toCartItem({ ...dish, price: '980', currency: 'JPY' }, restaurant)).toMatchObject({
      price: 980,
      currency: 'JPY',
    });
  });

  it('refuses a dish whose price is not a positive amount in cents', () => {
    expect(toCartItem({ ...dish, price: 'free' }, restaurant)).toBeNull();
    expect(toCartItem({ ...dish, price: '1.999' }, restaurant)).toBeNull();
    expect(toCartItem({ ...dish, price: '0.00' }, restaurant)).toBeNull();
  });
});
