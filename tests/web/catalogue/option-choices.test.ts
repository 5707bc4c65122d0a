import { describe, expect, it } from 'vitest';
import {
  type Choices,
  choiceProblem,
  choose,
  chosenOptions,
  groupRule,
  isOptionDisabled,
  isSingleChoice,
  NO_CHOICES,
  unitPriceCents,
} from '#web/features/catalogue/option-choices.ts';
import { size, toppings } from './fixtures-options';

// The options dialog's rules (issue 37): a radio group for one choice, checkboxes otherwise with no
// more than the maximum, unavailable options never chosen, required groups asked for by name, and
// the unit price with the chosen deltas.

const pick = (from: Choices, ...steps: [typeof size, number][]) =>
  steps.reduce((choices, [group, id]) => choose(choices, group, id), from);

describe('option choices', () => {
  it('is a radio group at most one choice, checkboxes above', () => {
    expect(isSingleChoice(size)).toBe(true);
    expect(isSingleChoice(toppings)).toBe(false);
  });

  it('replaces the choice in a radio group and flips it in a checkbox group', () => {
    const sized = pick(NO_CHOICES, [size, 11], [size, 12]);
    expect(sized.get(size.id)).toEqual([12]);
    const topped = pick(NO_CHOICES, [toppings, 21], [toppings, 22], [toppings, 21]);
    expect(topped.get(toppings.id)).toEqual([22]);
  });

  it('takes no more than the maximum and disables the other checkboxes at it', () => {
    const full = pick(NO_CHOICES, [toppings, 21], [toppings, 22], [toppings, 23]);
    expect(full.get(toppings.id)).toEqual([21, 22]);
    const [cheese, olives, basil] = toppings.options;
    if (!cheese || !olives || !basil) throw new Error('fixture');
    expect(isOptionDisabled(full, toppings, basil)).toBe(true);
    expect(isOptionDisabled(full, toppings, cheese)).toBe(false);
    expect(isOptionDisabled(pick(full, [toppings, 22]), toppings, basil)).toBe(false);
  });

  it('disables an unavailable option', () => {
    const truffle = toppings.options[3];
    if (!truffle) throw new Error('fixture');
    expect(isOptionDisabled(NO_CHOICES, toppings, truffle)).toBe(true);
  });

  it('names the first required group still to choose, then none', () => {
    expect(choiceProblem([size, toppings], NO_CHOICES, 'Margherita')).toBe('Choose a Size for Margherita');
    expect(choiceProblem([size, toppings], pick(NO_CHOICES, [size, 12]), 'Margherita')).toBeNull();
    const two = { ...toppings, minChoices: 2 };
    expect(choiceProblem([two], pick(NO_CHOICES, [toppings, 21]), 'Margherita')).toBe(
      'Choose at least 2 Toppings for Margherita',
    );
  });

  it("says each group's rule", () => {
    expect(groupRule(size)).toBe('Required · Choose 1');
    expect(groupRule(toppings)).toBe('Optional · Choose up to 2');
    expect(groupRule({ ...toppings, required: true, minChoices: 1 })).toBe('Required · Choose 1 to 2');
  });

  it('prices the unit with the chosen deltas, in menu order', () => {
    const choices = pick(NO_CHOICES, [toppings, 22], [size, 12], [toppings, 21]);
    const options = chosenOptions([size, toppings], choices);
    expect(options.map((option) => option.name)).toEqual(['Large', 'Extra cheese', 'Olives']);
    expect(options[0]).toEqual({ id: 12, group: 'Size', name: 'Large', priceDelta: '4.00' });
    expect(unitPriceCents('16.99', options, 'CAD')).toBe(2349);
    expect(unitPriceCents('980', [{ priceDelta: '150' }], 'JPY')).toBe(113_000);
  });
});
