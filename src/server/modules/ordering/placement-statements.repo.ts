import type { WeekHours } from '#domain/opening-hours/schedule.ts';
import type { PricingPromotion } from '#domain/promotions/rules.ts';
import type { Statement } from '#server/db/client.ts';
import { epochMsSql } from '#server/db/epoch-ms.ts';
import type { orders } from '#server/db/schema.ts';
import type { MenuEntry } from './order-pricing';

// The two statements that place an order, as fixed SQL texts: placing orders is the hottest write,
// and building these with the query builder cost a fifth of the server's time per order (measured
// with `npm run bench:profile`). Their column names follow src/server/db/tables/orders.ts; the order tests
// on both databases hold them to it.

export type NewOrder = typeof orders.$inferInsert;

/** The primary key of idempotency_keys: a second claim of one key violates it. */
export const IDEMPOTENCY_KEY_CONSTRAINT = 'idempotency_keys_scope_key_pk';

export interface IdempotencyClaim {
  scope: string;
  key: string;
  requestHash: string;
}

/** The restaurant and menu an order is priced from. */
export interface PlacementRestaurant {
  restaurant:
    | ({
        id: number;
        name: string;
        isApproved: boolean;
        isOpen: boolean;
        /** The smallest food subtotal the restaurant takes, "15.00". */
        minOrder: string;
        /** The advertised delivery fee: the fee every order is charged. */
        deliveryFee: string;
        /** Percent ("13", "14.975") and whether the menu prices already include it. */
        taxRate: string;
        pricesIncludeTax: boolean;
        address: string | null;
        latitude: string | null;
        longitude: string | null;
        /** The country's name ("Canada"): customer phones are read in it, orders priced in its currency. */
        country: string;
        /** Whole km: drop-offs farther than this (straight line) are refused. */
        deliveryRadiusKm: number;
        /** IANA zone its seven days' hours are read in: outside them it takes no orders. */
        timeZone: string;
        /** The restaurant's active promotions (their dates are checked when an order is priced). */
        promotions: PricingPromotion[];
      } & WeekHours)
    | null;
  menu: MenuEntry[];
}

export interface PlacementContext extends PlacementRestaurant {
  /** Reserved for the order if it is placed. */
  orderId: number;
  /** The earlier request with the same Idempotency-Key, if any. */
  known: { requestHash: string; orderId: number | null } | null;
}

/** When a new order and its first event (confirmed, or scheduled) were stored (the database's clock). */
export interface PlacedOrderTimes {
  createdAt: Date;
  updatedAt: Date;
  placedAt: Date;
}

/** A new order's row as placeOrder writes it: the id reserved, the columns PLACED_ORDER_COLUMNS sets. */
export type PlacedOrderRow = NewOrder & { id: number };

const RESTAURANT_FOR_PLACEMENT = `(select json_build_object(
           'id', id, 'name', name, 'isApproved', is_approved, 'isOpen', is_open, 'minOrder', min_order::text,
           'deliveryFee', delivery_fee::text, 'taxRate', tax_rate::text, 'pricesIncludeTax', prices_include_tax,
           'address', address, 'country', country,
           'latitude', latitude::text, 'longitude', longitude::text,
           'deliveryRadiusKm', delivery_radius_km,
           'timeZone', time_zone, 'mondayHours', monday_hours, 'tuesdayHours', tuesday_hours,
           'wednesdayHours', wednesday_hours, 'thursdayHours', thursday_hours, 'fridayHours', friday_hours,
           'saturdayHours', saturday_hours, 'sundayHours', sunday_hours,
           'promotions', (select coalesce(json_agg(json_build_object(
               'id', p.id, 'title', p.title, 'kind', p.kind, 'value', p.value::text,
               'minSubtotal', p.min_subtotal::text, 'firstOrderOnly', p.first_order_only, 'code', p.code,
               'startsAt', p.starts_at, 'endsAt', p.ends_at, 'isActive', p.is_active) order by p.id), '[]'::json)
             from promotions p where p.restaurant_id = restaurants.id and p.is_active))
         from restaurants where id = $1) as "restaurant"`;
const MENU_FOR_PLACEMENT = `(select coalesce(json_agg(json_build_object(
           'id', id, 'name', name, 'price', price::text, 'isAvailable', is_available,
           'optionGroups', option_groups)), '[]'::json)
         from menu_items where restaurant_id = $1) as "menu"`;

/** What placing a card order reads: $1 restaurant id, $2 and $3 the Idempotency-Key's scope and key. */
export const LOAD_PLACEMENT: Statement = {
  name: 'quickbite_load_placement',
  text: `
    select nextval(pg_get_serial_sequence('orders', 'id'))::int as "orderId",
      (select json_build_object('requestHash', request_hash, 'orderId', order_id)
         from idempotency_keys where scope = $2 and key = $3) as "known",
      ${RESTAURANT_FOR_PLACEMENT},
      ${MENU_FOR_PLACEMENT}`,
};

