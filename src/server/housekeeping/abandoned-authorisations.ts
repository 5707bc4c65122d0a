import { and, asc, eq, exists, inArray, lte, notExists } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { cardAuthorisations, orders, testPaymentIntents } from '../db/schema';
import type { PaymentProvider } from '../payment-providers/payment-provider';
import { deleteInBatches } from './batches';

// Decision 0009 authorises a card first and captures it only when the order is written, so a
// refused or abandoned checkout leaves money held on the customer's card. This releases it.
// Only intents authorised longer ago than the grace period are touched, so a checkout in
// progress (which may still reuse its authorisation) is never disturbed.

export const AUTHORISATION_GRACE_MS = 30 * 60 * 1000;
/** Unconfirmed Stripe intents are kept this long: a customer may still come back and pay with one. */
export const UNCONFIRMED_INTENT_TTL_MS = 24 * 60 * 60 * 1000;
/** Each intent is one provider call: bounded per round, the next round continues. */
const PROVIDER_BATCH = 100;
const MAX_BATCHES_PER_ROUND = 10;

export interface ReleaseOptions {
  now: Date;
  graceMs?: number;
}

export async function releaseAbandonedAuthorisations(
  db: DbOrTx,
  payments: PaymentProvider,
  options: ReleaseOptions,
): Promise<number> {
  return payments.mode === 'stripe'
    ? releaseStripeAuthorisations(db, payments, options)
    : releaseTestAuthorisations(db, payments, options);
}

const unusedByOrders = (
  db: DbOrTx,
  intentId: typeof testPaymentIntents.id | typeof cardAuthorisations.intentId,
) => notExists(db.select({ id: orders.id }).from(orders).where(eq(orders.paymentIntentId, intentId)));

/** Test mode: the intents live in our own table, so the authorised ones are found directly. */
async function releaseTestAuthorisations(
  db: DbOrTx,
  payments: PaymentProvider,
  { now, graceMs = AUTHORISATION_GRACE_MS }: ReleaseOptions,
): Promise<number> {
  const cutoff = new Date(now.getTime() - graceMs);
  let released = 0;
  for (let batch = 0; batch < MAX_BATCHES_PER_ROUND; batch++) {
    const candidates = await db
      .select({ id: testPaymentIntents.id })
      .from(testPaymentIntents)
      .where(
        and(
          eq(testPaymentIntents.status, 'requires_capture'),
          lte(testPaymentIntents.updatedAt, cutoff),
          unusedByOrders(db, testPaymentIntents.id),
        ),
      )
      .orderBy(asc(testPaymentIntents.updatedAt))
      .limit(PROVIDER_BATCH);
    let progressed = 0;
    for (const { id } of candidates) {
      // False when an order captured it meanwhile: that capture won, nothing to release.
      if (await payments.cancelIntent(id)) released++;
      progressed++;
    }
    if (progressed < PROVIDER_BATCH) break;
  }
  return released;
}

/**
 * Stripe: card_authorisations lists the intents we created. Each old one is looked up at Stripe:
 * held money is released; a row goes once its intent can no longer hold money (used by an order,
 * captured, canceled, unknown, or unconfirmed for a day, which is canceled so it never can).
 */
async function releaseStripeAuthorisations(
  db: DbOrTx,
  payments: PaymentProvider,
  { now, graceMs = AUTHORISATION_GRACE_MS }: ReleaseOptions,
): Promise<number> {
  const cutoff = new Date(now.getTime() - graceMs);
  const unconfirmedCutoff = now.getTime() - UNCONFIRMED_INTENT_TTL_MS;

  // Rows whose intent an order used are done with: the order is its record.
  await deleteInBatches(async (size) => {
    const batch = db
      .select({ id: cardAuthorisations.intentId })
      .from(cardAuthorisations)
      .where(
        exists(
          db
            .select({ id: orders.id })
            .from(orders)
            .where(eq(orders.paymentIntentId, cardAuthorisations.intentId)),
        ),
      )
      .limit(size);
    const deleted = await db
      .delete(cardAuthorisations)
      .where(inArray(cardAuthorisations.intentId, batch))
      .returning({ id: cardAuthorisations.intentId });
    return deleted.length;
  });

  let released = 0;
  const kept = new Set<string>();
  for (let batch = 0; batch < MAX_BATCHES_PER_ROUND; batch++) {
    const candidates = await db
      .select({ id: cardAuthorisations.intentId, createdAt: cardAuthorisations.createdAt })
      .from(cardAuthorisations)
      .where(and(lte(cardAuthorisations.createdAt, cutoff), unusedByOrders(db, cardAuthorisations.intentId)))
      .orderBy(asc(cardAuthorisations.createdAt))
      .limit(PROVIDER_BATCH + kept.size);
    const fresh = candidates.filter((c) => !kept.has(c.id)).slice(0, PROVIDER_BATCH);
    const done: string[] = [];
    for (const candidate of fresh) {
      const intent = await payments.retrieveIntent(candidate.id);
      if (!intent || intent.status === 'canceled' || intent.status === 'succeeded') {
        done.push(candidate.id);
      } else if (intent.status === 'requires_capture') {
        if (await payments.cancelIntent(candidate.id)) released++;
        done.push(candidate.id);
      } else if (candidate.createdAt.getTime() <= unconfirmedCutoff) {
        await payments.cancelIntent(candidate.id);
        done.push(candidate.id);
      } else {
        kept.add(candidate.id);
      }
    }
    if (done.length > 0)
      await db.delete(cardAuthorisations).where(inArray(cardAuthorisations.intentId, done));
    if (fresh.length < PROVIDER_BATCH) break;
  }
  return released;
}
