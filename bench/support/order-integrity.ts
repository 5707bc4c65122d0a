import type { DatabaseHandle } from '#server/db/client.ts';
import { rawQuery } from './order-history';

// After a placement run: every 201 the load generator received names an order that exists and is
// linked to the Idempotency-Key it was sent with, no order answered twice, and no order of the bench
// exists without exactly one key. Orders committed while their answer was still in flight when a run
// stopped have no 201 here: they are counted apart (at most one per connection per run).

/** Records the 201 answers of placement runs: Idempotency-Key -> order id. */
export class PlacedOrders {
  readonly byKey = new Map<string, number>();
  otherStatuses = 0;

  record(status: number, body: string, key: string | undefined): void {
    if (status !== 201 || !key) {
      this.otherStatuses += 1;
      return;
    }
    this.byKey.set(key, (JSON.parse(body) as { id: number }).id);
  }
}

export interface IntegrityReport {
  answered: number;
  benchOrders: number;
  /** 201 answers whose order is missing or not linked to the key sent. */
  lost: number;
  /** Orders answered for two keys, or bench orders with no key or more than one. */
  duplicated: number;
  /** Bench orders committed without a 201 received (in flight when a run stopped). */
  unanswered: number;
}

/** `phonePrefix`: the phones the placement runs used (placementPhone), never the history's. */
export async function checkPlacedOrders(
  handle: DatabaseHandle,
  placed: PlacedOrders,
  phonePrefix: string,
): Promise<IntegrityReport> {
  const keys = [...placed.byKey.keys()];
  const ids = [...placed.byKey.values()];
  const [row] = await rawQuery<Record<string, string | number>>(
    handle,
    `with ok as (select * from unnest($1::text[], $2::int[]) as t(key, order_id)),
      bench as (select id from orders where customer_phone like $3 || '%')
    select
      (select count(*) from bench) as bench_orders,
      (select count(*) from ok
        left join idempotency_keys k on k.key = ok.key and k.order_id = ok.order_id
        left join orders o on o.id = ok.order_id
        where k.key is null or o.id is null) as lost,
      (select count(*) - count(distinct order_id) from ok) as answered_twice,
      (select count(*) from bench b
        left join (select order_id, count(*) as keys from idempotency_keys group by order_id) k
          on k.order_id = b.id
        where coalesce(k.keys, 0) <> 1) as not_one_key`,
    [keys, ids, phonePrefix],
  );
  const benchOrders = Number(row?.bench_orders);
  return {
    answered: keys.length,
    benchOrders,
    lost: Number(row?.lost),
    duplicated: Number(row?.answered_twice) + Number(row?.not_one_key),
    unanswered: benchOrders - keys.length,
  };
}
