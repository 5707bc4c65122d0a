import { SETTLEMENT_MAX, settlementBodySchema } from '#domain/finance/requests.ts';
import { SETTLEMENT_TOO_LARGE_CODE, settlementTooLargeMessage } from '#domain/finance/responses.ts';
import { currencyDigits, formatMoney, moneyDecimal, normalizeCurrency } from '#domain/shared/currency.ts';
import { centsOrNull, toCents } from '#domain/shared/money.ts';
import { apiErrorBody, isApiError, serverMessage } from '#web/lib/api-client.ts';

// The Record settlement dialog's form: what the admin typed, checked and turned into the request
// body, and what a refusal from the server says, field by field. The amount is in the driver's
// currency, with its decimals: cents of a dollar, whole yen.

export interface SettlementInput {
  amount: string;
  note: string;
}

export type SettlementField = 'amount' | 'note';
export type SettlementFieldErrors = Partial<Record<SettlementField, string>>;

export const SETTLEMENT_FAILED = 'The settlement could not be recorded. Please try again.';

/** An amount such as people hand over, written as the currency writes it: "25.00", "2500" yen. */
export function exampleAmount(currency: string): string {
  return currencyDigits(currency) === 0 ? '2500' : '25.00';
}

/** What the dialog says about an amount in this currency. */
export function amountMessages(currency: string) {
  const code = normalizeCurrency(currency);
  const example = exampleAmount(code);
  return {
    required: `Enter the amount the driver handed over, such as ${example}`,
    format:
      currencyDigits(code) === 0
        ? `Enter a whole amount in ${code}, such as ${example}`
        : `Enter an amount in ${code} with at most 2 decimals, such as ${example}`,
    notPositive: `The amount must be more than ${formatMoney(0, code)}`,
    tooLarge: `The amount must be at most ${formatMoney(toCents(SETTLEMENT_MAX), code)}`,
    hint: `In ${code}, e.g. ${example}.`,
  };
}

/** The currency's symbol as an amount starts with it ("$", "¥", "£", "MX$"). */
function symbolOf(currency: string): string {
  return formatMoney(0, currency).replace(/[\d.,\s]/g, '');
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The amount as the API takes it, with the currency's decimals ("25" -> "25.00"; "2500" yen stays
 * "2500"), from what people type: the currency's symbol or code before it, spaces and thousands
 * commas are allowed ("$1,025.5" -> "1025.50", "¥2,500" -> "2500"). Null when it is no amount of
 * the currency (more decimals than it has).
 */
export function normaliseAmount(text: string, currency: string): string | null {
  const code = normalizeCurrency(currency);
  const prefix = new RegExp(`^(?:${escaped(symbolOf(code))}|${code})\\s*`, 'i');
  const plain = text
    .trim()
    .replace(prefix, '')
    .replace(/,(?=\d{3}(?:[.,]|$))/g, '');
  const decimals = currencyDigits(code);
  const match = (decimals === 0 ? /^(\d+)()\.?$/ : /^(\d*)(?:\.(\d{0,2}))?$/).exec(plain);
  if (!match || (!match[1] && !match[2])) return null;
  const cents = centsOrNull(`${match[1] || '0'}.${(match[2] ?? '').padEnd(2, '0')}`);
  return cents === null ? null : moneyDecimal(cents, code);
}

/** The request body, or the message of each field that is not right yet. */
export function checkSettlement(
  input: SettlementInput,
  currency: string,
): { ok: true; body: { amount: string; note?: string } } | { ok: false; errors: SettlementFieldErrors } {
  const messages = amountMessages(currency);
  const errors: SettlementFieldErrors = {};
  const amount = normaliseAmount(input.amount, currency);
  if (input.amount.trim() === '') errors.amount = messages.required;
  else if (amount === null) errors.amount = messages.format;
  else if (toCents(amount) <= 0) errors.amount = messages.notPositive;
  else if (toCents(amount) > toCents(SETTLEMENT_MAX)) errors.amount = messages.tooLarge;
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
  currency: string,
): { fields: SettlementFieldErrors; message: string | null } {
  const body = apiErrorBody(error);
  if (isApiError(error, 409) && body?.code === SETTLEMENT_TOO_LARGE_CODE) {
    const owed = centsOrNull(balance);
    const fallback = settlementTooLargeMessage(owed === null ? balance : formatMoney(owed, currency));
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
