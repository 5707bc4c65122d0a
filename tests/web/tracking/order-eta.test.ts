import { describe, expect, it } from 'vitest';
import { etaMinutes, haversineKm } from '#domain/shared/geo.ts';
import { etaLabelAndValue, orderEta, trackerEta, viewEta } from '#web/features/tracking/order-eta.ts';
import { remainingEta } from '#web/features/tracking/remaining-eta.ts';
import { formatStepTime } from '#web/features/tracking/timeline-steps.ts';
import { phoneOrder, trackedOrder } from './fixtures';

// The trackers' ETA: the estimate the order was placed with until the restaurant accepts, then the
// server's eta (ready-by plus travel, moved by a delay, then pickup plus travel), nothing once the
// order has ended.

const placed = { status: 'confirmed', eta: null, estimatedDelivery: '25-35 min' };
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
      expect(orderEta({ ...placed, status, eta: arrival })).toEqual({
        kind: 'arrival',
        at: arrival,
      });
    }
    expect(etaLabelAndValue({ kind: 'arrival', at: arrival })).toEqual([
      'Arriving by',
      formatStepTime(arrival),
    ]);
    expect(formatStepTime(arrival)).toMatch(/\d{1,2}[:.]\d{2}/);
  });

  it('promises nothing once delivered or cancelled, with or without an eta', () => {
    for (const status of ['delivered', 'cancelled']) {
      expect(orderEta({ ...placed, status, eta: arrival }), status).toBeNull();
      expect(orderEta({ ...placed, status }), status).toBeNull();
    }
  });

  it('keeps the placed estimate for an unreadable time', () => {
    expect(orderEta({ ...placed, status: 'preparing', eta: 'soon' })?.kind).toBe('estimate');
  });

  it("leaves a scheduled order's own time to the Scheduled line until the kitchen promises one", () => {
    const later = { ...placed, status: 'scheduled', scheduledFor: arrival, eta: arrival };
    expect(orderEta(later)).toBeNull();
    expect(orderEta({ ...later, status: 'preparing', eta: '2026-05-01T23:55:00.000Z' })).toEqual({
      kind: 'arrival',
      at: '2026-05-01T23:55:00.000Z',
    });
  });

  it('is null with neither', () => {
    expect(orderEta({ status: 'confirmed', eta: null, estimatedDelivery: null })).toBeNull();
  });
});

describe('trackerEta and viewEta', () => {
  const driver = { latitude: 43.67, longitude: -79.4, at: '2026-05-01T12:00:00.000Z' };
  const customer = { latitude: 43.6532, longitude: -79.3832 };

  it('follows the driver’s remaining distance once it has the food', () => {
    const onTheWay = { ...placed, status: 'on-the-way', eta: arrival };
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
      expect(etaLabelAndValue(eta)).toEqual(['Arriving by', formatStepTime(eta.at)]);
    }
  });

  it('keeps the server’s eta without a driver position, and shows nothing once delivered', () => {
    expect(trackerEta({ ...placed, status: 'on-the-way', eta: arrival }, null)).toEqual({
      kind: 'arrival',
      at: arrival,
    });
    const remaining = remainingEta('on-the-way', driver, customer);
    expect(trackerEta({ ...placed, status: 'delivered', eta: arrival }, remaining)).toBeNull();
  });

  it('uses the driver in the full view only: the phone view has no positions', () => {
    const full = trackedOrder({ status: 'on-the-way', eta: arrival });
    expect(viewEta({ kind: 'tracked', order: full, trackingToken: 't', driver })?.kind).toBe('driver');
    expect(viewEta({ kind: 'tracked', order: full, trackingToken: 't', driver: null })?.kind).toBe('arrival');
    expect(
      viewEta({ kind: 'tracked', order: { ...full, status: 'ready' }, trackingToken: 't', driver })?.kind,
    ).toBe('arrival');
    const phone = phoneOrder({ status: 'on-the-way', eta: arrival });
    expect(viewEta({ kind: 'phone', order: phone })).toEqual({ kind: 'arrival', at: arrival });
  });
});
