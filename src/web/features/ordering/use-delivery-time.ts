import { useCallback, useMemo, useState } from 'react';
import type { Restaurant } from '#domain/catalogue/responses.ts';
import { closedLabel, localDate } from '#domain/opening-hours/opening-text.ts';
import { useDeliverySlots } from './api/get-delivery-slots';
import { offeredSlot, type SlotDay, slotDays } from './delivery-slot-days';
import { NO_DELIVERY_TIMES } from './messages';

export type DeliveryMode = 'asap' | 'later';

type TimeRestaurant = Pick<Restaurant, 'id' | 'openNow' | 'opensAtLocal' | 'timeZone'>;

export interface DeliveryTime {
  mode: DeliveryMode;
  setMode: (mode: DeliveryMode) => void;
  /** The offered times by the restaurant's day; empty while loading or when there are none. */
  days: SlotDay[];
  /** The chosen time (ISO) while scheduling for later, else null. */
  slot: string | null;
  chooseSlot: (iso: string) => void;
  /** "Today at 7:15 PM", on the restaurant's clock; null for as soon as possible. */
  slotText: string | null;
  /** Why "As soon as possible" cannot be chosen ("Closed now · Opens at 10:00 AM"), else null. */
  asapUnavailable: string | null;
  /** Why "Schedule for later" cannot be chosen, else null. */
  laterUnavailable: string | null;
  slotsLoading: boolean;
  slotsFailed: boolean;
  /** Reads the times again (stable: an effect may depend on it). */
  retrySlots: () => void;
  /** What the quote and the order are sent with: null for as soon as possible, else the time. */
  scheduledFor: string | null;
  /** False while the time cannot be known yet (the restaurant or its times still loading). */
  ready: boolean;
  /** Why the server refused the time (placing the order), until the customer picks again. */
  refusal: string | null;
  /** The server refused the time: say why at the picker and read the times again. */
  refuse: (message: string) => void;
}

/**
 * The checkout's "When": as soon as possible (the default) or a time for later among the
 * restaurant's offered times (GET /api/restaurants/{id}/delivery-slots). A restaurant closed now
 * but with times ahead starts at "Schedule for later", with "As soon as possible" unavailable.
 */
export function useDeliveryTime(
  restaurant: TimeRestaurant | undefined,
  now: Date = new Date(),
): DeliveryTime {
  const slotsQuery = useDeliverySlots(restaurant?.id);
  const [chosenMode, setChosenMode] = useState<DeliveryMode | null>(null);
  const [chosenSlot, setChosenSlot] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { refetch } = slotsQuery;
  const retrySlots = useCallback(() => void refetch(), [refetch]);

  const answer = slotsQuery.data;
  const slots = answer?.slots ?? [];
  const today = now.toDateString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: regrouped when the day changes, not every render
  const days = useMemo(() => (answer ? slotDays(answer.slots, answer.timeZone, now) : []), [answer, today]);
  const noSlots = answer !== undefined && slots.length === 0;
  const closedNow = restaurant !== undefined && !restaurant.openNow;
  const laterUnavailable = noSlots ? NO_DELIVERY_TIMES : null;
  const asapUnavailable =
    restaurant && closedNow && !noSlots
      ? closedLabel(restaurant.opensAtLocal, localDate(now, restaurant.timeZone)).replace(
          /^Closed/,
          'Closed now',
        )
      : null;

  let mode: DeliveryMode = chosenMode ?? (closedNow ? 'later' : 'asap');
  if (mode === 'later' && laterUnavailable) mode = 'asap';
  if (mode === 'asap' && asapUnavailable) mode = 'later';
  const slot = mode === 'later' ? offeredSlot(slots, chosenSlot) : null;
  const slotDay = days.find((day) => day.times.some((time) => time.iso === slot));
  const slotLabel = slotDay?.times.find((time) => time.iso === slot)?.label;

  return {
    mode,
    setMode: (next) => {
      setChosenMode(next);
      setRefusal(null);
    },
    days,
    slot,
    chooseSlot: (iso) => {
      setChosenSlot(iso);
      setRefusal(null);
    },
    slotText: slotDay && slotLabel ? `${slotDay.label} at ${slotLabel}` : null,
    asapUnavailable,
    laterUnavailable,
    slotsLoading: slotsQuery.isPending && restaurant !== undefined,
    slotsFailed: slotsQuery.isError,
    retrySlots,
    scheduledFor: slot,
    ready: restaurant !== undefined && (mode === 'asap' || slot !== null),
    refusal,
    refuse: (message) => {
      setRefusal(message);
      retrySlots();
    },
  };
}
