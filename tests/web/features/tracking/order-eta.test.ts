import { describe, expect, it } from 'vitest';
import { etaLabelAndValue, orderEta } from '../../../../src/web/features/tracking/order-eta';
import { formatStepTime } from '../../../../src/web/features/tracking/timeline-steps';

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
