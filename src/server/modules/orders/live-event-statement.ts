import type { Statement } from '#server/db/client.ts';

// The notifier's read for every order event, on every instance: a fixed statement (decision 0015).

/** What a live event about an order needs beyond the event (see findOrderForLiveEvent). */
export interface LiveEventOrder {
  id: number;
  restaurantId: number;
  currentDriverId: number | null;
  customerName: string;
  customerPhone: string;
  customerPhoneNormalized: string;
  total: string;
}

export const ORDER_FOR_LIVE_EVENT: Statement = {
  name: 'quickbite_order_for_live_event',
  text: `select id, restaurant_id as "restaurantId", driver_id as "currentDriverId",
           customer_name as "customerName", customer_phone as "customerPhone",
           customer_phone_normalized as "customerPhoneNormalized", total::text as total
         from orders where id = $1`,
};
