// Decimal amounts as zod schemas, for numeric(precision, scale) columns. Kept apart from money.ts
// so screens that only format prices do not load zod.
import * as z from 'zod';

export interface DecimalOptions {
  /** Total significant digits of the numeric(precision, scale) column. */
  precision: number;
  /** Digits after the decimal point. */
  scale: number;
  messages?: {
    required?: string;
    format?: string;
    tooLarge?: string;
  };
}

/** A non-negative plain decimal with at most `scale` decimals ("4.99", "15"; not ".5" or "1."). */
export function decimalPattern(scale: number): RegExp {
  return scale > 0 ? new RegExp(`^\\d+(\\.\\d{1,${scale}})?$`) : /^\d+$/;
}

/** Integer digits, ignoring leading zeros, so "007.50" fits numeric(4,2). */
function integerDigits(text: string): number {
  const whole = (text.split('.')[0] ?? '').replace(/^0+/, '');
  return whole.length;
}

/**
 * A non-negative decimal string with at most `scale` decimals that fits numeric(precision, scale),
 * e.g. decimalString({ precision: 4, scale: 2 }) accepts "4.99" and "99.99" but not "100" or "1.999".
 */
export function decimalString({ precision, scale, messages = {} }: DecimalOptions) {
  const maxWhole = precision - scale;
  const pattern = decimalPattern(scale);
  const required = messages.required ?? 'Amount is required';
  // zod runs every check even after one failed, so each check below stays silent when an earlier
  // one already reported: the field shows exactly one message.
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine(
      (text) => text === '' || pattern.test(text),
      messages.format ?? `Must be a non-negative number with at most ${scale} decimal places`,
    )
    .refine(
      (text) => !pattern.test(text) || integerDigits(text) <= maxWhole,
      messages.tooLarge ?? `Must be less than ${10 ** maxWhole}`,
    );
}

/**
 * Like decimalString but also accepts a JSON number (forms and API clients send either); the
 * output is always the string. String(4.999) is "4.999", so excess decimals are still refused.
 */
export function decimalInput(options: DecimalOptions) {
  const required = options.messages?.required ?? 'Amount is required';
  return z
    .union([z.string(), z.number()], { error: required })
    .transform((value) => (typeof value === 'number' ? String(value) : value))
    .pipe(decimalString(options));
}
/** numeric(precision, scale) of each stored decimal (SPEC section 9). */
export const DECIMAL_PRECISION = Object.freeze({
  restaurantRating: { precision: 2, scale: 1 },
  driverRating: { precision: 3, scale: 2 },
  // Amounts in any catalogue currency: the spec's dollar-sized 4,2 and 6,2 are widened (deviation 16).
  fee: { precision: 12, scale: 2 },
  total: { precision: 12, scale: 2 },
  latitude: { precision: 10, scale: 8 },
  longitude: { precision: 11, scale: 8 },
  distance: { precision: 5, scale: 2 },
  menuPrice: { precision: 12, scale: 2 },
} as const);
