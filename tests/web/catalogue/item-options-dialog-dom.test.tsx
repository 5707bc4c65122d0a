// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  type DishWithOptions,
  ItemOptionsDialog,
} from '#web/features/catalogue/components/item-options-dialog.tsx';
import { renderWithProviders } from '../../support/render';
import { size, toppings } from './fixtures-options';

// The options dialog as a customer uses it: a radio group for the size, checkboxes for the
// toppings (no more than two, the sold-out one disabled), the running price, and "Add to cart"
// disabled with the reason until the size is chosen.

const margherita: DishWithOptions = {
  name: 'Margherita',
  description: 'Tomato, mozzarella, basil',
  price: '16.99',
  currency: 'CAD',
  optionGroups: [size, toppings],
};

/** The text of the elements an element's aria-describedby names. */
function description(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
const disabled = (element: HTMLElement) => (element as HTMLInputElement | HTMLButtonElement).disabled;
const checked = (element: HTMLElement) => (element as HTMLInputElement).checked;

function open(onAdd = vi.fn()) {
  const view = renderWithProviders(<ItemOptionsDialog dish={margherita} onClose={() => {}} onAdd={onAdd} />);
  return { ...view, onAdd, dialog: screen.getByRole('dialog', { name: 'Margherita' }) };
}

describe('ItemOptionsDialog', () => {
  it('asks for the required size before adding, then adds the choices at their price', async () => {
    const { user, dialog, onAdd } = open();
    expect(within(dialog).getByText('From $16.99')).toBeTruthy();
    const add = within(dialog).getByRole('button', { name: /^Add to cart/ });
    expect(disabled(add)).toBe(true);
    expect(description(add)).toBe('Choose a Size for Margherita');
    expect(description(within(dialog).getByRole('group', { name: 'Size' }))).toBe('Required · Choose 1');

    await user.click(within(dialog).getByRole('radio', { name: /Large/ }));
    expect(within(dialog).getByTestId('options-unit-price').textContent).toBe('$20.99 each');
    await user.click(within(dialog).getByRole('checkbox', { name: /Extra cheese/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Increase quantity of Margherita' }));
    expect(within(dialog).getByTestId('options-unit-price').textContent).toBe('$22.49 each');
    expect(disabled(add)).toBe(false);
    expect(add.textContent).toBe('Add to cart · $44.98');

    await user.click(add);
    expect(onAdd).toHaveBeenCalledWith({
      options: [
        { id: 12, group: 'Size', name: 'Large', priceDelta: '4.00' },
        { id: 21, group: 'Toppings', name: 'Extra cheese', priceDelta: '1.50' },
      ],
      unitCents: 2249,
      quantity: 2,
    });
  });

  it('offers one size at a time as radios', async () => {
    const { user, dialog } = open();
    const small = within(dialog).getByRole('radio', { name: /Small/ });
    const large = within(dialog).getByRole('radio', { name: /Large/ });
    await user.click(small);
    await user.click(large);
    expect(checked(small)).toBe(false);
    expect(checked(large)).toBe(true);
  });

  it('disables the other toppings at two and the sold-out one always', async () => {
    const { user, dialog } = open();
    const truffle = within(dialog).getByRole('checkbox', { name: /Truffle/ });
    expect(disabled(truffle)).toBe(true);
    expect(truffle.closest('label')?.textContent).toBe('Truffle (Unavailable)+$6.00');
    await user.click(within(dialog).getByRole('checkbox', { name: /Extra cheese/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Olives/ }));
    expect(disabled(within(dialog).getByRole('checkbox', { name: /Basil/ }))).toBe(true);
    await user.click(within(dialog).getByRole('checkbox', { name: /Olives/ }));
    expect(disabled(within(dialog).getByRole('checkbox', { name: /Basil/ }))).toBe(false);
  });
});
