import type { DatabaseHandle } from '#server/db/client.ts';
import { epochMsSql } from '#server/db/epoch-ms.ts';

// A realistic order history for the phone look-up benchmark, written straight into the tables
// (placing 100,000 orders through the API would take minutes). Each phone has the same number of
// orders, spread over about 100 days, each with the timeline events its status implies.

/**
 * A valid North American number for `index` (below 8,000,000): an exchange of 200-999 (one starting
 * with 0 or 1 is not a phone number) and four digits.
 */
function localNumber(index: number): string {
  return `${200 + Math.floor(index / 10_000)}-${String(index % 10_000).padStart(4, '0')}`;
}

/** The nth benchmark customer's phone, typed as a customer would ("+1 416-200-0123"). */
export function historyPhone(index: number): string {
  return `+1 416-${localNumber(index)}`;
}

/** Phones for orders placed during the benchmark: another area code, so they never mix with the history. */
export function placementPhone(index: number): string {
  return `+1 647-${localNumber(index % 8_000_000)}`;
}

export async function rawQuery<Row = Record<string, unknown>>(
  handle: DatabaseHandle,
  text: string,
  params: unknown[] = [],
): Promise<Row[]> {
  if (handle.pglite) return (await handle.pglite.query<Row>(text, params)).rows;
  if (handle.pool) return (await handle.pool.query(text, params)).rows as Row[];
  throw new Error('The database handle has neither a PGlite instance nor a pool');
}

// One statement: the orders (round-robin over the approved restaurants that have a menu, their first
// menu item in quantity 1-3, a mix of tips and payment methods, 2% cancelled, the newest 1% still in
// progress, the rest delivered), then every step each order went through.
const INSERT_HISTORY = `
with menu as (
  -- The Canadian restaurants: the history is in Canadian dollars, at each one's own fee, untaxed.
  select distinct on (m.restaurant_id) m.restaurant_id, m.id, m.name, m.price, r.delivery_fee as fee
  from menu_items m join restaurants r on r.id = m.restaurant_id
  where r.is_approved and r.country = 'Canada'
  order by m.restaurant_id, m.id
), picks as (
  select array_agg(restaurant_id order by restaurant_id) as ids from menu
), driver as (
  select min(id) as id from drivers where is_approved
), source as (
  select g.n,
    lpad((g.n % $2::int)::text, 7, '0') as tail,
    picks.ids[1 + g.n % array_length(picks.ids, 1)] as restaurant_id,
    1 + g.n % 3 as quantity,
    (array[0, 3, 5, 10])[1 + g.n % 4]::numeric as tip,
    case when g.n % 2 = 0 then 'card' else 'cash' end as payment_method,
    case
      when g.n % 50 = 0 then 'cancelled'
      when g.n >= $1::int - $1::int / 100
        -- Never 'confirmed': an order unanswered that long is cancelled (ORDER_ACCEPT_TIMEOUT_SECONDS),
        -- and the server would cancel and refund the history's on start, pausing its restaurants.
        then (array['preparing', 'ready', 'picked-up', 'on-the-way'])[1 + g.n % 4]
      else 'delivered'
    end as status,
    (1 + (g.n % 90) / 10.0)::numeric(5, 2) as distance,
    now() - ($1::int - g.n) * ($5::float8 * interval '1 second') as created_at
  from generate_series($3::int, $4::int - 1) as g(n), picks
), timed as (
  -- Each step the order went through, 6 minutes apart (delivered at 36 minutes, as
  -- actual_delivery_time says); a cancelled order was confirmed, then cancelled by an admin.
  select source.*, (
    select jsonb_object_agg(step.status,
      ${epochMsSql("source.created_at + step.n * interval '6 minutes'")})
    from unnest(array['confirmed', 'preparing', 'ready', 'picked-up', 'on-the-way', 'delivered'])
      with ordinality as step(status, n)
    where step.n <= coalesce(array_position(
      array['confirmed', 'preparing', 'ready', 'picked-up', 'on-the-way', 'delivered'], source.status), 1)
  ) || case when source.status = 'cancelled' then jsonb_build_object('cancelled',
      ${epochMsSql("source.created_at + interval '9 minutes'")})
    else '{}'::jsonb end as status_times
  from source
), inserted as (
  insert into orders (
    restaurant_id, customer_name, customer_phone, customer_phone_normalized, customer_address,
    customer_latitude, customer_longitude, items, currency, subtotal, delivery_fee, tip, total, status,
    driver_id, payment_method, payment_status, payment_intent_id, estimated_delivery,
    delivery_distance, delivery_code, driver_pay, restaurant_pay, company_pay, actual_delivery_time,
    status_times, created_at, updated_at
  )
  select s.restaurant_id, 'Bench Customer ' || s.tail,
    -- historyPhone's number, stored in E.164 as placing an order stores it (decision 0028).
    '+1416' || (200 + s.tail::int / 10000) || lpad((s.tail::int % 10000)::text, 4, '0'),
    '+1416' || (200 + s.tail::int / 10000) || lpad((s.tail::int % 10000)::text, 4, '0'),
    (100 + s.n % 900) || ' Queen St W, Toronto', '43.6532', '-79.3832',
    json_build_array(json_build_object('id', menu.id, 'name', menu.name, 'quantity', s.quantity,
      'price', menu.price::text))::text,
    'CAD', menu.price * s.quantity, menu.fee, s.tip, menu.price * s.quantity + menu.fee + s.tip, s.status,
    -- One driver carries the whole history: it may hold only one active delivery at a time
    -- (orders_one_active_delivery_key), so the few orders still on their way have none.
    case when s.status = 'delivered' then driver.id end,
    s.payment_method,
    case when s.payment_method = 'card' then 'paid' else 'cash_due' end,
    case when s.payment_method = 'card' then 'pi_bench_' || s.n end,
    '25-35 min', s.distance, lpad((s.n % 10000)::text, 4, '0'),
    -- The payout rules of domain/payouts.ts: $5 base, $1 per km beyond 5 km, the whole tip (all
    -- below $20 here); the restaurant's food plus 20% of its fee; the company the rest.
    5.00 + round(greatest(s.distance - 5, 0), 2) + s.tip,
    menu.price * s.quantity + round(menu.fee * 0.2, 2),
    (menu.price * s.quantity + menu.fee + s.tip) - (5.00 + round(greatest(s.distance - 5, 0), 2) + s.tip)
      - (menu.price * s.quantity + round(menu.fee * 0.2, 2)),
    case when s.status = 'delivered' then s.created_at + interval '36 minutes' end,
    s.status_times, s.created_at, s.created_at + interval '40 minutes'
  from timed s join menu on menu.restaurant_id = s.restaurant_id, driver
  returning id, status_times
)
-- The timeline events, one per status_times entry, as the app writes them together.
insert into order_events (order_id, status, actor_type, created_at)
select o.id, step.key,
  case step.key
    when 'confirmed' then 'customer'
    when 'preparing' then 'restaurant'
    when 'ready' then 'restaurant'
    when 'cancelled' then 'admin'
    else 'driver'
  end,
  to_timestamp((step.value #>> '{}')::float8 / 1000)
from inserted o, jsonb_each(o.status_times) as step
`;

