import type { SeedOptionGroup } from './types';

// Option groups of the demo menus (issue 37), written as a menu reads: "Size: Small, Medium +3.00".
// Deltas are decimal strings in the restaurant's currency ('150' yen, '2.50' dollars); the seeder
// gives every group and option its id from menu_option_ids.

type Choices = readonly (readonly [name: string, priceDelta: string])[];

const optionsOf = (choices: Choices) =>
  choices.map(([name, priceDelta]) => ({ name, priceDelta, isAvailable: true }));

/** A group the customer must answer with exactly one choice: a size, a base, a spice level. */
export function chooseOne(name: string, choices: Choices): SeedOptionGroup {
  return { name, required: true, minChoices: 1, maxChoices: 1, options: optionsOf(choices) };
}

/** Optional extras, at most `maxChoices` of them. */
export function extras(name: string, maxChoices: number, choices: Choices): SeedOptionGroup {
  return { name, required: false, minChoices: 0, maxChoices, options: optionsOf(choices) };
}