/** A restaurant and its menu as pricing needs them ($1 the restaurant id), for the placement cache. */
export const LOAD_PLACEMENT_RESTAURANT: Statement = {
  name: 'quickbite_load_placement_restaurant',
  text: `select ${RESTAURANT_FOR_PLACEMENT}, ${MENU_FOR_PLACEMENT}`,
};

/** $1 order ids, reserved at once (see order-id-blocks.ts). */
export const RESERVE_ORDER_IDS: Statement = {
  name: 'quickbite_reserve_order_ids',
  text: `select nextval(pg_get_serial_sequence('orders', 'id'))::int as id from generate_series(1, $1::int)`,
};

/** The orders columns a new order sets, in parameter order ($1 is the id); the rest keep defaults. */
export const PLACED_ORDER_COLUMNS = [
  ['id', 'id'],
  ['status', 'status'],
  ['scheduled_for', 'scheduledFor'],
  ['restaurant_id', 'restaurantId'],
  ['customer_name', 'customerName'],
  ['customer_phone', 'customerPhone'],
  ['customer_phone_normalized', 'customerPhoneNormalized'],
  ['customer_address', 'customerAddress'],
  ['customer_latitude', 'customerLatitude'],
  ['customer_longitude', 'customerLongitude'],
  ['items', 'items'],
  ['currency', 'currency'],
  ['subtotal', 'subtotal'],
  ['discount', 'discount'],
  ['promotion_id', 'promotionId'],
  ['promotion_title', 'promotionTitle'],
  ['first_order_discount', 'firstOrderDiscount'],
  ['delivery_fee', 'deliveryFee'],
  ['tax', 'tax'],
  ['tax_included', 'taxIncluded'],
  ['tip', 'tip'],
  ['total', 'total'],
  ['payment_method', 'paymentMethod'],
  ['payment_status', 'paymentStatus'],
  ['payment_intent_id', 'paymentIntentId'],
  ['estimated_delivery', 'estimatedDelivery'],
  ['driver_pay', 'driverPay'],
  ['restaurant_pay', 'restaurantPay'],
  ['company_pay', 'companyPay'],
  ['delivery_distance', 'deliveryDistance'],
  ['payment_breakdown', 'paymentBreakdown'],
  ['tracking_token_hash', 'trackingTokenHash'],
  ['delivery_code', 'deliveryCode'],
  ['kitchen_note', 'kitchenNote'],
  ['delivery_instructions', 'deliveryInstructions'],
] as const satisfies readonly (readonly [string, keyof NewOrder])[];

const insertStatements = new Map<string, Statement>();

/**
 * The write: the order (its status_times holding its first status's time, now() as the event's),
 * that status's event ($2: confirmed, or scheduled) and (withKey) its Idempotency-Key, then `notifyCount`
 * pg_notify calls. Parameters: the order columns, then scope, key and request hash when withKey,
 * then a channel and payload per notification. Data-modifying CTEs all run once whatever the outer
 * query reads, and the foreign keys between them are checked at the end of the statement, when all
 * three rows exist.
 */
export function insertPlacedOrderStatement(withKey: boolean, notifyCount: number): Statement {
  const variant = `${withKey ? 'key' : 'nokey'}_${notifyCount}`;
  const known = insertStatements.get(variant);
  if (known) return known;

  let next = PLACED_ORDER_COLUMNS.length;
  const param = () => `$${++next}`;
  const columns = PLACED_ORDER_COLUMNS.map(([column]) => column).join(', ');
  const values = PLACED_ORDER_COLUMNS.map((_, index) => `$${index + 1}`).join(', ');
  const claim = withKey
    ? `claimed as (insert into idempotency_keys (scope, key, request_hash, order_id)
         values (${param()}, ${param()}, ${param()}, $1)),`
    : '';
  const notify = Array.from({ length: notifyCount }, () => `, pg_notify(${param()}, ${param()})`).join('');
  const statement = {
    name: `quickbite_insert_placed_order_${variant}`,
    text: `
      with ${claim}
      placed as (insert into orders (${columns}, status_times)
                 values (${values}, jsonb_build_object($2::text, ${epochMsSql('now()')}))
                 returning created_at, updated_at),
      first_event as (insert into order_events (order_id, status, actor_type)
                      values ($1, $2, 'customer') returning created_at)
      select ${epochMsSql('placed.created_at')} as "createdAt", ${epochMsSql('placed.updated_at')} as "updatedAt",
             ${epochMsSql('first_event.created_at')} as "placedAt"${notify}
      from placed, first_event`,
  };
  insertStatements.set(variant, statement);
  return statement;
}
