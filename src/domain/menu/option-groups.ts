// Item options (issue 37): a menu item's option groups (a pizza's Size, a burger's extras), how a
// restaurant writes them, how an order line chooses among them, and what that choice costs. One
// contract for the menu editor, the options dialog, the server's pricing and every line's text.
import * as z from 'zod';
import { amountDecimalsMessage, moneyDecimal, moneyOrNull, roundToCurrency } from '../shared/currency';
import { decimalInput } from '../shared/decimal-schema';
import { isStorableText, UNSTORABLE_TEXT } from '../shared/fields';
import { toCents } from '../shared/money';

export const MAX_OPTION_GROUPS = 10;
export const MAX_GROUP_OPTIONS = 30;
export const OPTION_NAME_MAX = 60;

export const GROUP_NAME_REQUIRED = 'Group name is required';
export const OPTION_NAME_REQUIRED = 'Option name is required';
export const NAME_TOO_LONG = `Must be at most ${OPTION_NAME_MAX} characters`;
export const TOO_MANY_GROUPS = `An item can have at most ${MAX_OPTION_GROUPS} option groups`;
export const NO_OPTIONS = 'Add at least one option';
export const TOO_MANY_OPTIONS = `A group can have at most ${MAX_GROUP_OPTIONS} options`;
export const OPTION_GROUPS_NOT_A_LIST = 'Option groups must be a list';
export const MIN_CHOICES_RANGE = 'Minimum choices must be a whole number of at least 0';
export const MAX_CHOICES_RANGE = 'Maximum choices must be a whole number of at least 1';
export const MIN_ABOVE_MAX = 'Minimum choices cannot be more than maximum choices';
export const MAX_ABOVE_OPTIONS = 'Maximum choices cannot be more than the number of options';
export const REQUIRED_NEEDS_MIN = 'A required group needs a minimum of at least 1 choice';
export const OPTIONAL_NEEDS_NO_MIN = 'An optional group has a minimum of 0 choices';
export const REQUIRED_FLAG = 'required must be true or false';
export const OPTION_AVAILABLE_FLAG = 'isAvailable must be true or false';
export const PRICE_DELTA_FORMAT = 'Price change must be a non-negative amount with at most 2 decimal places';
export const PRICE_DELTA_TOO_LARGE = 'Price change is too large';
export const OPTION_ID_INVALID = 'Invalid id';
/** An id sent that is not one of this item's current groups or options. */
export const UNKNOWN_OPTION_ID = 'This id is not one of this item’s option groups or options';
export const DUPLICATE_OPTION_ID = 'This id is used twice';
export const OPTIONS_NOT_A_LIST = 'Options must be a list of option ids';

const name = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(OPTION_NAME_MAX, NAME_TOO_LONG)
    .refine(isStorableText, UNSTORABLE_TEXT);

/** An existing id sent back by the editor: a positive whole number. */
const optionalId = z
  .number({ error: OPTION_ID_INVALID })
  .int(OPTION_ID_INVALID)
  .min(1, OPTION_ID_INVALID)
  .max(2_147_483_647, OPTION_ID_INVALID)
  .optional();

/** A price change as text or a number, ≥ 0; its decimals per currency are checked by optionGroupsCurrencyIssues. */
const priceDelta = decimalInput({
  precision: 12,
  scale: 2,
  messages: { required: PRICE_DELTA_FORMAT, format: PRICE_DELTA_FORMAT, tooLarge: PRICE_DELTA_TOO_LARGE },
}).default('0');

export const optionInputSchema = z.object({
  id: optionalId,
  name: name(OPTION_NAME_REQUIRED),
  priceDelta,
  isAvailable: z.boolean({ error: OPTION_AVAILABLE_FLAG }).default(true),
});

