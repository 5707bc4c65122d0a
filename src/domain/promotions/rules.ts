// Promotions (DESIGN deviation 17): which one an order gets, and how much it takes off. Pure rules,
// so the quote, the placement and the tests agree to the cent.
import { moneyOrNull, percentOfMoney } from '../shared/currency';
import { toCents } from '../shared/money';

export const PROMOTION_KINDS = ['percent', 'amount'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

export const PROMO_CODE_INVALID = 'promo_code_invalid';
export const PROMO_CODE_INVALID_MESSAGE = 'This code is not valid for this order';

/** A promotion as pricing needs it. */
export interface PricingPromotion {
  id: number;
  title: string;
  kind: PromotionKind;
  /** "10" (percent) or "2.00" (an amount in the restaurant's currency). */
  value: string;
  minSubtotal: string;
  firstOrderOnly: boolean;
  code: string | null;
  /** ISO times; null for open-ended. */
  startsAt: string | null;
  endsAt: string | null;
  isActive: boolean;
}

export interface PromotionChoice {
  promotion: PricingPromotion;
  discountCents: number;
}

/** The discount a promotion gives on a food subtotal: percent rounded half up, never above it. */
export function discountOf(promotion: PricingPromotion, subtotalCents: number, currency: string): number {
  const raw =
    promotion.kind === 'percent'
      ? percentOfMoney(subtotalCents, promotion.value, currency)
      : (moneyOrNull(promotion.value, currency) ?? toCents(promotion.value));
  return Math.min(raw, subtotalCents);
}

/** Whether the promotion is running at `now` (active, and inside its dates when it has them). */
export function isRunning(promotion: PricingPromotion, now: Date): boolean {
  if (!promotion.isActive) return false;
  const time = now.getTime();
  if (promotion.startsAt !== null && Date.parse(promotion.startsAt) > time) return false;
  if (promotion.endsAt !== null && Date.parse(promotion.endsAt) <= time) return false;
  return true;
}

export interface OrderForPromotion {
  subtotalCents: number;
  currency: string;
  now: Date;
  /** True when the phone has no order at this restaurant that was not cancelled. */
  isFirstOrder: boolean;
}

function qualifies(promotion: PricingPromotion, order: OrderForPromotion): boolean {
  return (
    isRunning(promotion, order.now) &&
    order.subtotalCents >= toCents(promotion.minSubtotal) &&
    (!promotion.firstOrderOnly || order.isFirstOrder)
  );
}

/**
 * The promotion an order gets: the code's when one is given (null when the code fits none it
 * qualifies for: the caller answers 409 promo_code_invalid), else the automatic promotion (no
 * code) that takes the most off; ties go to the oldest.
 */
export function choosePromotion(
  promotions: readonly PricingPromotion[],
  order: OrderForPromotion,
  code: string | undefined,
): PromotionChoice | null {
  const wanted = code?.trim().toUpperCase();
  const candidates = promotions.filter((promotion) =>
    wanted ? promotion.code?.toUpperCase() === wanted : promotion.code === null,
  );
  let best: PromotionChoice | null = null;
  for (const promotion of [...candidates].sort((a, b) => a.id - b.id)) {
    if (!qualifies(promotion, order)) continue;
    const discountCents = discountOf(promotion, order.subtotalCents, order.currency);
    if (discountCents > 0 && (best === null || discountCents > best.discountCents)) {
      best = { promotion, discountCents };
    }
  }
  return best;
}

/** Whether any promotion could depend on the phone's history (so placement must look it up). */
export function needsOrderHistory(promotions: readonly PricingPromotion[], now: Date): boolean {
  return promotions.some((promotion) => promotion.firstOrderOnly && isRunning(promotion, now));
}

/** The badge a restaurant card shows: the running automatic promotion's title (oldest first). */
export function badgeOf(promotions: readonly PricingPromotion[], now: Date): string | null {
  const running = promotions.filter((promotion) => promotion.code === null && isRunning(promotion, now));
  running.sort((a, b) => a.id - b.id);
  return running[0]?.title ?? null;
}
