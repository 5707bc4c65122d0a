import { describe, expect, it } from 'vitest';
import { etaMinutes, haversineKm } from '#domain/shared/geo.ts';
import { etaLabelAndValue, orderEta, trackerEta, viewEta } from '#web/features/tracking/order-eta.ts';
import { remainingEta } from '#web/features/tracking/remaining-eta.ts';
import { formatStepTime } from '#web/features/tracking/timeline-steps.ts';
import { phoneOrder, trackedOrder } from './fixtures';

// The trackers' ETA: the estimate the order was placed with until the restaurant accepts, then the
// server's arrival time (ready-by plus travel), which a delay moves.

const placed = { status: 'confirmed', estimatedArrival: null, estimatedDelivery: '25-35 min' };
const arrival = '2026-05-01T23:45:00.000Z';

describe('orderEta', () => {
  it('is the placed estimate before the restaurant accepts', () => {
    expect(orderEta(placed)).toEqual({ kind: 'estimate', text: '25-35 min' });
    expect(etaLabelAndValue({ kind: 'estimate', text: '25-35 min' })).toEqual([
      'Estimated delivery',
      '25-35 min',
    ]);
  });

  it('is the arrival time once accepted, through preparing, ready and on the way', () => {
    for (const status of ['preparing', 'ready', 'picked-up', 'on-the-way']) {
      expect(orderEta({ ...placed, status, estimatedArrival: arrival })).toEqual({
        kind: 'arrival',
        at: arrival,
      });
    }
    expect(etaLabelAndValue({ kind: 'arrival', at: arrival })).toEqual([
      'Estimated arrival',
      formatStepTime(arrival),
    ]);
    expect(formatStepTime(arrival)).toMatch(/\d{1,2}[:.]\d{2}/);
  });

  it('falls back to the placed estimate once delivered or cancelled, or for an unreadable time', () => {
    expect(orderEta({ ...placed, status: 'delivered', estimatedArrival: arrival })).toEqual({
      kind: 'estimate',
      text: '25-35 min',
    });
    expect(orderEta({ ...placed, status: 'cancelled', estimatedArrival: arrival })?.kind).toBe('estimate');
    expect(orderEta({ ...placed, status: 'preparing', estimatedArrival: 'soon' })?.kind).toBe('estimate');
  });

  it('is null with neither', () => {
    expect(orderEta({ status: 'confirmed', estimatedArrival: null, estimatedDelivery: null })).toBeNull();
  });
});

describe('trackerEta and viewEta', () => {
  const driver = { latitude: 43.67, longitude: -79.4, at: '2026-05-01T12:00:00.000Z' };
  const customer = { latitude: 43.6532, longitude: -79.3832 };

  it('follows the driver’s remaining distance once it has the food', () => {
    const onTheWay = { ...placed, status: 'on-the-way', estimatedArrival: arrival };
    const remaining = remainingEta('on-the-way', driver, customer);
    const eta = trackerEta(onTheWay, remaining);
    const minutes = etaMinutes(haversineKm(driver, customer));
    expect(eta).toEqual({
      kind: 'driver',
      at: new Date(Date.parse(driver.at) + minutes * 60_000).toISOString(),
      minutes,
      km: remaining?.km,
    });
    if (eta?.kind === 'driver') {
      expect(etaLabelAndValue(eta)).toEqual(['Estimated arrival', formatStepTime(eta.at)]);
    }
  });

  it('keeps the server’s arrival without a driver position, and nothing moves once delivered', () => {
    expect(trackerEta({ ...placed, status: 'on-the-way', estimatedArrival: arrival }, null)).toEqual({
      kind: 'arrival',
      at: arrival,
    });
    const remaining = remainingEta('on-the-way', driver, customer);
    expect(trackerEta({ ...placed, status: 'delivered', estimatedArrival: arrival }, remaining)?.kind).toBe(
      'estimate',
    );
  });

  it('uses the driver in the full view only: the phone view has no positions', () => {
    const full = trackedOrder({ status: 'on-the-way', estimatedArrival: arrival });
    expect(viewEta({ kind: 'tracked', order: full, trackingToken: 't', driver })?.kind).toBe('driver');
    expect(viewEta({ kind: 'tracked', order: full, trackingToken: 't', driver: null })?.kind).toBe('arrival');
    expect(
      viewEta({ kind: 'tracked', order: { ...full, status: 'ready' }, trackingToken: 't', driver })?.kind,
    ).toBe('arrival');
    const phone = phoneOrder({ status: 'on-the-way', estimatedArrival: arrival });
    expect(viewEta({ kind: 'phone', order: phone })).toEqual({ kind: 'arrival', at: arrival });
  });
});
