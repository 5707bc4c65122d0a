import {
  type OptionGroupInput,
  optionGroupsCurrencyIssue,
  UNKNOWN_OPTION_ID,
} from '#domain/menu/option-groups.ts';
import { moneyDecimal } from '#domain/shared/currency.ts';
import { toCents } from '#domain/shared/money.ts';
import type { StoredOptionGroup } from '#server/db/schema.ts';
import { AppError } from '#server/http/app-error.ts';

// An item's option groups as written (issue 37): the whole list replaces the stored one. A group or
// option sent with an id keeps it only if the item has it now, so an id never moves between items
// and a past order's option id keeps naming what the customer chose.

function refuse(field: string, message: string): never {
  throw AppError.badRequest(`${field}: ${message}`, { [field]: message });
}

/** 400 naming the field for a delta finer than the currency or an id this item does not have. */
export function assertOptionGroupsFit(
  groups: readonly OptionGroupInput[],
  current: readonly StoredOptionGroup[],
  currency: string,
): void {
  const issue = optionGroupsCurrencyIssue(groups, currency);
  if (issue) refuse(issue[0], issue[1]);
  const groupIds = new Set(current.map((group) => group.id));
  const optionIds = new Set(current.flatMap((group) => group.options.map((option) => option.id)));
  groups.forEach((group, g) => {
    if (group.id !== undefined && !groupIds.has(group.id)) refuse(`optionGroups[${g}].id`, UNKNOWN_OPTION_ID);
    group.options.forEach((option, o) => {
      if (option.id !== undefined && !optionIds.has(option.id))
        refuse(`optionGroups[${g}].options[${o}].id`, UNKNOWN_OPTION_ID);
    });
  });
}

/** The groups to store: new groups and options get ids from `reserveIds` (menu_option_ids). */
export async function toStoredOptionGroups(
  groups: readonly OptionGroupInput[],
  currency: string,
  reserveIds: (count: number) => Promise<number[]>,
): Promise<StoredOptionGroup[]> {
  const missing = groups.reduce(
    (count, group) =>
      count +
      (group.id === undefined ? 1 : 0) +
      group.options.filter((option) => option.id === undefined).length,
    0,
  );
  const fresh = missing > 0 ? await reserveIds(missing) : [];
  const next = () => {
    const id = fresh.shift();
    if (id === undefined) throw new Error('Fewer option ids were reserved than needed');
    return id;
  };
  return groups.map((group) => ({
    id: group.id ?? next(),
    name: group.name,
    required: group.required,
    minChoices: group.minChoices,
    maxChoices: group.maxChoices,
    options: group.options.map((option) => ({
      id: option.id ?? next(),
      name: option.name,
      priceDelta: moneyDecimal(toCents(option.priceDelta), currency),
      isAvailable: option.isAvailable,
    })),
  }));
}
