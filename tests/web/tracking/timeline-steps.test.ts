import { describe, expect, it } from 'vitest';
import { timelineSteps } from '#web/features/tracking/timeline-steps.ts';

// SPEC section 4's four steps, lit once reached, with the real times of the order's timeline.

const at = (minute: number) => `2026-05-01T12:${String(minute).padStart(2, '0')}:00.000Z`;

describe('timelineSteps', () => {
  it('lights only the first step of a confirmed order, with its time', () => {
    const steps = timelineSteps({ status: 'confirmed', timeline: [{ status: 'confirmed', at: at(0) }] });
    expect(steps).toEqual([
      { label: 'Order Confirmed', reached: true, at: at(0) },
      { label: 'Being Prepared', reached: false, at: undefined },
      { label: 'Out for Delivery', reached: false, at: undefined },
      { label: 'Delivered', reached: false, at: undefined },
    ]);
  });

  it('counts ready as Being Prepared and picked-up as Out for Delivery, at the first of them', () => {
    const steps = timelineSteps({
      status: 'on-the-way',
      timeline: [
        { status: 'confirmed', at: at(0) },
        { status: 'preparing', at: at(5) },
        { status: 'ready', at: at(20) },
        { status: 'picked-up', at: at(25) },
        { status: 'on-the-way', at: at(27) },
      ],
    });
    expect(steps.map((step) => [step.label, step.reached, step.at])).toEqual([
      ['Order Confirmed', true, at(0)],
      ['Being Prepared', true, at(5)],
      ['Out for Delivery', true, at(25)],
      ['Delivered', false, undefined],
    ]);
  });

  it('lights a step reached through ready alone (no preparing entry) with the ready time', () => {
    const steps = timelineSteps({
      status: 'ready',
      timeline: [
        { status: 'confirmed', at: at(0) },
        { status: 'ready', at: at(12) },
      ],
    });
    expect(steps[1]).toEqual({ label: 'Being Prepared', reached: true, at: at(12) });
  });

  it('keeps a cancelled order at its first step', () => {
    const steps = timelineSteps({
      status: 'cancelled',
      timeline: [
        { status: 'confirmed', at: at(0) },
        { status: 'cancelled', at: at(3) },
      ],
    });
    expect(steps.map((step) => step.reached)).toEqual([true, false, false, false]);
  });

  it('lights every step of a delivered order even when a time is missing', () => {
    const steps = timelineSteps({ status: 'delivered', timeline: [{ status: 'delivered', at: at(40) }] });
    expect(steps.map((step) => step.reached)).toEqual([true, true, true, true]);
    expect(steps.map((step) => step.at)).toEqual([undefined, undefined, undefined, at(40)]);
  });
});
