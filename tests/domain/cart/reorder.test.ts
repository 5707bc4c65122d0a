import { describe, expect, it } from 'vitest';
import { type PastOrderLine, reorderLines } from '#domain/cart/reorder.ts';
import type { MenuItem } from '#domain/catalogue/responses.ts';
import type { OptionGroup } from '#domain/menu/option-groups.ts';

// "Order again": a past order's lines against the restaurant's menu now. What is still sold goes
// in at today's prices with the options still offered; every difference is said in words.

const size: OptionGroup = {
  id: 100,
  name: 'Size',
  required: true,
  minChoices: 1,
  maxChoices: 1,
  options: [
    { id: 101, name: 'Medium', priceDelta: '0.00', isAvailable: true },
    { id: 102, name: 'Large', priceDelta: '4.00', isAvailable: true },
  ],
};
const extras: OptionGroup = {
  id: 200,
  name: 'Extras',
  required: false,
  minChoices: 0,
  maxChoices: 3,
  options: [
    { id: 201, name: 'Extra cheese', priceDelta: '1.50', isAvailable: true },
    { id: 202, name: 'Olives', priceDelta: '1.00', isAvailable: true },
  ],
};

function dish(id: number, name: string, price: string, change: Partial<MenuItem> = {}): MenuItem {
  return {
    id,
    restaurantId: 1,
    name,
    description: null,
    price,
    currency: 'CAD',
    category: 'Mains',
    imageUrl: null,
    isAvailable: true,
    optionGroups: [],
    ...change,
  };
}

const pizza = dish(11, 'Margherita', '16.99', { optionGroups: [size, extras] });
const tiramisu = dish(12, 'Tiramisu', '8.99');

const largeWithCheese: PastOrderLine = {
  name: 'Margherita',
  quantity: 2,
  price: '22.49',
  menuItemId: 11,
  options: [
    { id: 102, name: 'Large', priceDelta: '4.00' },
    { id: 201, name: 'Extra cheese', priceDelta: '1.50' },
  ],
};
const oneTiramisu: PastOrderLine = {
  name: 'Tiramisu',
  quantity: 1,
  price: '8.99',
  menuItemId: 12,
  options: [],
};

const order = (items: PastOrderLine[], currency = 'CAD') => ({
  restaurantId: 1,
  restaurantName: 'Nonna Rosa Pizzeria',
  currency,
  items,
});

describe('reorderLines', () => {
  it('puts the order back as it was when nothing changed, and says nothing', () => {
    const { lines, changes } = reorderLines(order([largeWithCheese, oneTiramisu]), [pizza, tiramisu]);
    expect(changes).toEqual([]);
    expect(lines).toEqual([
      {
        quantity: 2,
        item: {
          id: 11,
          name: 'Margherita',
          price: 22.49,
          currency: 'CAD',
          restaurantId: 1,
          restaurantName: 'Nonna Rosa Pizzeria',
          imageUrl: null,
          options: [
            { id: 102, group: 'Size', name: 'Large', priceDelta: '4.00' },
            { id: 201, group: 'Extras', name: 'Extra cheese', priceDelta: '1.50' },
          ],
        },
      },
      {
        quantity: 1,
        item: {
          id: 12,
          name: 'Tiramisu',
          price: 8.99,
          currency: 'CAD',
          restaurantId: 1,
          restaurantName: 'Nonna Rosa Pizzeria',
          imageUrl: null,
        },
      },
    ]);
  });

  it('skips a dish off the menu, marked unavailable, or stored without its menu item', () => {
    const gone = reorderLines(order([largeWithCheese, oneTiramisu]), [tiramisu]);
    expect(gone.lines.map((line) => line.item.name)).toEqual(['Tiramisu']);
    expect(gone.changes).toEqual(['Margherita is no longer available']);

    const soldOut = reorderLines(order([oneTiramisu]), [
      dish(12, 'Tiramisu', '8.99', { isAvailable: false }),
    ]);
    expect(soldOut).toEqual({ lines: [], changes: ['Tiramisu is no longer available'] });

    const old = reorderLines(order([{ ...oneTiramisu, menuItemId: null }]), [tiramisu]);
    expect(old).toEqual({ lines: [], changes: ['Tiramisu is no longer available'] });
  });

  it("never takes another restaurant's dish with the same id", () => {
    const elsewhere = dish(12, 'Tiramisu', '8.99', { restaurantId: 2 });
    expect(reorderLines(order([oneTiramisu]), [elsewhere]).changes).toEqual([
      'Tiramisu is no longer available',
    ]);
  });

  it('drops an option no longer offered, says so, and prices the line without it', () => {
    const noCheese: MenuItem = {
      ...pizza,
      optionGroups: [
        size,
        {
          ...extras,
          options: [{ ...(extras.options[0] as (typeof extras.options)[0]), isAvailable: false }],
        },
      ],
    };
    const { lines, changes } = reorderLines(order([largeWithCheese]), [noCheese]);
    expect(changes).toEqual(['Extra cheese is no longer available for Margherita']);
    expect(lines[0]?.item.price).toBe(20.99);
    expect(lines[0]?.item.options?.map((option) => option.name)).toEqual(['Large']);
  });

  it('leaves out a dish whose required choice is gone, saying why', () => {
    const noLarge: MenuItem = {
      ...pizza,
      optionGroups: [{ ...size, options: [size.options[0] as (typeof size.options)[0]] }, extras],
    };
    const { lines, changes } = reorderLines(order([largeWithCheese]), [noLarge]);
    expect(lines).toEqual([]);
    expect(changes).toEqual([
      'Large is no longer available for Margherita',
      'Margherita was not added: its options changed, choose them on the menu',
    ]);
  });

  it("uses today's price and says what it was", () => {
    const dearer = { ...pizza, price: '17.99' };
    const { lines, changes } = reorderLines(order([largeWithCheese, oneTiramisu]), [dearer, tiramisu]);
    expect(lines[0]?.item.price).toBe(23.49);
    expect(changes).toEqual(['Margherita now costs $23.49 (was $22.49)']);
  });

  it('speaks yen without decimals', () => {
    const ramen = dish(30, 'Tonkotsu Ramen', '1050', { currency: 'JPY' });
    const past: PastOrderLine = {
      name: 'Tonkotsu Ramen',
      quantity: 3,
      price: '980',
      menuItemId: 30,
      options: [],
    };
    const { lines, changes } = reorderLines(order([past], 'JPY'), [ramen]);
    expect(changes).toEqual(['Tonkotsu Ramen now costs ¥1,050 (was ¥980)']);
    expect(lines).toEqual([expect.objectContaining({ quantity: 3 })]);
    expect(lines[0]?.item).toMatchObject({ price: 1050, currency: 'JPY' });
  });

  it('says a change once when the dish appears on two lines', () => {
    const twice = reorderLines(order([oneTiramisu, { ...oneTiramisu, quantity: 2 }]), []);
    expect(twice.changes).toEqual(['Tiramisu is no longer available']);
  });
});
