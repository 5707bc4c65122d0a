// Money is computed in integer cents (DESIGN section 4): binary floating point cannot hold 4.99
// exactly, and sums of such values drift. Decimal strings ("4.99") are the wire and storage form.

const PLAIN_DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * Parses "4.99", 4.99 or "15" into cents (499, 1500). Throws RangeError for anything that is not a
 * finite plain decimal with at most 2 decimals, so a bad amount can never round silently.
 */
/** toCents, or null for anything toCents would refuse (validation must never throw). */
export function centsOrNull(value: string | number): number | null {
  try {
    return toCents(value);
  } catch {
    return null;
  }
}

export function toCents(value: string | number): number {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new RangeError(`Not a finite amount: ${value}`);
  }
  // String(4.99) is "4.99": JavaScript prints the shortest text that reads back as the same double,
  // so parsing that text is exact where value * 100 would give 499.00000000000006.
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = PLAIN_DECIMAL.exec(text);
  if (!match) throw new RangeError(`Not a decimal amount: ${JSON.stringify(text)}`);
  const [, sign = '', whole = '', fraction = ''] = match;
  if (fraction.length > 2) throw new RangeError(`More than 2 decimals: ${text}`);
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount too large: ${text}`);
  return sign === '-' && cents !== 0 ? -cents : cents;
}

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be a safe integer, got ${cents}`);
}

/** 499 → "4.99", -5 → "-0.05": always two decimals, the form numeric columns and the API use. */
export function centsToDecimal(cents: number): string {
  assertCents(cents);
  const abs = Math.abs(cents);
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
}

/** 499 → "$4.99", 123456 → "$1,234.56", -500 → "-$5.00". */
export function formatUsd(cents: number): string {
  const decimal = centsToDecimal(Math.abs(cents));
  const [whole = '0', fraction = '00'] = decimal.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}$${grouped}.${fraction}`;
}

/**
 * percent% of an amount, rounded half up to the cent (half away from zero for negatives), e.g.
 * 20% of 499 → 100. For whole-number percents cents * percent is an exact integer, so the .5 cases
 * are exact doubles and Math.floor(x + 0.5) rounds them correctly.
 */
export function percentOfCents(cents: number, percent: number): number {
  assertCents(cents);
  if (!Number.isFinite(percent)) throw new RangeError(`Percent must be finite, got ${percent}`);
  const raw = (Math.abs(cents) * Math.abs(percent)) / 100;
  const rounded = Math.floor(raw + 0.5);
  return Math.sign(cents) * Math.sign(percent) < 0 ? -rounded : rounded;
}

export function sumCents(values: readonly number[]): number {
  let total = 0;
  for (const value of values) {
    assertCents(value);
    total += value;
  }
  assertCents(total);
  return total;
}
