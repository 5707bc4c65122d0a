import { tipSchema } from '#domain/ordering/requests.ts';
import { toCents } from '#domain/shared/money.ts';
import type { TipSelection } from './tip-choice';

/** The tip in cents, or the reason it cannot be used (the same rules the server applies). */
export function tipAmount(
  selection: TipSelection,
): { cents: number; error?: undefined } | { cents: null; error: string } {
  if (selection.kind === 'preset') return { cents: selection.dollars * 100 };
  const text = selection.text.trim();
  if (text === '') return { cents: 0 };
  const parsed = tipSchema.safeParse(text);
  if (!parsed.success) return { cents: null, error: parsed.error.issues[0]?.message ?? 'Invalid tip' };
  return { cents: toCents(parsed.data) };
}
