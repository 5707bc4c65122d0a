// The free-text offers restaurants had before promotions ("20% off your first order") read as the
// promotion they describe, so upgrading turns each badge into the real thing. Text that names no
// discount becomes an inactive promotion keeping its words, for the restaurant to finish.
import type { PromotionKind } from './rules';

export interface PromotionFromOffer {
  title: string;
  kind: PromotionKind;
  value: string;
  minSubtotal: string;
  firstOrderOnly: boolean;
  isActive: boolean;
}

const PERCENT_OFF = /(\d{1,3}(?:\.\d{1,2})?)\s*%\s*off/i;
const AMOUNT_OFF = /[$€£¥]\s*(\d+(?:\.\d{1,2})?)\s*off|(\d+(?:\.\d{1,2})?)\s*[$€£¥]?\s*off/i;
const MINIMUM = /(?:over|above|min(?:imum)?(?: order)?(?: of)?|orders? of)\s*[$€£¥]?\s*(\d+(?:\.\d{1,2})?)/i;
const FIRST_ORDER = /first\s+order/i;

export function promotionFromOfferText(text: string): PromotionFromOffer {
  const title = text.trim().slice(0, 80);
  const firstOrderOnly = FIRST_ORDER.test(text);
  const minSubtotal = MINIMUM.exec(text)?.[1] ?? '0';
  const percent = PERCENT_OFF.exec(text)?.[1];
  if (percent !== undefined && Number(percent) > 0 && Number(percent) <= 100) {
    return { title, kind: 'percent', value: percent, minSubtotal, firstOrderOnly, isActive: true };
  }
  const amount = AMOUNT_OFF.exec(text);
  const value = amount?.[1] ?? amount?.[2];
  if (value !== undefined && Number(value) > 0) {
    return { title, kind: 'amount', value, minSubtotal, firstOrderOnly, isActive: true };
  }
  return { title, kind: 'percent', value: '0', minSubtotal: '0', firstOrderOnly, isActive: false };
}
