import type { CartOption } from '#domain/cart/rules.ts';
import {
  checkLineOptions,
  type MenuOption,
  unitPriceCents as menuUnitPriceCents,
  type OptionGroup,
} from '#domain/menu/option-groups.ts';

// The rules of a dish's options dialog (issue 37), pure so they are tested without a browser. The
// server checks the same rules when the order is placed; here they only keep "Add to cart" from
// sending a choice it would refuse, and say why.

/** One option and one group as GET /api/restaurants/{id}/menu returns them. */
export type ChoosableOption = MenuOption;
export type ChoosableGroup = OptionGroup;

/** The chosen option ids by group id. */
export type Choices = ReadonlyMap<number, readonly number[]>;

export const NO_CHOICES: Choices = new Map();

/** A group with at most one choice is a radio group; the others are checkboxes. */
export function isSingleChoice(group: Pick<ChoosableGroup, 'maxChoices'>): boolean {
  return group.maxChoices === 1;
}

/** The fewest choices a group needs: its minimum, and one when it is required. */
export function fewestChoices(group: Pick<ChoosableGroup, 'required' | 'minChoices'>): number {
  return Math.max(group.minChoices, group.required ? 1 : 0);
}

/** Picks `optionId` in a radio group (replacing the choice) or flips it in a checkbox group. */
export function choose(choices: Choices, group: ChoosableGroup, optionId: number): Choices {
  const current = choices.get(group.id) ?? [];
  const next = new Map(choices);
  if (isSingleChoice(group)) next.set(group.id, [optionId]);
  else if (current.includes(optionId))
    next.set(
      group.id,
      current.filter((id) => id !== optionId),
    );
  else if (current.length < group.maxChoices) next.set(group.id, [...current, optionId]);
  return next;
}

/** Whether a checkbox must be disabled: unavailable, or not checked while the group is at its max. */
export function isOptionDisabled(choices: Choices, group: ChoosableGroup, option: ChoosableOption): boolean {
  if (!option.isAvailable) return true;
  if (isSingleChoice(group)) return false;
  const current = choices.get(group.id) ?? [];
  return !current.includes(option.id) && current.length >= group.maxChoices;
}

/** What a group asks of the customer, shown beside its name ("Required", "Choose up to 3"). */
export function groupRule(group: ChoosableGroup): string {
  const fewest = fewestChoices(group);
  if (isSingleChoice(group)) return fewest > 0 ? 'Required · Choose 1' : 'Optional · Choose up to 1';
  const most = `up to ${group.maxChoices}`;
  if (fewest === 0) return `Optional · Choose ${most}`;
  if (fewest === group.maxChoices) return `Required · Choose ${fewest}`;
  return `Required · Choose ${fewest} to ${group.maxChoices}`;
}

/**
 * Why the choice cannot be added yet, for the first group that is not satisfied, in the words the
 * server would use ("Choose a Size for Margherita"), or null when every group is.
 */
export function choiceProblem(
  groups: readonly ChoosableGroup[],
  choices: Choices,
  dish: string,
): string | null {
  // The server's own check of a line's options, so the dialog and the placement never disagree.
  const check = checkLineOptions({ name: dish, optionGroups: groups }, [...choices.values()].flat());
  return check.ok ? null : check.message;
}

/**
 * The chosen options in the groups' and options' menu order, as the cart line keeps them (also while
 * the choice is still incomplete: the running price counts what is chosen so far).
 */
export function chosenOptions(groups: readonly ChoosableGroup[], choices: Choices): CartOption[] {
  return groups.flatMap((group) => {
    const ids = choices.get(group.id) ?? [];
    return group.options
      .filter((option) => ids.includes(option.id))
      .map((option) => ({
        id: option.id,
        group: group.name,
        name: option.name,
        priceDelta: option.priceDelta,
      }));
  });
}

/**
 * The dish's unit price with the chosen options' deltas, in cents, as the server prices the line;
 * null for a price that is no amount.
 */
export function unitPriceCents(
  price: string,
  options: readonly Pick<CartOption, 'priceDelta'>[],
  currency: string,
): number | null {
  try {
    return menuUnitPriceCents(price, options, currency);
  } catch {
    return null;
  }
}