export const optionGroupInputSchema = z
  .object({
    id: optionalId,
    name: name(GROUP_NAME_REQUIRED),
    required: z.boolean({ error: REQUIRED_FLAG }).default(false),
    /** Missing: 1 when required, 0 otherwise. */
    minChoices: z
      .number({ error: MIN_CHOICES_RANGE })
      .int(MIN_CHOICES_RANGE)
      .min(0, MIN_CHOICES_RANGE)
      .optional(),
    maxChoices: z
      .number({ error: MAX_CHOICES_RANGE })
      .int(MAX_CHOICES_RANGE)
      .min(1, MAX_CHOICES_RANGE)
      .default(1),
    options: z
      .array(optionInputSchema, { error: NO_OPTIONS })
      .min(1, NO_OPTIONS)
      .max(MAX_GROUP_OPTIONS, TOO_MANY_OPTIONS),
  })
  .superRefine((group, ctx) => {
    const min = group.minChoices ?? (group.required ? 1 : 0);
    // zod still runs this after a field check failed: a malformed count has its own message.
    if (!Number.isInteger(min) || min < 0 || !Number.isInteger(group.maxChoices) || group.maxChoices < 1)
      return;
    if (group.required && min < 1)
      ctx.addIssue({ code: 'custom', path: ['minChoices'], message: REQUIRED_NEEDS_MIN });
    else if (!group.required && min >= 1)
      ctx.addIssue({ code: 'custom', path: ['minChoices'], message: OPTIONAL_NEEDS_NO_MIN });
    else if (min > group.maxChoices)
      ctx.addIssue({ code: 'custom', path: ['minChoices'], message: MIN_ABOVE_MAX });
    if (group.maxChoices > group.options.length)
      ctx.addIssue({ code: 'custom', path: ['maxChoices'], message: MAX_ABOVE_OPTIONS });
  })
  .transform((group) => ({ ...group, minChoices: group.minChoices ?? (group.required ? 1 : 0) }));

/** `optionGroups` of POST /api/restaurants/{id}/menu and PATCH /api/menu-items/{id} (the whole list). */
export const optionGroupsInputSchema = z
  .array(optionGroupInputSchema, { error: OPTION_GROUPS_NOT_A_LIST })
  .max(MAX_OPTION_GROUPS, TOO_MANY_GROUPS)
  .superRefine((groups, ctx) => {
    // An id names one group or option of the item: the same id twice would merge two things.
    const seen = new Set<number>();
    const once = (id: number | undefined, path: (string | number)[]) => {
      if (id === undefined) return;
      if (seen.has(id)) ctx.addIssue({ code: 'custom', path, message: DUPLICATE_OPTION_ID });
      seen.add(id);
    };
    groups.forEach((group, g) => {
      once(group.id, [g, 'id']);
      group.options.forEach((option, o) => {
        once(option.id, [g, 'options', o, 'id']);
      });
    });
  });
export type OptionGroupsInput = z.input<typeof optionGroupsInputSchema>;
export type OptionGroupInput = z.output<typeof optionGroupInputSchema>;

/** What GET /api/restaurants/{id}/menu returns per item; priceDelta like the item's price ("1.50", "200"). */
export const optionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  priceDelta: z.string(),
  isAvailable: z.boolean(),
});
export const optionGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  required: z.boolean(),
  minChoices: z.number().int(),
  maxChoices: z.number().int(),
  options: z.array(optionSchema),
});
export type MenuOption = z.infer<typeof optionSchema>;
export type OptionGroup = z.infer<typeof optionGroupSchema>;

/** The field path of an option-group issue as a 400 names it: optionGroups[0].options[1].name. */
export function optionGroupsFieldPath(path: readonly PropertyKey[], root = 'optionGroups'): string {
  return path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : `${text}.${String(key)}`),
    root,
  );
}

/**
 * The first price change with more decimals than the restaurant's currency has (yen: none), as
 * [field path, message]; null when all fit.
 */
export function optionGroupsCurrencyIssue(
  groups: readonly { options: readonly { priceDelta: string }[] }[],
  currency: string,
): [string, string] | null {
  for (const [g, group] of groups.entries()) {
    for (const [o, option] of group.options.entries()) {
      if (moneyOrNull(option.priceDelta, currency) === null) {
        return [
          `optionGroups[${g}].options[${o}].priceDelta`,
          amountDecimalsMessage('Price change', currency),
        ];
      }
    }
  }
  return null;
}