export interface HistoryCounts {
  orders: number;
  events: number;
  phones: number;
}

/**
 * Writes `orders` orders for `phones` distinct phones (historyPhone(0..phones-1)) into an empty orders
 * table, then refreshes the planner statistics as autovacuum would after a bulk load.
 */
export async function insertOrderHistory(
  handle: DatabaseHandle,
  options: { orders: number; phones: number; batch?: number; spacingSeconds?: number },
): Promise<HistoryCounts> {
  const [existing] = await rawQuery<{ count: string | number }>(
    handle,
    'select count(*) as count from orders',
  );
  if (Number(existing?.count) !== 0) throw new Error('insertOrderHistory expects an empty orders table');
  // In batches of orders (each one statement with its events), so a million orders never make one
  // huge transaction.
  const batch = options.batch ?? 100_000;
  for (let from = 0; from < options.orders; from += batch) {
    await rawQuery(handle, INSERT_HISTORY, [
      options.orders,
      options.phones,
      from,
      Math.min(options.orders, from + batch),
      // Orders placed this far apart, the newest just now: 90 s spreads a million over about 3 years.
      options.spacingSeconds ?? 90,
    ]);
  }
  // As autovacuum would after a bulk load: statistics for the planner and a visibility map, without
  // which no index-only scan can skip the table.
  await rawQuery(handle, 'vacuum analyze orders');
  await rawQuery(handle, 'vacuum analyze order_events');
  const [counts] = await rawQuery<{
    orders: string | number;
    events: string | number;
    phones: string | number;
  }>(
    handle,
    `select (select count(*) from orders) as orders, (select count(*) from order_events) as events,
      (select count(distinct customer_phone_normalized) from orders) as phones`,
  );
  return { orders: Number(counts?.orders), events: Number(counts?.events), phones: Number(counts?.phones) };
}
