// Kept apart from option-groups.ts (which defines Zod schemas): the cart, in the home's entry
// script, needs only this.

/** The canonical key of a choice, so a cart merges only lines with the same options. */
export function optionsKey(optionIds: readonly number[]): string {
  return [...optionIds].sort((a, b) => a - b).join(',');
}
