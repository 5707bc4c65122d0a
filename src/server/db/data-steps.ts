import { promotionFromOfferText } from '#domain/promotions/offer-text.ts';
import { phoneRegionOfCountryName, toE164 } from '#domain/shared/phone.ts';
import { restaurantTimeZone } from './restaurant-time-zone';

// Data steps: changes to stored rows that SQL cannot make (they need the domain's rules), run by
// the migrator after the SQL migrations, each once. A finished step is recorded in data_steps
// (migration 0012); a step that stops half-way (a crash, a deploy) runs again from the start on the
// next start-up, so every step is idempotent: a row already changed is left as it is. Steps work in
// batches of short statements, so a large table never sits in one long transaction.

/** Runs one SQL text with $1.. parameters: pg's Client and PGlite both fit through this. */
export type DataStepQuery = <Row>(text: string, params?: unknown[]) => Promise<Row[]>;

export interface DataStep {
  /** Recorded in data_steps once the step has finished; never renamed. */
  name: string;
  run(query: DataStepQuery, options: { batchSize: number }): Promise<string>;
}

/** What each batch reads: the order's phone as stored, and its restaurant's country. */
interface StoredPhone {
  id: number;
  customerPhone: string;
  normalized: string;
  country: string | null;
}

/** The E.164 form a stored order's phone is read as, or null when it is not a phone number. */
export function storedPhoneE164(
  row: Pick<StoredPhone, 'customerPhone' | 'normalized' | 'country'>,
): string | null {
  const region = phoneRegionOfCountryName(row.country);
  // Before E.164, "14165550101" and "+1 416-555-0101" were one number (the digits were compared):
  // digits typed with their country code but without the '+' keep finding the same orders.
  return toE164(row.customerPhone, region) ?? toE164(`+${row.normalized.replace(/\D/g, '')}`, region);
}

/**
 * Every order's customer phone in E.164 (decision 0028), read in its restaurant's country: the
 * form placing an order now stores and the phone look-up and live channel match on. A stored phone
 * that is not a valid number anywhere is left as it was (counted in the summary).
 */
export const ordersPhoneE164: DataStep = {
  name: '0012_orders_phone_e164',
  async run(query, { batchSize }) {
    let after = 0;
    let changed = 0;
    let unreadable = 0;
    for (;;) {
      const rows = await query<StoredPhone>(
        `select o.id, o.customer_phone as "customerPhone", o.customer_phone_normalized as "normalized",
           r.country
         from orders o left join restaurants r on r.id = o.restaurant_id
         where o.id > $1 order by o.id limit $2`,
        [after, batchSize],
      );
      if (rows.length === 0) break;
      after = rows[rows.length - 1]?.id ?? after;
      const updates: Array<{ id: number; phone: string }> = [];
      for (const row of rows) {
        const phone = storedPhoneE164(row);
        if (phone === null) unreadable += 1;
        else if (phone !== row.customerPhone || phone !== row.normalized) updates.push({ id: row.id, phone });
      }
      if (updates.length === 0) continue;
      await query(
        `update orders o set customer_phone = v.phone, customer_phone_normalized = v.phone
         from jsonb_to_recordset($1::jsonb) as v(id integer, phone text)
         where o.id = v.id`,
        [JSON.stringify(updates)],
      );
      changed += updates.length;
    }
    return `${changed} order phone(s) now in E.164, ${unreadable} kept as stored (not a phone number)`;
  },
};

/**
 * Every restaurant's free-text offer becomes a promotion (decision 0030): "20% off your first
 * order" a running first-order 20% promotion, text naming no discount an inactive one keeping its
 * words. The text is cleared as its promotion is written, so a step cut short resumes cleanly.
 */
export const offersToPromotions: DataStep = {
  name: '0015_offers_to_promotions',
  async run(query, { batchSize }) {
    let active = 0;
    let inactive = 0;
    for (;;) {
      const rows = await query<{ id: number; offer: string }>(
        `select id, offer from restaurants where offer is not null order by id limit $1`,
        [batchSize],
      );
      if (rows.length === 0) break;
      for (const row of rows) {
        const promotion = promotionFromOfferText(row.offer);
        if (promotion.isActive) active += 1;
        else inactive += 1;
        await query(
          `with made as (
             insert into promotions (restaurant_id, title, kind, value, min_subtotal, first_order_only, is_active)
             select $1, $2, $3, $4::numeric, $5::numeric, $6, $7 where $2 <> '')
           update restaurants set offer = null where id = $1`,
          [
            row.id,
            promotion.title,
            promotion.kind,
            promotion.value,
            promotion.minSubtotal,
            promotion.firstOrderOnly,
            promotion.isActive,
          ],
        );
      }
    }
    return `${active} offer(s) now running promotions, ${inactive} kept as inactive promotions to finish`;
  },
};

/** Every data step, in the order they run. */
/**
 * Every restaurant still on the column's default zone gets the one its position (or its city and
 * country) says (decision 0033): its opening hours are read in it. A restaurant really on UTC
 * gets UTC again, so running twice changes nothing.
 */
export const restaurantTimeZones: DataStep = {
  name: '0017_restaurant_time_zones',
  async run(query, { batchSize }) {
    let after = 0;
    let changed = 0;
    for (;;) {
      const rows = await query<{
        id: number;
        latitude: string | null;
        longitude: string | null;
        country: string;
        city: string;
      }>(
        `select id, latitude::text, longitude::text, country, city from restaurants
         where time_zone = 'UTC' and id > $1 order by id limit $2`,
        [after, batchSize],
      );
      if (rows.length === 0) break;
      after = rows[rows.length - 1]?.id ?? after;
      const updates = rows
        .map((row) => ({ id: row.id, zone: restaurantTimeZone(row) }))
        .filter((row) => row.zone !== 'UTC');
      if (updates.length === 0) continue;
      await query(
        `update restaurants r set time_zone = v.zone
         from jsonb_to_recordset($1::jsonb) as v(id integer, zone text)
         where r.id = v.id and r.time_zone = 'UTC'`,
        [JSON.stringify(updates)],
      );
      changed += updates.length;
    }
    return `${changed} restaurant(s) now read their hours in their own time zone`;
  },
};

export const DATA_STEPS: readonly DataStep[] = [ordersPhoneE164, offersToPromotions, restaurantTimeZones];
export const DATA_STEP_BATCH_SIZE = 1_000;

/**
 * Runs the steps not yet recorded in data_steps, each then recorded. The caller holds the
 * migration lock (on PostgreSQL), so two instances never run a step at once.
 */
export async function runDataSteps(
  query: DataStepQuery,
  options: { steps?: readonly DataStep[]; batchSize?: number; log?: (message: string) => void } = {},
): Promise<string[]> {
  const steps = options.steps ?? DATA_STEPS;
  const batchSize = options.batchSize ?? DATA_STEP_BATCH_SIZE;
  const done = new Set((await query<{ name: string }>('select name from data_steps')).map((row) => row.name));
  const ran: string[] = [];
  for (const step of steps) {
    if (done.has(step.name)) continue;
    const summary = await step.run(query, { batchSize });
    await query('insert into data_steps (name) values ($1) on conflict (name) do nothing', [step.name]);
    options.log?.(`Data step ${step.name}: ${summary}`);
    ran.push(step.name);
  }
  return ran;
}