/** An order line's `options`: the chosen option ids, none by default. */
export const lineOptionsSchema = z
  .array(z.number({ error: OPTIONS_NOT_A_LIST }).int(OPTIONS_NOT_A_LIST).min(1, OPTIONS_NOT_A_LIST), {
    error: OPTIONS_NOT_A_LIST,
  })
  .max(MAX_OPTION_GROUPS * MAX_GROUP_OPTIONS, OPTIONS_NOT_A_LIST)
  .default([]);

/** What an order keeps of each chosen option, so later menu edits never change a past order. */
export const chosenOptionSchema = z.object({
  id: z.number().int(),
  /** The group's name when the order was placed ("Size"). */
  group: z.string(),
  name: z.string(),
  /** In the order's currency, as a decimal string. */
  priceDelta: z.string(),
});
export type ChosenOption = z.infer<typeof chosenOptionSchema>;

/** "Choose a Size for Margherita", "Choose an Extra for Poutine". */
export const chooseGroup = (group: string, item: string) =>
  `Choose ${/^[aeiou]/i.test(group) ? 'an' : 'a'} ${group} for ${item}`;
export const chooseAtLeast = (count: number, group: string, item: string) =>
  `Choose at least ${count} ${group} for ${item}`;
export const chooseAtMost = (count: number, group: string, item: string) =>
  `Choose at most ${count} ${group} for ${item}`;
export const optionUnavailable = (option: string, item: string) =>
  `${option} is no longer available for ${item}`;
export const optionNotOnMenu = (item: string) => `That choice is not on ${item}'s menu`;
export const optionChosenTwice = (option: string, item: string) => `${option} is chosen twice for ${item}`;

export type LineOptionsCheck = { ok: true; chosen: ChosenOption[] } | { ok: false; message: string };

/**
 * Checks a line's chosen option ids against its item's groups: each id an option of this item,
 * none twice, each available, every group within min..max. The chosen options come back in menu
 * order (group by group) with the deltas as the menu has them.
 */
export function checkLineOptions(
  item: { name: string; optionGroups: readonly OptionGroup[] },
  optionIds: readonly number[],
): LineOptionsCheck {
  const owner = new Map<number, { group: OptionGroup; option: MenuOption }>();
  for (const group of item.optionGroups)
    for (const option of group.options) owner.set(option.id, { group, option });
  const picked = new Set<number>();
  for (const id of optionIds) {
    const found = owner.get(id);
    if (!found) return { ok: false, message: optionNotOnMenu(item.name) };
    if (picked.has(id)) return { ok: false, message: optionChosenTwice(found.option.name, item.name) };
    if (!found.option.isAvailable)
      return { ok: false, message: optionUnavailable(found.option.name, item.name) };
    picked.add(id);
  }
  const chosen: ChosenOption[] = [];
  for (const group of item.optionGroups) {
    const inGroup = group.options.filter((option) => picked.has(option.id));
    if (inGroup.length < group.minChoices) {
      const message =
        group.minChoices === 1
          ? chooseGroup(group.name, item.name)
          : chooseAtLeast(group.minChoices, group.name, item.name);
      return { ok: false, message };
    }
    if (inGroup.length > group.maxChoices)
      return { ok: false, message: chooseAtMost(group.maxChoices, group.name, item.name) };
    for (const option of inGroup)
      chosen.push({ id: option.id, group: group.name, name: option.name, priceDelta: option.priceDelta });
  }
  return { ok: true, chosen };
}

/**
 * A line's unit price in cents: the item's price plus its chosen options' deltas, each rounded to
 * the currency's minor unit (a yen price is whole yen).
 */
export function unitPriceCents(
  price: string,
  chosen: readonly { priceDelta: string }[],
  currency: string,
): number {
  const inCurrency = (text: string) => roundToCurrency(toCents(text), currency);
  return chosen.reduce((sum, option) => sum + inCurrency(option.priceDelta), inCurrency(price));
}

/** The same as a decimal string in the currency ("14.50", "1280"). */
export function unitPrice(
  price: string,
  chosen: readonly { priceDelta: string }[],
  currency: string,
): string {
  return moneyDecimal(unitPriceCents(price, chosen, currency), currency);
}

/** The canonical key of a choice, so a cart merges only lines with the same options. */
export function optionsKey(optionIds: readonly number[]): string {
  return [...optionIds].sort((a, b) => a - b).join(',');
}
