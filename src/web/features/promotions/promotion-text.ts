import type { Promotion } from '#domain/promotions/responses.ts';
import { isRunning, type PricingPromotion } from '#domain/promotions/rules.ts';
import { formatAmount } from '#domain/shared/currency.ts';
import { toCents } from '#domain/shared/money.ts';

// How the manager words a promotion: what it gives in the restaurant's currency, for which orders,
// when, and whether customers get it now. Amounts go through the one formatter.

/** "10% off" or "£2.00 off" (¥300 off in yen). */
export function offerText(promotion: Pick<Promotion, 'kind' | 'value' | 'currency'>): string {
  if (promotion.kind === 'percent') return `${Number(promotion.value)}% off`;
  return `${formatAmount(promotion.value, promotion.currency)} off`;
}

/** "Orders from £15.00", or "Any order" without a minimum. */
export function minimumText(promotion: Pick<Promotion, 'minSubtotal' | 'currency'>): string {
  let cents: number;
  try {
    cents = toCents(promotion.minSubtotal);
  } catch {
    return `Orders from ${promotion.minSubtotal}`;
  }
  return cents > 0 ? `Orders from ${formatAmount(promotion.minSubtotal, promotion.currency)}` : 'Any order';
}

const dateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO instant in the device's zone: "Dec 1, 2026, 10:00 AM". */
export function promotionTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** When it runs: "From …", "Until …", "From … until …", or "No end date". */
export function datesText(promotion: Pick<Promotion, 'startsAt' | 'endsAt'>): string {
  const { startsAt, endsAt } = promotion;
  if (startsAt && endsAt) return `From ${promotionTime(startsAt)} until ${promotionTime(endsAt)}`;
  if (startsAt) return `From ${promotionTime(startsAt)}, no end date`;
  if (endsAt) return `Until ${promotionTime(endsAt)}`;
  return 'No end date';
}

export type PromotionState = 'running' | 'scheduled' | 'ended' | 'off';

/** Whether customers get it now, will later, no longer, or not while it is switched off. */
export function promotionState(promotion: PricingPromotion, now: Date): PromotionState {
  if (!promotion.isActive) return 'off';
  if (isRunning(promotion, now)) return 'running';
  if (promotion.endsAt !== null && Date.parse(promotion.endsAt) <= now.getTime()) return 'ended';
  return 'scheduled';
}

export const STATE_LABELS: Record<PromotionState, string> = {
  running: 'Running',
  scheduled: 'Scheduled',
  ended: 'Ended',
  off: 'Off',
};

/** An ISO instant as a datetime-local value in the device's zone ("2026-12-01T10:00"); '' for none. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
