import type { ServerMessage } from '#domain/shared/live-messages.ts';

// The restaurant pushed an order's ready time back (order_updated with delayedByMinutes): the
// customer is told once, however many sockets of the tab follow that phone and however often the
// event is handed over again (a reconnect, another tracking view).

export const ORDER_LATE_TITLE = 'Your order is running late';
export const orderLateDescription = (minutes: number) => `The restaurant needs ${minutes} more minutes.`;

type OrderUpdatedData = Extract<ServerMessage, { type: 'order_updated' }>['data'];

export interface DelayNotice {
  title: string;
  description: string;
}

/** How long an announced delay is remembered when the event carries no version to tell it by. */
const UNVERSIONED_WINDOW_MS = 60_000;
const REMEMBERED = 200;

export function createDelayNotices(windowMs = UNVERSIONED_WINDOW_MS) {
  /** Announced delays: key -> when. */
  const announced = new Map<string, number>();
  return {
    /** The notice for this update, or null when it is no delay or this delay was already announced. */
    noticeFor(data: OrderUpdatedData, now: number): DelayNotice | null {
      const minutes = data.delayedByMinutes;
      if (minutes === undefined) return null;
      const order = data.id ?? data.customerPhone;
      // An event's version names it exactly; without one, the same delay within the window is the same.
      const key = data.seq !== undefined ? `${order}#${data.seq}` : `${order}+${minutes}`;
      const at = announced.get(key);
      if (at !== undefined && (data.seq !== undefined || now - at < windowMs)) return null;
      announced.delete(key);
      announced.set(key, now);
      if (announced.size > REMEMBERED) announced.delete(announced.keys().next().value as string);
      return { title: ORDER_LATE_TITLE, description: orderLateDescription(minutes) };
    },
  };
}

/** One memory for the whole tab: every tracking view's socket asks the same one. */
export const delayNotices = createDelayNotices();
