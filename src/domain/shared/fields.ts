// Field builders shared by the form and API schemas. Every string is trimmed and bounded, so
// over-long input is a 400 with a message instead of a database error, and blank optional
// inputs (forms send '') become undefined so they never overwrite a default.
import * as z from 'zod';

export const PASSWORD_MIN_LENGTH = 6;
export const RESTAURANT_PHONE_MIN_LENGTH = 10;

export const MAX_LENGTH = Object.freeze({
  name: 100,
  email: 254,
  password: 128,
  phone: 30,
  address: 300,
  short: 100,
  text: 2000,
  url: 2048,
} as const);

export const tooLong = (max: number): string => `Must be at most ${max} characters`;
export const UNSTORABLE_TEXT = 'Must not contain a NUL character';

/**
 * The one rule for text a database cannot store: PostgreSQL refuses the NUL character (U+0000) in
 * text. Field builders below apply it, and the server applies it to every body, query string and
 * path parameter before validation (see `findUnstorableText`).
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000');
}

/**
 * The path ("items[0].name") of the first string in `value` that breaks the rule, or null. Walks
 * without recursion, so a deeply nested body cannot overflow the stack.
 */
export function findUnstorableText(value: unknown, prefix = ''): string | null {
  const stack: Array<[unknown, string]> = [[value, prefix]];
  while (stack.length > 0) {
    const [current, path] = stack.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (!isStorableText(current)) return path;
    } else if (current !== null && typeof current === 'object') {
      const inList = Array.isArray(current);
      for (const [key, child] of Object.entries(current)) {
        const childPath = inList ? `${path}[${key}]` : path ? `${path}.${key}` : key;
        if (!isStorableText(key)) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return null;
}
export const INVALID_OPTION = 'Select one of the listed options';
export const INVALID_PHONE = 'Invalid phone number';
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters';
/** Not in SPEC section 5: the server refuses the 10,000 most common passwords (any letter case). */
export const PASSWORD_TOO_COMMON = 'This password is too common';
export const PASSWORD_TOO_LONG = `Password must be at most ${MAX_LENGTH.password} characters`;

/** Trimmed, non-blank text. `minLength` > 1 reuses `message` (the spec's phone rule is min 10). */
export function requiredText(message: string, max: number, minLength = 1) {
  return z
    .string({ error: message })
    .trim()
    .min(minLength, message)
    .max(max, tooLong(max))
    .refine(isStorableText, UNSTORABLE_TEXT);
}

/** Trimmed text that may be missing, null or blank; blank becomes undefined. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, tooLong(max))
    .refine(isStorableText, UNSTORABLE_TEXT)
    .nullish()
    .transform((value) => (value ? value : undefined));
}

/** One of `values`; missing or '' gets the field's "is required" message. */
export function requiredEnum<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.enum(values, {
    error: (issue) => (issue.input === undefined || issue.input === '' ? message : INVALID_OPTION),
  });
}

/** One of `values`, or missing/null/'' (an unselected <select>), which becomes undefined. */
export function optionalEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .union([z.enum(values), z.literal('')], { error: INVALID_OPTION })
    .nullish()
    .transform((value) => (value ? value : undefined));
}

/** Emails are lower-cased so uniqueness and log-in do not depend on how the user typed them. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

export function emailField(message: string) {
  return z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .max(MAX_LENGTH.email, tooLong(MAX_LENGTH.email))
    .pipe(z.email(message));
}

/** Passwords are not trimmed: spaces may be part of them. The maximum bounds hashing cost. */
export function passwordField() {
  return z
    .string({ error: PASSWORD_TOO_SHORT })
    .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
    .max(MAX_LENGTH.password, PASSWORD_TOO_LONG);
}

// Customer phones (orders, look-ups, the live channel) are parsed per country in ./phone.ts; the
// rule below is only for the contact phones partners register with, kept as they typed them.

/** Without spaces, dashes, dots, parentheses and one leading '+'. */
function phoneDigits(raw: string): string {
  return raw
    .trim()
    .replace(/[\s\-.()]/g, '')
    .replace(/^\+/, '');
}

/** Whether a partner's contact phone looks like a phone number: 7 to 20 digits once spelled out. */
export function isValidPhone(raw: string): boolean {
  return /^\d{7,20}$/.test(phoneDigits(raw));
}

/**
 * A phone number kept as typed (registration contact details), checked to look like one. The
 * format check stays silent while the length is wrong, so the field shows one message at a time.
 * (Not `abort: true`: an explicitly aborted field would also switch off the form's password-match
 * refinement, which must run alongside field errors.)
 */
export function phoneText(message: string, minLength = 1) {
  const max = MAX_LENGTH.phone;
  return requiredText(message, max, minLength).refine(
    (value) => value.length < minLength || value.length > max || isValidPhone(value),
    INVALID_PHONE,
  );
}

/** An absolute http(s) URL, or a site path such as /images/x.svg (not protocol-relative //). */
export function isHttpUrlOrPath(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !/\s/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Optional image URL: '' and null mean "no image" (null, so a PATCH can clear it); a missing key
 * stays undefined ("leave as is").
 */
export function optionalUrl(message: string) {
  return (
    z
      .string({ error: message })
      .trim()
      .max(MAX_LENGTH.url, tooLong(MAX_LENGTH.url))
      // Silent for over-long values, which already have their own message.
      .refine((value) => value === '' || value.length > MAX_LENGTH.url || isHttpUrlOrPath(value), message)
      .nullish()
      .transform((value) => (value === '' ? null : value))
  );
}

/** A latitude or longitude given as a number or numeric text, output as a number. */
export function coordinate(limit: 90 | 180, message: string) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d+(\.\d+)?$/, message)
          .transform(Number),
      ],
      {
        error: message,
      },
    )
    .pipe(z.number({ error: message }).min(-limit, message).max(limit, message));
}

// --- Password confirmation (browser forms only; confirmPassword is never sent) --------------------

export const PASSWORDS_DONT_MATCH = "Passwords don't match";

export const confirmPasswordField = () =>
  z.string({ error: PASSWORD_TOO_SHORT }).min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT);

export const passwordsMatch = (data: { password: string; confirmPassword: string }): boolean =>
  data.password === data.confirmPassword;

/**
 * refine() params for passwordsMatch: the message sits on the confirm field, and the check also
 * runs while other fields are still invalid (`when`), so the user sees it together with the other
 * messages rather than only after fixing them. It is skipped while the confirm field has its own
 * error (e.g. too short), so that field shows one message at a time.
 */
export const PASSWORDS_MATCH_PARAMS = {
  message: PASSWORDS_DONT_MATCH,
  path: ['confirmPassword'],
  when: (payload: { value: unknown; issues: ReadonlyArray<{ path?: PropertyKey[] }> }): boolean => {
    const value = payload.value;
    if (typeof value !== 'object' || value === null) return false;
    const { password, confirmPassword } = value as Record<string, unknown>;
    const confirmHasIssue = payload.issues.some((issue) => issue.path?.[0] === 'confirmPassword');
    return typeof password === 'string' && typeof confirmPassword === 'string' && !confirmHasIssue;
  },
};

/** A registration's browser form: its API fields plus confirmPassword, which must match. */
export function withPasswordConfirmation<Shape extends z.core.$ZodShape & { password: z.ZodType<string> }>(
  schema: z.ZodObject<Shape>,
) {
  return schema
    .extend({ confirmPassword: confirmPasswordField() })
    .refine(
      (data) => passwordsMatch(data as { password: string; confirmPassword: string }),
      PASSWORDS_MATCH_PARAMS,
    );
}
