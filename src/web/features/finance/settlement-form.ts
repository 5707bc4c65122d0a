import { SETTLEMENT_MAX, settlementBodySchema } from '#domain/finance/requests.ts';
import { SETTLEMENT_TOO_LARGE_CODE, settlementTooLargeMessage } from '#domain/finance/responses.ts';
import { centsOrNull, centsToDecimal, formatUsd, toCents } from '#domain/shared/money.ts';
import { apiErrorBody, isApiError, serverMessage } from '#web/lib/api-client.ts';

// The Record settlement dialog's form: what the admin typed, checked and turned into the request
// body, and what a refusal from the server says, field by field.

export interface SettlementInput {
  amount: string;
  note: string;
}

export type SettlementField = 'amount' | 'note';
export type SettlementFieldErrors = Partial<Record<SettlementField, string>>;

export const AMOUNT_REQUIRED = 'Enter the amount the driver handed over, such as 25.00';
export const AMOUNT_FORMAT = 'Enter an amount in dollars with at most 2 decimals, such as 25.00';
export const AMOUNT_NOT_POSITIVE = 'The amount must be more than $0.00';
export const AMOUNT_TOO_LARGE = `The amount must be at most ${formatUsd(toCents(SETTLEMENT_MAX))}`;
export const SETTLEMENT_FAILED = 'The settlement could not be recorded. Please try again.';

/**
 * The amount as the API takes it, two decimals ("25" -> "25.00"), from what people type: a leading
 * "$", spaces and thousands commas are allowed ("$1,025.5" -> "1025.50"). Null when it is no amount.
 */
export function normaliseAmount(text: string): string | null {
  const plain = text
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/,(?=\d{3}(?:[.,]|$))/g, '');
  const match = /^(\d*)(?:\.(\d{0,2}))?$/.exec(plain);
  if (!match || (!match[1] && !match[2])) return null;
  const cents = centsOrNull(`${match[1] || '0'}.${(match[2] ?? '').padEnd(2, '0')}`);
  return cents === null ? null : centsToDecimal(cents);
}

/** The request body, or the message of each field that is not right yet. */
export function checkSettlement(
  input: SettlementInput,
): { ok: true; body: { amount: string; note?: string } } | { ok: false; errors: SettlementFieldErrors } {
  const errors: SettlementFieldErrors = {};
  const amount = normaliseAmount(input.amount);
  if (input.amount.trim() === '') errors.amount = AMOUNT_REQUIRED;
  else if (amount === null) errors.amount = AMOUNT_FORMAT;
  else if (toCents(amount) <= 0) errors.amount = AMOUNT_NOT_POSITIVE;
  else if (toCents(amount) > toCents(SETTLEMENT_MAX)) errors.amount = AMOUNT_TOO_LARGE;
  const parsed = settlementBodySchema.safeParse({ amount: amount ?? input.amount, note: input.note });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'amount' || field === 'note') && !errors[field]) errors[field] = issue.message;
    }
  }
  if (errors.amount || errors.note || !parsed.success) return { ok: false, errors };
  const note = parsed.data.note;
  return { ok: true, body: note ? { amount: parsed.data.amount, note } : { amount: parsed.data.amount } };
}

/**
 * What the dialog says when the server refuses: a 409 settlement_too_large on the amount (the
 * server's message, which names what the driver owes), a 400 on the field it names, anything else
 * (404 unknown driver, a network failure) as one message.
 */
export function settlementFailure(
  error: unknown,
  balance: string,
): { fields: SettlementFieldErrors; message: string | null } {
  const body = apiErrorBody(error);
  if (isApiError(error, 409) && body?.code === SETTLEMENT_TOO_LARGE_CODE) {
    const owed = centsOrNull(balance);
    const fallback = settlementTooLargeMessage(owed === null ? balance : formatUsd(owed));
    return { fields: { amount: body.message ?? fallback }, message: null };
  }
  if (isApiError(error, 400) && body) {
    const fields: SettlementFieldErrors = {};
    if (body.fields.amount) fields.amount = body.fields.amount;
    if (body.fields.note) fields.note = body.fields.note;
    if (fields.amount || fields.note) return { fields, message: null };
  }
  return { fields: {}, message: serverMessage(error, SETTLEMENT_FAILED) };
}

/** A refusal means nothing was recorded: the next attempt may carry a new body under a new key. */
export function wasRefused(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}
