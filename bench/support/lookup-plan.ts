import { toE164 } from '#domain/shared/phone.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { CUSTOMER_ORDERS_LIMIT, PHONE_LOOKUP } from '#server/modules/tracking/tracking.repo.ts';
import { rawQuery } from './order-history';

// The plan of the phone look-up, for the statement the repository really sends (imported, so the
// benchmark never checks a hand-copied query that has drifted from the code).

export interface LookupPlan {
  /** How many orders the look-up returned. */
  orders: number;
  /** EXPLAIN ANALYZE of each statement the look-up ran, in order. */
  plans: { sql: string; plan: string }[];
  usesPhoneIndex: boolean;
}

export async function explainPhoneLookup(handle: DatabaseHandle, phone: string): Promise<LookupPlan> {
  const params = [toE164(phone, 'CA'), CUSTOMER_ORDERS_LIMIT];
  const lines = await rawQuery<{ 'QUERY PLAN': string }>(
    handle,
    `explain (analyze, costs off) ${PHONE_LOOKUP.text}`,
    params,
  );
  const plan = lines.map((line) => line['QUERY PLAN']).join('\n');
  const found = await rawQuery(handle, PHONE_LOOKUP.text, params);
  return {
    orders: found.length,
    plans: [{ sql: PHONE_LOOKUP.text, plan }],
    usesPhoneIndex: plan.includes('orders_customer_phone_idx'),
  };
}
