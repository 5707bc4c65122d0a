import {
  choosePromotion,
  needsOrderHistory,
  PROMO_CODE_INVALID,
  PROMO_CODE_INVALID_MESSAGE,
  type PricingPromotion,
  type PromotionChoice,
} from '#domain/promotions/rules.ts';
import { AppError } from '#server/http/app-error.ts';

// Which promotion an order gets (DESIGN deviation 17): the code's, or the best automatic one. Only
// when a first-order promotion is running is the phone's history looked up (one indexed read).

export type PromotionPicker = (subtotalCents: number, currency: string) => PromotionChoice | null;

export function promoCodeInvalid(): AppError {
  return new AppError(409, PROMO_CODE_INVALID, PROMO_CODE_INVALID_MESSAGE, {
    promoCode: PROMO_CODE_INVALID_MESSAGE,
  });
}

export async function promotionPicker(
  hasOrderAt: (restaurantId: number, phone: string) => Promise<boolean>,
  restaurant: { id: number; promotions: readonly PricingPromotion[] },
  /** E.164, or null when not known yet (a quote before the phone is typed: no first-order promotion). */
  phone: string | null,
  code: string | undefined,
  now = new Date(),
): Promise<PromotionPicker> {
  const isFirstOrder = needsOrderHistory(restaurant.promotions, now)
    ? phone !== null && !(await hasOrderAt(restaurant.id, phone))
    : false;
  return (subtotalCents, currency) => {
    const choice = choosePromotion(
      restaurant.promotions,
      { subtotalCents, currency, now, isFirstOrder },
      code,
    );
    if (code && !choice) throw promoCodeInvalid();
    return choice;
  };
}
