import type { OptionGroup } from '#domain/menu/option-groups.ts';

// The menu editor's option groups (issue 37) as the form holds them. The rules and messages are
// the shared schema's (#domain/menu/option-groups); ids are kept for the groups and options that
// already exist, so the PATCH that replaces the whole list keeps them.

export interface OptionDraft {
  id?: number;
  name: string;
  /** Typed in the restaurant's currency ("2.50", "150"). */
  priceDelta: string;
  isAvailable: boolean;
}

export interface OptionGroupDraft {
  id?: number;
  name: string;
  required: boolean;
  minChoices: number;
  maxChoices: number;
  options: OptionDraft[];
}

/** A new group as "Add option group" starts it: optional, one choice, one option to name. */
export function newGroupDraft(): OptionGroupDraft {
  return { name: '', required: false, minChoices: 0, maxChoices: 1, options: [newOptionDraft()] };
}

export function newOptionDraft(): OptionDraft {
  return { name: '', priceDelta: '0', isAvailable: true };
}

/** An item's stored groups as the form edits them (their ids kept). */
export function groupDrafts(groups: readonly OptionGroup[]): OptionGroupDraft[] {
  return groups.map((group) => ({
    id: group.id,
    name: group.name,
    required: group.required,
    minChoices: group.minChoices,
    maxChoices: group.maxChoices,
    options: group.options.map((option) => ({ ...option })),
  }));
}

/**
 * A field path as a 400 names it ("optionGroups[0].options[1].name") as the form's own
 * ("optionGroups.0.options.1.name"), or null for a path outside the groups.
 */
export function formPath(field: string): string | null {
  if (!/^optionGroups(\[\d+\]|\.\w+)*$/.test(field)) return null;
  return field.replace(/\[(\d+)\]/g, '.$1');
}

/** The same path as a zod issue path: ['optionGroups', 0, 'options', 1, 'priceDelta']. */
export function issuePath(field: string): (string | number)[] {
  return (formPath(field) ?? field).split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}
