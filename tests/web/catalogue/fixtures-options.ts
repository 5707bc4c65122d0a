import type { ChoosableGroup } from '#web/features/catalogue/option-choices.ts';

/** A pizza's groups: one required size (radio), up to two toppings (checkboxes), one sold out. */
export const size: ChoosableGroup = {
  id: 1,
  name: 'Size',
  required: true,
  minChoices: 1,
  maxChoices: 1,
  options: [
    { id: 11, name: 'Small', priceDelta: '0.00', isAvailable: true },
    { id: 12, name: 'Large', priceDelta: '4.00', isAvailable: true },
  ],
};

export const toppings: ChoosableGroup = {
  id: 2,
  name: 'Toppings',
  required: false,
  minChoices: 0,
  maxChoices: 2,
  options: [
    { id: 21, name: 'Extra cheese', priceDelta: '1.50', isAvailable: true },
    { id: 22, name: 'Olives', priceDelta: '1.00', isAvailable: true },
    { id: 23, name: 'Basil', priceDelta: '0.50', isAvailable: true },
    { id: 24, name: 'Truffle', priceDelta: '6.00', isAvailable: false },
  ],
};
