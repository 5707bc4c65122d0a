import { z } from 'zod';
import { amountDecimalsMessage, moneyOrNull } from '#domain/shared/currency.ts';
import { centsOrNull } from '#domain/shared/money.ts';

// The menu editor's option groups (issue 37) as the form holds them, with the messages shown by
// their fields. The server checks the same rules on POST /api/restaurants/{id}/menu and PATCH
// /api/menu-items/{id}; ids are kept for the groups and options that already exist, so the PATCH
// that replaces the whole list keeps them.

export const GROUP_NAME_REQUIRED = 'Group name is required';
export const OPTION_NAME_REQUIRED = 'Option name is required';
export const CHOICES_RANGE = 'Choices must be a whole number from 0 to 20';
export const MAX_CHOICES_POSITIVE = 'Max choices must be at least 1';
export const MIN_ABOVE_MAX = 'Min choices cannot be more than max choices';
export const NEEDS_AN_OPTION = 'Add at least one option';
export const MAX_ABOVE_OPTIONS = 'Max choices cannot be more than the number of options';
export const PRICE_DELTA_FORMAT = 'Price change must be an amount such as 2.50 or 0';

const choices = z
  .number({ error: CHOICES_RANGE })
  .int(CHOICES_RANGE)
  .min(0, CHOICES_RANGE)
  .max(20, CHOICES_RANGE);

export function optionGroupsDraftSchema(currency: string) {
  const option = z.object({
    id: z.number().int().optional(),
    name: z.string().trim().min(1, OPTION_NAME_REQUIRED).max(100),
    priceDelta: z
      .string()
      .trim()
      .superRefine((text, context) => {
        const plain = text.replace(/^-/, '');
        if (centsOrNull(plain) === null) context.addIssue({ code: 'custom', message: PRICE_DELTA_FORMAT });
        else if (moneyOrNull(plain, currency) === null)
          context.addIssue({ code: 'custom', message: amountDecimalsMessage('Price change', currency) });
      }),
    isAvailable: z.boolean(),
  });
  const group = z
    .object({
      id: z.number().int().optional(),
      name: z.string().trim().min(1, GROUP_NAME_REQUIRED).max(100),
      required: z.boolean(),
      minChoices: choices,
      maxChoices: choices.min(1, MAX_CHOICES_POSITIVE),
      options: z.array(option).min(1, NEEDS_AN_OPTION),
    })
    .superRefine((value, context) => {
      if (value.minChoices > value.maxChoices)
        context.addIssue({ code: 'custom', path: ['minChoices'], message: MIN_ABOVE_MAX });
      if (value.options.length > 0 && value.maxChoices > value.options.length)
        context.addIssue({ code: 'custom', path: ['maxChoices'], message: MAX_ABOVE_OPTIONS });
    });
  return z.array(group);
}

export type OptionGroupDraft = z.input<ReturnType<typeof optionGroupsDraftSchema>>[number];
export type OptionDraft = OptionGroupDraft['options'][number];

/** A new group as "Add option group" starts it: one choice of one option, not required. */
export function newGroupDraft(): OptionGroupDraft {
  return { name: '', required: false, minChoices: 0, maxChoices: 1, options: [newOptionDraft()] };
}

export function newOptionDraft(): OptionDraft {
  return { name: '', priceDelta: '0', isAvailable: true };
}

/** An item's stored groups as the form edits them (their ids kept). */
export function groupDrafts(
  groups: readonly {
    id: number;
    name: string;
    required: boolean;
    minChoices: number;
    maxChoices: number;
    options: readonly { id: number; name: string; priceDelta: string; isAvailable: boolean }[];
  }[],
): OptionGroupDraft[] {
  return groups.map((group) => ({
    id: group.id,
    name: group.name,
    required: group.required,
    minChoices: group.minChoices,
    maxChoices: group.maxChoices,
    options: group.options.map((option) => ({ ...option })),
  }));
}
