import { centsToDecimal, toCents } from '#domain/shared/money.ts';

// Finance figures add up in integer cents: a sum of decimal strings from the database, converted
// once each, never summed as floating point. (Kilometres with 2 decimals add up the same way.)

/** Adds decimal strings ("12.50", "-3.10", null as 0) and answers a decimal string. */
export function addDecimals(values: ReadonlyArray<string | null>): string {
  let cents = 0;
  for (const value of values) if (value !== null) cents += toCents(value);
  return centsToDecimal(cents);
}

/** "12.5" (how PostgreSQL may print a sum) as "12.50". */
export function decimal(value: string | null): string {
  return centsToDecimal(value === null ? 0 : toCents(value));
}

/** Adds the named decimal fields of some records field by field. */
export function addFields<Key extends string>(
  keys: readonly Key[],
  records: ReadonlyArray<Record<Key, string | null>>,
): Record<Key, string> {
  const result = {} as Record<Key, string>;
  for (const key of keys) result[key] = addDecimals(records.map((record) => record[key]));
  return result;
}
